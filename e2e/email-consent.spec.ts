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
const ruth = { typed: `(907) 555-03${suffix}`, e164: `+190755503${suffix}` };
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

/** Opens the newest e-mail to `address` in the dev mailbox, as its reader would. */
async function openInMailbox(page: Page, address: string, subject: string | RegExp) {
  await page.goto('/dev/mailbox');
  await page
    .getByRole('region', { name: 'E-mails' })
    .getByRole('button')
    .filter({ hasText: address })
    .filter({ hasText: subject })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 2, name: subject })).toBeVisible();
}

/** A small page an e-mail's link opens, checked in both of the device's colour schemes. */
async function checkBothSchemes(page: Page, where: string) {
  for (const colorScheme of themes) {
    await page.emulateMedia({ colorScheme });
    expect(await violations(page, `${where} (${colorScheme})`)).toEqual([]);
  }
}

test('a member confirms her e-mail from the mailbox and then gets the alert; another unsubscribes from it and the dashboard says so', async ({
  page,
  request,
  browser,
  browserConsole,
}) => {
  test.setTimeout(300_000);
  // Mia and Noah read their e-mails in the dev mailbox, whose sandbox refuses every script.
  browserConsole.expectEmailSandbox();
  await advance(request, minutesToTomorrowTen(await serviceNow(request)));
  try {
    const ownerEmail = uniqueEmail('consent-owner');
    const miaEmail = uniqueEmail('consent-mia');
    const noahEmail = uniqueEmail('consent-noah');
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
    for (const [firstName, email, digits] of [
      ['Mia', miaEmail, '04'],
      ['Noah', noahEmail, '05'],
    ] as const) {
      const added = await api.post('/api/family-members', {
        data: {
          firstName,
          lastName: 'Ames',
          cellPhone: `(808) 555-${digits}${suffix}`,
          email,
          city: 'Honolulu',
          state: 'Hawaii',
          zipOrCounty: '96813',
          notificationPreference: 'email',
          parentIds: [parent.id],
        },
      });
      expect(added.status()).toBe(201);
    }
    const { consents } = (await (await api.get('/api/consents')).json()) as {
      consents: { id: string; phone: string }[];
    };
    const ruthConsent = consents.find((row) => row.phone === ruth.e164)!;
    await api.post(`/api/consents/${ruthConsent.id}/send`);
    await request.post(`/api/dev/phone/${encodeURIComponent(ruth.e164)}/reply`, {
      data: { body: 'Y' },
    });
    expect((await api.post('/api/billing/trial')).ok()).toBe(true);
    await finishSetUp(api, {
      email: ownerEmail,
      parentId: parent.id,
      cellPhone: `(808) 555-06${suffix}`,
    });

    // Before anyone confirms, the dashboard shows both waiting, in words.
    await page.goto('/dashboard');
    const members = page.getByRole('region', { name: 'Family Members', exact: true });
    for (const name of ['Mia Ames', 'Noah Ames'])
      await expect(members.getByRole('listitem', { name })).toContainText(
        'Waiting for e-mail confirmation',
      );

    // Mia, on her phone, opens her first e-mail in the mailbox and follows its link.
    const miasPhone = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const mia = await miasPhone.newPage();
    await openInMailbox(mia, miaEmail, "Dana added you to Ruth's family check-in");
    await expect(mia.getByText('Confirm to get alerts by e-mail.', { exact: false })).toBeVisible();
    await mia.getByRole('link', { name: /\/email\/confirm\// }).click();
    await expect(mia.getByRole('heading', { level: 1 })).toHaveText('Confirm your e-mail');
    await checkBothSchemes(mia, 'confirm page');
    await mia.getByRole('button', { name: 'Confirm my e-mail' }).click();
    await expect(mia.getByRole('heading', { level: 1 })).toHaveText('Your e-mail is confirmed');
    await checkBothSchemes(mia, 'confirmed page');
    // Noah confirms too, from his own link.
    await confirmEmailByLink(await browser.newPage(), request, noahEmail);

    // Ruth's text goes out; she answers NO.
    const dayStart = Date.now();
    expect((await api.post(`/api/parents/${parent.id}/check-in`)).status()).toBe(201);
    await expect
      .poll(
        async () =>
          (
            (await (
              await request.get(`/api/dev/phone/${encodeURIComponent(ruth.e164)}`)
            ).json()) as { body: string; state: string }[]
          ).some((event) => event.body.includes('Reply YES if you are OK')),
        { timeout: 30_000 },
      )
      .toBe(true);
    await request.post(`/api/dev/phone/${encodeURIComponent(ruth.e164)}/reply`, {
      data: { body: 'NO' },
    });

    // Both now get the alert by e-mail.
    for (const address of [miaEmail, noahEmail])
      await expect
        .poll(async () => (await latestEmailTo(request, address, dayStart)).subject, {
          timeout: 30_000,
        })
        .toBe('Ruth Ames may need help');

    // Noah has had enough: he opens the alert and follows its unsubscribe link.
    const noahsPhone = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const noah = await noahsPhone.newPage();
    await openInMailbox(noah, noahEmail, 'Ruth Ames may need help');
    await noah.getByRole('link', { name: /\/unsubscribe\// }).click();
    await expect(noah.getByRole('heading', { level: 1 })).toHaveText(
      'Unsubscribe from these e-mails?',
    );
    await checkBothSchemes(noah, 'unsubscribe page');
    await noah.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(noah.getByRole('heading', { level: 1 })).toHaveText('You are unsubscribed');
    await miasPhone.close();
    await noahsPhone.close();

    // The owner is told, and her dashboard says who stands where.
    await expect
      .poll(async () => (await latestEmailTo(request, ownerEmail, dayStart)).subject, {
        timeout: 20_000,
      })
      .toBe('Noah Ames unsubscribed from e-mails about Ruth');
    await page.setViewportSize({ width: 390, height: 844 });
    for (const theme of themes) {
      await useTheme(page, theme);
      await page.goto('/dashboard');
      await settled(page);
      await expect(members.getByRole('listitem', { name: 'Noah Ames' })).toContainText(
        'Unsubscribed from e-mail',
      );
      await expect(members.getByRole('listitem', { name: 'Mia Ames' })).toContainText(
        'E-mail confirmed',
      );
      expect(await violations(page, `dashboard (${theme})`)).toEqual([]);
    }
  } finally {
    await request.post('/api/dev/clock', { data: { reset: true } });
  }
});
