import { expect, test } from './support/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { settled, themes, useTheme, violations } from './support/axe';
import { finishSetUp } from './support/finish-set-up';
import {
  confirmEmailByLink,
  latestEmailTo,
  signUpThroughLink,
  uniqueEmail,
} from './support/mailbox';

// Numbers unique to this run.
const suffix = String(Date.now()).slice(-2);
const ruth = { typed: `(907) 555-07${suffix}`, e164: `+190755507${suffix}` };
const lee = { typed: `(808) 555-07${suffix}`, e164: `+180855507${suffix}` };
const ZONE = 'America/New_York';

async function serviceNow(request: APIRequestContext) {
  const status = (await (await request.get('/api/dev/status')).json()) as { now: string };
  return new Date(status.now);
}
const advance = async (request: APIRequestContext, minutes: number) =>
  expect((await request.post('/api/dev/clock', { data: { advanceMinutes: minutes } })).ok()).toBe(
    true,
  );
/** Minutes to 10:00 AM tomorrow in New York, whatever the time now. */
function minutesToTomorrowTen(now: Date) {
  const local = new Date(now.toLocaleString('en-US', { timeZone: ZONE }));
  const target = new Date(local);
  target.setDate(local.getDate() + 1);
  target.setHours(10, 0, 0, 0);
  return Math.round((target.getTime() - local.getTime()) / 60_000);
}
const conversation = (page: Page) => page.getByRole('region', { name: 'Conversation' });

test('a silent parent: the owner and the siblings are told, a sibling takes it in hand from the link, everyone else hears who', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(300_000);
  await advance(request, minutesToTomorrowTen(await serviceNow(request)));
  try {
    const ownerEmail = uniqueEmail('alert-owner');
    const kimEmail = uniqueEmail('alert-kim');
    await signUpThroughLink(page, request, ownerEmail, 'Dana');
    const api = page.request;
    const { parent } = (await (
      await api.post('/api/parents', {
        data: {
          firstName: 'Ruth',
          lastName: 'Ames',
          relationshipType: 'parent',
          phone: ruth.typed,
          city: 'Albany',
          state: 'New York',
          zipOrCounty: '12207',
          timezone: ZONE,
          messageTime: '11:00',
        },
      })
    ).json()) as { parent: { id: string } };
    for (const [firstName, cellPhone, email, notificationPreference] of [
      ['Lee', lee.typed, uniqueEmail('alert-lee'), 'sms'],
      ['Kim', `(808) 555-08${suffix}`, kimEmail, 'email'],
    ] as const) {
      const added = await api.post('/api/family-members', {
        data: {
          firstName,
          lastName: 'Ames',
          cellPhone,
          email,
          city: 'Honolulu',
          state: 'Hawaii',
          zipOrCounty: '96813',
          notificationPreference,
          parentIds: [parent.id],
        },
      });
      expect(added.status()).toBe(201);
    }
    const { consents } = (await (await api.get('/api/consents')).json()) as {
      consents: { id: string; phone: string }[];
    };
    for (const phone of [ruth.e164, lee.e164]) {
      const consent = consents.find((row) => row.phone === phone)!;
      await api.post(`/api/consents/${consent.id}/send`);
      await request.post(`/api/dev/phone/${encodeURIComponent(phone)}/reply`, {
        data: { body: 'Y' },
      });
    }
    expect((await api.post('/api/billing/trial')).ok()).toBe(true);
    await confirmEmailByLink(await browser.newPage(), request, kimEmail);
    await finishSetUp(api, {
      email: ownerEmail,
      parentId: parent.id,
      cellPhone: `(808) 555-09${suffix}`,
    });

    // Ruth's text goes out and nobody answers it, nor the call an hour after delivery.
    expect((await api.post(`/api/parents/${parent.id}/check-in`)).status()).toBe(201);
    const phone = await browser.newPage();
    await phone.goto(`/dev/phone?phone=${encodeURIComponent(ruth.e164)}`);
    await expect(
      conversation(phone)
        .getByRole('listitem')
        .filter({ hasText: 'Reply YES if you are OK' })
        .last()
        .getByText('Delivered'),
    ).toBeVisible({ timeout: 30_000 });
    const silentFrom = Date.now();
    await advance(request, 61);
    await expect(conversation(phone).getByRole('button', { name: "Don't answer" })).toBeVisible({
      timeout: 90_000,
    });
    await conversation(phone).getByRole('button', { name: "Don't answer" }).click();

    // The owner's e-mail, and Lee's text with the way to take it in hand.
    const ownerAlert = await latestEmailTo(request, ownerEmail, silentFrom);
    expect(ownerAlert.subject).toBe('Ruth Ames did not respond today');
    expect(ownerAlert.text).toContain('did not reply to the text and did not answer the call');
    // Lee's text, read from the simulator's record of what reached his phone.
    let link: string | undefined;
    await expect
      .poll(
        async () => {
          const events = (await (
            await request.get(`/api/dev/phone/${encodeURIComponent(lee.e164)}`)
          ).json()) as { kind: string; body: string }[];
          const alert = events.filter((event) => event.body.includes('Reply ON IT')).at(-1);
          link = alert && /https?:\/\/\S+\/alert\/[\w-]+\.[\w-]+/.exec(alert.body)?.[0];
          return alert?.body ?? '';
        },
        { timeout: 30_000 },
      )
      .toMatch(
        new RegExp(
          `^Ruth Ames did not reply to the text and did not answer the call\\. Call Ruth now: \\(907\\) 555-07${suffix}\\. No answer\\? Call someone near Ruth\\. In an emergency, call 911\\. Reply ON IT if you are handling it\\. http`,
        ),
      );
    expect(link).toBeTruthy();

    // Lee opens it on a phone with no account, and taps "I'm on it".
    const leesPhone = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const leePage = await leesPhone.newPage();
    await leePage.goto(new URL(link!).pathname);
    await expect(leePage.getByRole('heading', { level: 1 })).toHaveText('Ruth may need you');
    await expect(
      leePage.getByText('Ruth did not reply to the text and did not answer the call.'),
    ).toBeVisible();
    // What to do now (docs/product.md §2.15): her number, one tap to dial, then the next step.
    const steps = leePage.getByRole('region', { name: 'What to do now' });
    await expect(steps.getByRole('link', { name: `Call Ruth now: ${ruth.typed}` })).toHaveAttribute(
      'href',
      `tel:${ruth.e164}`,
    );
    await expect(steps.getByText('No answer? Call someone near Ruth.')).toBeVisible();
    // Ruth's week, today's silence last, in words as well as marks.
    const week = leePage.getByRole('list', { name: "Ruth's recent days" });
    await expect(week.getByRole('listitem')).toHaveCount(7);
    await expect(week.getByRole('listitem').last()).toContainText(
      /^Today, \w{3}, \w{3} \d{1,2}: No answer/,
    );
    for (const theme of themes) {
      await useTheme(leePage, theme);
      for (const width of [390, 1280]) {
        await leePage.setViewportSize({ width, height: 844 });
        await leePage.reload();
        await settled(leePage);
        expect(await violations(leePage, `alert page (${theme}, ${width} px)`)).toEqual([]);
        await leePage.screenshot({
          path: testInfo.outputPath(`alert-page-${width}-${theme}.png`),
          fullPage: true,
        });
      }
    }
    await leePage.setViewportSize({ width: 390, height: 844 });
    await leePage.getByRole('button', { name: "I'm on it" }).click();
    await expect(
      // Her zone's time, named when the phone's clock reads otherwise (issue 39).
      leePage.getByText(
        /^You are on it \(since \d{1,2}:\d{2} [AP]M( E[SD]T)?\)\. The others know\.$/,
      ),
    ).toBeVisible();
    await leesPhone.close();

    // Everyone else hears who is on it: Kim and the owner by e-mail.
    for (const address of [kimEmail, ownerEmail]) {
      await expect
        .poll(async () => (await latestEmailTo(request, address, silentFrom)).subject, {
          timeout: 20_000,
        })
        .toMatch(/^Lee is on it \(\d{1,2}:\d{2} [AP]M\)$/);
    }

    // The owner's dashboard shows who.
    await page.goto('/dashboard');
    await expect(
      page
        .getByRole('region', { name: 'Your Parents', exact: true })
        .getByRole('listitem', { name: 'Ruth Ames' })
        .getByText(/^Lee is on it \(/),
    ).toBeVisible({ timeout: 20_000 });
    await phone.close();
  } finally {
    await request.post('/api/dev/clock', { data: { reset: true } });
  }
});
