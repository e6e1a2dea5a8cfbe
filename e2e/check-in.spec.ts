import { expect, test } from './support/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { finishSetUp } from './support/finish-set-up';
import {
  confirmEmailByLink,
  latestEmailTo,
  signUpThroughLink,
  uniqueEmail,
} from './support/mailbox';

// Numbers unique to this run.
const suffix = String(Date.now()).slice(-2);
const parentPhone = { typed: `(907) 555-01${suffix}`, e164: `+190755501${suffix}` };
const memberPhone = { typed: `(808) 555-01${suffix}`, e164: `+180855501${suffix}` };

const ZONE = 'America/New_York';

/** Minutes to move the service clock so that it reads 10:00 AM tomorrow in New York. */
function minutesToTomorrowTen(now: Date) {
  const local = new Date(now.toLocaleString('en-US', { timeZone: ZONE }));
  const target = new Date(local);
  target.setDate(local.getDate() + 1);
  target.setHours(10, 0, 0, 0);
  return Math.round((target.getTime() - local.getTime()) / 60_000);
}

async function serviceNow(request: APIRequestContext) {
  const status = (await (await request.get('/api/dev/status')).json()) as { now: string };
  return new Date(status.now);
}

async function advance(request: APIRequestContext, minutes: number) {
  const response = await request.post('/api/dev/clock', { data: { advanceMinutes: minutes } });
  expect(response.ok()).toBe(true);
}

const conversation = (page: Page) => page.getByRole('region', { name: 'Conversation' });

test('a day of check-ins: a NO alerts the family; the next day silence brings a call, then every follower is alerted', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  // Start at 10:00 AM in New York, whatever the real time is; the parent's time is 11:00.
  await advance(request, minutesToTomorrowTen(await serviceNow(request)));
  try {
    const email = uniqueEmail('checkin');
    const memberEmail = uniqueEmail('checkin-member');
    await signUpThroughLink(page, request, email, 'Dana');
    const api = page.request;
    const { parent } = (await (
      await api.post('/api/parents', {
        data: {
          firstName: 'Ruth',
          lastName: 'Ames',
          relationshipType: 'parent',
          phone: parentPhone.typed,
          city: 'Albany',
          state: 'New York',
          zipOrCounty: '12207',
          timezone: ZONE,
          messageTime: '11:00',
        },
      })
    ).json()) as { parent: { id: string } };
    await api.post('/api/family-members', {
      data: {
        firstName: 'Lee',
        lastName: 'Ames',
        cellPhone: memberPhone.typed,
        email: memberEmail,
        city: 'Honolulu',
        state: 'Hawaii',
        zipOrCounty: '96813',
        notificationPreference: 'both',
        parentIds: [parent.id],
      },
    });
    const { consents } = (await (await api.get('/api/consents')).json()) as {
      consents: { id: string; phone: string }[];
    };
    for (const consent of consents) {
      await api.post(`/api/consents/${consent.id}/send`);
      await request.post(`/api/dev/phone/${encodeURIComponent(consent.phone)}/reply`, {
        data: { body: 'Y' },
      });
    }
    expect((await api.post('/api/billing/trial')).ok()).toBe(true);
    await confirmEmailByLink(await page.context().newPage(), request, memberEmail);

    // Day one: send today's check-in now; the parent replies NO in the simulator.
    const sent = await api.post(`/api/parents/${parent.id}/check-in`);
    expect(sent.status()).toBe(201);
    await page.goto(`/dev/phone?phone=${encodeURIComponent(parentPhone.e164)}`);
    await expect(
      conversation(page).getByText('Reply YES if you are OK', { exact: false }),
    ).toBeVisible();
    await conversation(page).getByLabel('Reply as this phone').fill('NO');
    await conversation(page).getByRole('button', { name: 'Send', exact: true }).click();
    await expect(
      conversation(page).getByText('Your family has been notified', { exact: false }),
    ).toBeVisible();

    await page.goto(`/dev/phone?phone=${encodeURIComponent(memberPhone.e164)}`);
    await expect(
      conversation(page).getByText('Ruth Ames replied NO', { exact: false }),
    ).toBeVisible();
    await expect(
      conversation(page).getByText('In an emergency, call 911.', { exact: false }),
    ).toBeVisible();
    const alert = await latestEmailTo(request, memberEmail);
    expect(alert.subject).toBe('Ruth Ames may need help');

    // Day two: the sweep sends at 11:00 AM on its own; nobody answers the text.
    const dayTwo = Date.now();
    await advance(request, 25 * 60);
    await page.goto(`/dev/phone?phone=${encodeURIComponent(parentPhone.e164)}`);
    await expect(
      conversation(page).getByText('Reply YES if you are OK', { exact: false }),
    ).toHaveCount(2, {
      timeout: 90_000,
    });
    // The hour counts from delivery: wait for the provider's report before moving the clock.
    await expect(
      conversation(page)
        .getByRole('listitem')
        .filter({ hasText: 'Reply YES if you are OK' })
        .last()
        .getByText('Delivered'),
    ).toBeVisible({ timeout: 30_000 });
    // An hour after delivery the follow-up call rings; it goes unanswered.
    await advance(request, 61);
    await expect(conversation(page).getByRole('button', { name: "Don't answer" })).toBeVisible({
      timeout: 90_000,
    });
    await conversation(page).getByRole('button', { name: "Don't answer" }).click();

    await page.goto(`/dev/phone?phone=${encodeURIComponent(memberPhone.e164)}`);
    // It says what happened: the text went unanswered and nobody picked up the call.
    await expect(
      conversation(page).getByText(
        'Ruth Ames did not reply to the text and did not answer the call',
        { exact: false },
      ),
    ).toBeVisible({ timeout: 30_000 });
    const missed = await latestEmailTo(request, memberEmail, dayTwo);
    expect(missed.subject).toBe('Ruth Ames did not respond today');
  } finally {
    await request.post('/api/dev/clock', { data: { reset: true } });
  }
});

test('the call speaks the day’s own words; a day stopped by STOP reads "Opted out"', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  await advance(request, minutesToTomorrowTen(await serviceNow(request)));
  try {
    const phone = { typed: `(907) 555-06${suffix}`, e164: `+190755506${suffix}` };
    const ownerEmail = uniqueEmail('spoken');
    await signUpThroughLink(page, request, ownerEmail, 'Dana');
    const api = page.request;
    const { parent } = (await (
      await api.post('/api/parents', {
        data: {
          firstName: 'Ruth',
          lastName: 'Ames',
          relationshipType: 'parent',
          phone: phone.typed,
          city: 'Albany',
          state: 'New York',
          zipOrCounty: '12207',
          timezone: ZONE,
          messageTime: '11:00',
        },
      })
    ).json()) as { parent: { id: string } };
    await api.post('/api/family-members', {
      data: {
        firstName: 'Lee',
        lastName: 'Ames',
        cellPhone: `(808) 555-06${suffix}`,
        email: uniqueEmail('spoken-member'),
        city: 'Honolulu',
        state: 'Hawaii',
        zipOrCounty: '96813',
        notificationPreference: 'email',
        parentIds: [parent.id],
      },
    });
    const { consents } = (await (await api.get('/api/consents')).json()) as {
      consents: { id: string; phone: string }[];
    };
    const mine = consents.find((consent) => consent.phone === phone.e164)!;
    await api.post(`/api/consents/${mine.id}/send`);
    await request.post(`/api/dev/phone/${encodeURIComponent(phone.e164)}/reply`, {
      data: { body: 'Y' },
    });
    expect((await api.post('/api/billing/trial')).ok()).toBe(true);
    await finishSetUp(api, {
      email: ownerEmail,
      parentId: parent.id,
      cellPhone: `(808) 555-09${suffix}`,
    });

    // Today's text goes out now; Ruth does not reply, and the call comes an hour after delivery.
    expect((await api.post(`/api/parents/${parent.id}/check-in`)).status()).toBe(201);
    await page.goto(`/dev/phone?phone=${encodeURIComponent(phone.e164)}`);
    const text = conversation(page)
      .getByRole('listitem')
      .filter({ hasText: 'Reply YES if you are OK' })
      .last();
    await expect(text.getByText('Delivered')).toBeVisible({ timeout: 30_000 });
    // The day's words, from the simulator's record of the text: its first line.
    const events = (await (
      await request.get(`/api/dev/phone/${encodeURIComponent(phone.e164)}`)
    ).json()) as { kind: string; direction: string; body: string }[];
    const dayText = events
      .filter((event) => event.kind === 'sms' && event.body.includes('Reply YES'))
      .at(-1)!.body;
    const words = dayText.split('\n')[0]!;
    expect(words.length).toBeGreaterThan(10);
    await advance(request, 61);
    await expect(conversation(page).getByRole('button', { name: 'Press 1' })).toBeVisible({
      timeout: 90_000,
    });
    await conversation(page).getByRole('button', { name: 'Press 1' }).click();
    // The simulator's record of the call: the greeting, then the same words as the text.
    const transcript = conversation(page).getByRole('list', { name: 'Call transcript' });
    await expect(transcript).toContainText(
      'Hello Ruth. This is your daily check-in call from Family Check-In.',
    );
    await expect(transcript).toContainText(words);

    // The next day Ruth replies STOP to the morning text: the day reads "Opted out".
    await advance(request, 24 * 60);
    await expect(
      conversation(page).getByText('Reply YES if you are OK', { exact: false }),
    ).toHaveCount(2, { timeout: 90_000 });
    await conversation(page).getByLabel('Reply as this phone').fill('STOP');
    await conversation(page).getByRole('button', { name: 'Send', exact: true }).click();
    await expect(conversation(page).getByText('unsubscribed', { exact: false })).toBeVisible();
    await page.goto('/dashboard');
    await expect(
      page
        .getByRole('region', { name: 'Your Parents', exact: true })
        .getByRole('listitem', { name: 'Ruth Ames' })
        .getByText('Today: Opted out'),
    ).toBeVisible({ timeout: 20_000 });
  } finally {
    await request.post('/api/dev/clock', { data: { reset: true } });
  }
});
