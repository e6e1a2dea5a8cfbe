import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { signUpThroughLink, uniqueEmail } from './support/mailbox';

// Numbers unique to this run.
const suffix = String(Date.now()).slice(-2);
const phones = {
  ruth: { typed: `(907) 555-02${suffix}`, e164: `+190755502${suffix}` },
  walt: { typed: `(907) 555-03${suffix}`, e164: `+190755503${suffix}` },
  lee: { typed: `(808) 555-02${suffix}`, e164: `+180855502${suffix}` },
  kim: { typed: `(808) 555-03${suffix}`, e164: `+180855503${suffix}` },
  dana: { typed: `(808) 555-04${suffix}`, e164: `+180855504${suffix}` },
};
const ZONE = 'America/New_York';

/** Minutes to move the service clock so that it reads 10:00 AM tomorrow in New York. */
function minutesToTomorrowTen(now: Date) {
  const local = new Date(now.toLocaleString('en-US', { timeZone: ZONE }));
  const target = new Date(local);
  target.setDate(local.getDate() + 1);
  target.setHours(10, 0, 0, 0);
  return Math.round((target.getTime() - local.getTime()) / 60_000);
}

async function moveClockToTen(request: APIRequestContext) {
  const status = (await (await request.get('/api/dev/status')).json()) as { now: string };
  const response = await request.post('/api/dev/clock', {
    data: { advanceMinutes: minutesToTomorrowTen(new Date(status.now)) },
  });
  expect(response.ok()).toBe(true);
}

const place = { city: 'Albany', state: 'New York', zipOrCounty: '12207' };

/** An owner who finished set-up: two parents, two family members, every number agreed, a trial. */
async function setUpFamily(page: Page, request: APIRequestContext) {
  const email = uniqueEmail('overview');
  await signUpThroughLink(page, request, email, 'Dana');
  const api = page.request;
  const profile = await api.put('/api/profile', {
    data: { firstName: 'Dana', lastName: 'Ames', email, cellPhone: phones.dana.typed, ...place },
  });
  expect(profile.ok()).toBe(true);
  const addParent = async (firstName: string, phone: string) => {
    const response = await api.post('/api/parents', {
      data: {
        firstName,
        lastName: 'Ames',
        relationshipType: 'parent',
        phone,
        ...place,
        timezone: ZONE,
        messageTime: '11:00',
      },
    });
    expect(response.status()).toBe(201);
    return ((await response.json()) as { parent: { id: string } }).parent.id;
  };
  const ruthId = await addParent('Ruth', phones.ruth.typed);
  const waltId = await addParent('Walt', phones.walt.typed);
  for (const [firstName, phone] of [
    ['Lee', phones.lee.typed],
    ['Kim', phones.kim.typed],
  ] as const) {
    const response = await api.post('/api/family-members', {
      data: {
        firstName,
        lastName: 'Ames',
        cellPhone: phone,
        email: uniqueEmail(firstName.toLowerCase()),
        ...place,
        notificationPreference: 'sms',
        parentIds: [ruthId, waltId],
      },
    });
    expect(response.status()).toBe(201);
  }
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
  const firstMessage = await api.post('/api/first-message', {
    data: { parentId: ruthId, message: 'Hello Mom, this is your daily check-in service.' },
  });
  expect(firstMessage.status()).toBe(201);
  expect((await api.post('/api/onboarding/complete')).ok()).toBe(true);
  return { ruthId, waltId };
}

async function expectNoAxeViolations(page: Page, label: string) {
  const found: string[] = [];
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((value) => localStorage.setItem('theme', value), theme);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    for (const violation of results.violations)
      found.push(
        `${label} (${theme}): ${violation.id} ${violation.nodes[0]?.target.join(' ')} ${violation.nodes[0]?.failureSummary ?? ''}`,
      );
  }
  expect(found).toEqual([]);
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
}

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const parentItem = (page: Page, name: string) =>
  section(page, 'Your Parents').getByRole('listitem', { name });

test('the overview follows a check-in to its reply, edits the family, and lists the history', async ({
  page,
  request,
  context,
  browserConsole,
}) => {
  test.setTimeout(180_000);
  // Sending a second check-in the same day is refused, and the page says why.
  browserConsole.expectRefusal(409, '/api/parents/*/check-in');
  await moveClockToTen(request);
  try {
    const { waltId } = await setUpFamily(page, request);
    await page.goto('/dashboard');
    const counts = page.getByRole('definition');
    await expect(page.getByText('Total Parents')).toBeVisible();
    await expect(counts.nth(0)).toHaveText('2');
    await expect(counts.nth(1)).toHaveText('2');
    // At least the four consent requests were accepted by the provider.
    await expect
      .poll(async () => Number(await counts.nth(2).textContent()), { timeout: 30_000 })
      .toBeGreaterThanOrEqual(4);
    const sentBefore = Number(await counts.nth(2).textContent());
    // "Today: …" is the badge; the strip's own words for today start "Today, <date>:".
    await expect(parentItem(page, 'Ruth Ames').getByText('Today: Not sent yet')).toBeVisible();
    // The strip: 30 days from 1280 px, the last 7 at 390 px, each with its words.
    const strip = parentItem(page, 'Ruth Ames').getByRole('list', {
      name: "Ruth Ames's recent days",
    });
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(strip.getByRole('listitem')).toHaveCount(30);
    await expect(parentItem(page, 'Ruth Ames').getByText('Last 30 days')).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(strip.getByRole('listitem')).toHaveCount(7);
    await expect(parentItem(page, 'Ruth Ames').getByText('Last 7 days')).toBeVisible();
    await expect(strip.getByRole('listitem').last()).toContainText(
      /^Today, \w{3}, \w{3} \d{1,2}: Not sent yet/,
    );
    await expect(strip.getByRole('listitem').first()).toContainText(
      /^\w{3}, \w{3} \d{1,2}: No check-in/,
    );
    const stripBox = await strip.boundingBox();
    expect(stripBox && stripBox.x + stripBox.width).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(parentItem(page, 'Ruth Ames').getByText('Active')).toBeVisible();
    // No check-in yet, but texts went out: the empty list says so rather than "No recent messages".
    await expect(
      section(page, 'Recent Activity').getByText(/^No check-ins yet\. The \d+ texts sent so far/),
    ).toBeVisible();
    for (const name of ['Add Parent', 'Add Family Member', 'Send Check-in', 'Message History'])
      await expect(
        page
          .locator('[data-tour="quick-actions"]')
          .getByRole(/Send/.test(name) ? 'button' : 'link', {
            name,
          }),
      ).toBeVisible();
    for (const anchor of ['parents', 'quick-actions', 'message-history', 'family-members'])
      await expect(page.locator(`[data-tour="${anchor}"]`)).toHaveCount(1);
    await expectNoAxeViolations(page, '/dashboard');

    // Send now, then Ruth answers YES on the phone simulator in another tab.
    await parentItem(page, 'Ruth Ames')
      .getByRole('button', { name: 'Send check-in now to Ruth Ames' })
      .click();
    await expect(parentItem(page, 'Ruth Ames').getByRole('status')).toHaveText(
      'Check-in sent to Ruth Ames. Their reply will show here.',
    );
    await expect(parentItem(page, 'Ruth Ames').getByText('Today: Waiting for reply')).toBeVisible();
    // A second send the same day is refused with the engine's reason.
    await parentItem(page, 'Ruth Ames')
      .getByRole('button', { name: 'Send check-in now to Ruth Ames' })
      .click();
    await expect(parentItem(page, 'Ruth Ames').getByRole('status')).toHaveText(
      "Today's check-in for Ruth has already been sent. The next one goes out tomorrow.",
    );

    const phone = await context.newPage();
    await phone.goto(`/dev/phone?phone=${encodeURIComponent(phones.ruth.e164)}`);
    const conversation = phone.getByRole('region', { name: 'Conversation' });
    await expect(conversation.getByText('Reply YES if you are OK', { exact: false })).toBeVisible();
    await conversation.getByLabel('Reply as this phone').fill('YES');
    await conversation.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(conversation.getByText('Thank you', { exact: false })).toBeVisible();
    await phone.close();

    // No reload: the overview refreshes itself.
    await expect(parentItem(page, 'Ruth Ames').getByText('Today: OK')).toBeVisible({
      timeout: 20_000,
    });
    // Today's cell says so too, with the reply's time in Ruth's zone.
    await expect(
      parentItem(page, 'Ruth Ames')
        .getByRole('list', { name: "Ruth Ames's recent days" })
        .getByRole('listitem')
        .last(),
    ).toContainText(/^Today, \w{3}, \w{3} \d{1,2}: OK, replied \d{1,2}:\d{2} [AP]M/);
    // The check-in, the thanks to Ruth and the notices to Lee and Kim.
    await expect
      .poll(async () => Number(await counts.nth(2).textContent()), { timeout: 30_000 })
      .toBeGreaterThanOrEqual(sentBefore + 4);
    await expect(
      section(page, 'Recent Activity').getByText(
        /^Ruth replied YES · (\w{3} \d{1,2}, )?\d{1,2}:\d{2} [AP]M( [A-Z]{2,5})?$/,
      ),
    ).toBeVisible();

    // Edit Walt: the wizard's fields and rules.
    await parentItem(page, 'Walt Ames').getByRole('button', { name: 'Edit Walt Ames' }).click();
    const editor = page.getByRole('dialog', { name: 'Edit Walt Ames' });
    await editor.getByLabel('First name').fill('');
    await editor.getByRole('button', { name: 'Save changes' }).click();
    await expect(editor.getByText('First name is required')).toBeVisible();
    await editor.getByLabel('First name').fill('Walter');
    await editor.getByLabel('Nickname (optional)').fill('Pops');
    await editor.getByRole('button', { name: 'Save changes' }).click();
    await expect(editor).toBeHidden();
    await expect(parentItem(page, 'Pops').getByRole('heading', { level: 3 })).toHaveText(
      'Walter Ames (Pops)',
    );

    // Remove Kim (one of two); Lee, now the last, cannot be removed.
    const family = section(page, 'Family Members');
    await family.getByRole('button', { name: 'Remove Kim Ames' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove Kim Ames?' });
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(confirm).toBeHidden();
    await expect(family.getByRole('listitem')).toHaveCount(1);
    await expect(family.getByRole('button', { name: 'Remove Lee Ames' })).toBeDisabled();
    await expect(family.getByText('At least one family member is required.')).toBeVisible();
    await expect(counts.nth(1)).toHaveText('1');

    // The history: every text, then only Pops's.
    await page
      .locator('[data-tour="quick-actions"]')
      .getByRole('link', { name: 'Message History' })
      .click();
    await expect(page).toHaveURL(/\/dashboard\/history$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Message History' })).toBeVisible();
    const messages = page.getByRole('list', { name: 'Messages' });
    const ruthCheckIn = messages
      .getByRole('listitem')
      .filter({ hasText: 'Text · Check-in' })
      .filter({ hasText: 'Ruth Ames' });
    await expect(ruthCheckIn).toHaveCount(1);
    await expect(ruthCheckIn.getByText('Reply YES if you are OK', { exact: false })).toBeVisible();
    // Her thanks for the YES (the consent confirmations thank too, in other words).
    await expect(messages.getByText('Thank you, Ruth!', { exact: false })).toBeVisible();
    await expectNoAxeViolations(page, '/dashboard/history');

    await page.getByLabel('Show messages for').selectOption({ label: 'Pops' });
    await expect(page).toHaveURL(new RegExp(`parent=${waltId}`));
    await expect(messages.getByRole('listitem').first()).toContainText('Walter Ames');
    await expect(messages.getByText('Consent request', { exact: false }).first()).toBeVisible();
    await expect(messages.getByText('Ruth Ames')).toHaveCount(0);

    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page
      .locator('[data-tour="quick-actions"]')
      .getByRole('link', { name: 'Add Parent' })
      .click();
    await expect(page).toHaveURL(/\/onboarding\?step=parents$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Your parents' })).toBeVisible();
  } finally {
    await request.post('/api/dev/clock', { data: { reset: true } });
  }
});
