import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { settingsMessages } from '../src/shared/settings';
import { finishedAccount } from './support/dashboard-account';
import { remember } from './support/remember';

async function expectNoViolations(page: Page, where: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(
    results.violations.map(
      (violation) =>
        `${where}: ${violation.id} ${violation.nodes.map((node) => `${node.target.join(' ')} ${node.failureSummary}`).join('; ')}`,
    ),
  ).toEqual([]);
}

test('the voice settings are saved, survive a reload, and a failed save loses nothing', async ({
  page,
  request,
  browserConsole,
}) => {
  // The failed save below is this test's own stand-in answer.
  browserConsole.expectRefusal(503, '/api/settings/voice');
  test.setTimeout(90_000);
  await finishedAccount(page, request, { label: 'voice' });
  await remember(page, { hasSeenTour: 'true' });
  await page.goto('/dashboard?tab=voice');
  await expect(page.getByRole('heading', { level: 2, name: 'Voice Response' })).toBeVisible();

  // The defaults: calls on, keypad or voice, one hour.
  const calls = page.getByRole('switch', { name: 'Follow-up call' });
  await expect(calls).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('radio', { name: /^Both/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: '1 hour' })).toBeChecked();
  await expect(page.getByText('Using the defaults.')).toBeVisible();
  const save = page.getByRole('button', { name: 'Save changes' });
  await expect(save).toBeDisabled();

  // A save that fails keeps the owner's choices on screen.
  await page.getByRole('radio', { name: /^Keypad/ }).check();
  await page.getByRole('radio', { name: '30 minutes' }).check();
  await expect(page.getByText('You have unsaved changes.')).toBeVisible();
  await page.route('**/api/settings/voice', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({
            error: { code: 'unavailable', message: 'The service is busy.' },
          }),
        })
      : route.fallback(),
  );
  await save.click();
  await expect(page.getByRole('alert')).toContainText('Could not save: The service is busy.');
  await expect(page.getByRole('radio', { name: /^Keypad/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: '30 minutes' })).toBeChecked();
  await page.unroute('**/api/settings/voice');

  // Saved for real.
  await calls.click();
  await expect(calls).toHaveAttribute('aria-checked', 'false');
  await expect(
    page.getByText('No call: if there is no reply within 30 minutes', { exact: false }),
  ).toBeVisible();
  await save.click();
  await expect(page.getByText('Voice settings saved.')).toBeVisible();
  await expect(save).toBeDisabled();

  await page.reload();
  await expect(calls).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByRole('radio', { name: /^Keypad/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: '30 minutes' })).toBeChecked();
  await expect(page.getByText(/^Saved /)).toBeVisible();

  // Back on, answered by voice, after an hour.
  await calls.click();
  await page.getByRole('radio', { name: /^Voice/ }).check();
  await page.getByRole('radio', { name: '1 hour' }).check();
  await save.click();
  await expect(page.getByText('Voice settings saved.')).toBeVisible();
  const stored = (await (await page.request.get('/api/settings/voice')).json()) as {
    settings: unknown;
  };
  expect(stored.settings).toMatchObject({
    voiceEnabled: true,
    voiceResponse: 'voice',
    followUpDelayMinutes: 60,
  });
});

test("a test SMS is checked, goes only to the family's own numbers, and shows up on the phone", async ({
  page,
  request,
  browserConsole,
}) => {
  // A number that is not the family's own is refused by the server.
  browserConsole.expectRefusal(400, '/api/test-sms');
  test.setTimeout(90_000);
  const { parents } = await finishedAccount(page, request, { label: 'test-sms' });
  const parent = parents[0]!;
  await remember(page, { hasSeenTour: 'true' });
  await page.goto('/dashboard?tab=test-sms');
  await expect(page.getByRole('heading', { level: 2, name: 'Test SMS' })).toBeVisible();
  const phone = page.getByLabel('Phone number');
  const message = page.getByLabel('Message');
  const send = page.getByRole('button', { name: 'Send Test SMS' });

  await send.click();
  await expect(page.getByText('Please enter both phone number and message')).toBeVisible();
  await phone.fill('(646) 555-0101');
  await send.click();
  await expect(page.getByText('Please enter both phone number and message')).toBeVisible();

  await phone.fill('12');
  await message.fill('Hello');
  await send.click();
  await expect(page.getByText('Please enter a valid phone number')).toBeVisible();

  // A number that is not the family's own is refused by the server, and nothing is sent.
  await phone.fill('+44 20 7946 0958');
  await send.click();
  await expect(
    page.getByText(`Failed to send SMS: ${settingsMessages.notOwnNumber}`),
  ).toBeVisible();

  const text = `Testing the service ${Math.floor(Math.random() * 1e6)}`;
  await page.getByRole('button', { name: new RegExp(`^${parent.name} · `) }).click();
  await message.fill(text);
  await send.click();
  await expect(
    page.getByText(/^Test SMS sent successfully! Message SID: SM[0-9a-f]{32}$/),
  ).toBeVisible({ timeout: 15_000 });

  await page.goto(`/dev/phone?phone=${encodeURIComponent(parent.phone)}`);
  await expect(
    page.getByRole('region', { name: 'Conversation' }).getByText(text, { exact: true }),
  ).toBeVisible();
});

for (const theme of ['light', 'dark'] as const) {
  test(`the voice and test SMS tabs and the open tour have no WCAG 2.1 AA violations in the ${theme} theme`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await remember(page, { theme });
    await finishedAccount(page, request, { label: `axe-${theme}` });
    await page.goto('/dashboard');
    await expect(page.getByRole('dialog', { name: 'Welcome to your dashboard' })).toBeVisible({
      timeout: 6000,
    });
    await page.waitForLoadState('networkidle');
    await expectNoViolations(page, 'tour');
    await page.getByRole('button', { name: 'Close tour' }).click();

    await page.goto('/dashboard?tab=voice');
    await expect(page.getByRole('radio', { name: /^Both/ })).toBeChecked();
    await expectNoViolations(page, 'voice');
    await page.getByRole('switch', { name: 'Follow-up call' }).click();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Voice settings saved.')).toBeVisible();
    await expectNoViolations(page, 'voice, saved, calls off');

    await page.goto('/dashboard?tab=test-sms');
    await page.getByRole('button', { name: 'Send Test SMS' }).click();
    await expect(page.getByText('Please enter both phone number and message')).toBeVisible();
    await expectNoViolations(page, 'test-sms');

    await page.keyboard.press('h');
    await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
    await expectNoViolations(page, 'shortcuts help');
  });
}
