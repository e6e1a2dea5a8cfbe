import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test';
import type { APIRequestContext, APIResponse, Page } from '@playwright/test';
import { campaignMessages } from '../src/shared/campaigns';
import { signUpThroughLink, uniqueEmail } from './support/mailbox';

// Numbers unique to this run, so repeated runs on one server never share a phone.
const suffix = String(Date.now()).slice(-2);

/** Signs a new owner in and finishes set-up through the API, as the wizard would. */
async function finishedOwner(page: Page, request: APIRequestContext) {
  const email = uniqueEmail('campaigns');
  await signUpThroughLink(page, request, email, 'Robin');
  const api = page.request;
  const ok = async (response: Promise<APIResponse>) => {
    const answered = await response;
    expect(answered.ok(), await answered.text()).toBe(true);
    return answered;
  };
  await ok(
    api.put('/api/profile', {
      data: {
        firstName: 'Robin',
        lastName: 'Hale',
        email,
        cellPhone: `(718) 555-01${suffix}`,
        city: 'Brooklyn',
        state: 'New York',
        zipOrCounty: '11201',
      },
    }),
  );
  const { parent } = (await (
    await ok(
      api.post('/api/parents', {
        data: {
          firstName: 'June',
          lastName: 'Hale',
          relationshipType: 'parent',
          phone: `(212) 555-02${suffix}`,
          city: 'Albany',
          state: 'New York',
          zipOrCounty: '12207',
        },
      }),
    )
  ).json()) as { parent: { id: string } };
  await ok(
    api.post('/api/family-members', {
      data: {
        firstName: 'Kit',
        lastName: 'Hale',
        cellPhone: `(646) 555-02${suffix}`,
        email: `kit-${email}`,
        city: 'Queens',
        state: 'New York',
        zipOrCounty: '11101',
        parentIds: [parent.id],
      },
    }),
  );
  const { consents } = (await (await api.get('/api/consents')).json()) as {
    consents: { id: string; phone: string }[];
  };
  for (const consent of consents) {
    await ok(api.post(`/api/consents/${consent.id}/send`));
    await ok(
      request.post(`/api/dev/phone/${encodeURIComponent(consent.phone)}/reply`, {
        data: { body: 'Y' },
      }),
    );
  }
  await ok(api.post('/api/billing/trial'));
  await ok(api.post('/api/first-message', { data: { parentId: parent.id, message: 'Hello!' } }));
  await ok(api.post('/api/onboarding/complete'));
}

/** WCAG 2.1 AA on what is on screen now (the open dialog included). */
async function expectAccessible(page: Page, label: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(
    results.violations.map(
      (violation) =>
        `${label}: ${violation.id} ${violation.nodes.map((node) => `${node.target.join(' ')} ${node.failureSummary}`).join('; ')}`,
    ),
  ).toEqual([]);
}

test('an owner creates a campaign, pauses and activates it, edits a day and deletes it; the tab and its dialogs pass axe in both themes', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => {
    if (!localStorage.getItem('theme')) localStorage.setItem('theme', 'light');
  });
  await finishedOwner(page, request);

  await page.goto('/dashboard?tab=campaigns');
  await expect(page.getByRole('heading', { level: 2, name: 'Campaigns' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No campaigns yet' })).toBeVisible();
  await expectAccessible(page, 'empty tab, light');

  // Create: nothing filled in gives the spec's message in the page.
  await page.getByRole('button', { name: 'New Campaign' }).click();
  const form = page.getByRole('dialog', { name: 'New Campaign' });
  await form.getByRole('button', { name: 'Create Campaign' }).click();
  await expect(form.getByRole('alert').first()).toHaveText(campaignMessages.required);

  await form.getByLabel('Campaign name').fill('Spring hellos');
  await form.getByLabel('Description (optional)').fill('A week of spring cheer');
  const startDate = form.getByLabel('Start date');
  const today = (await startDate.getAttribute('min'))!;
  await startDate.fill(today);
  await form.getByRole('button', { name: '14 days' }).click();
  await expect(form.getByLabel(/^Day \d+$/)).toHaveCount(14);
  await form.getByRole('button', { name: '7 days' }).click();
  await expect(form.getByLabel(/^Day \d+$/)).toHaveCount(7);
  for (let day = 1; day <= 7; day += 1) {
    await form.getByLabel(`Day ${day}`, { exact: true }).fill(`Good morning, day ${day}!`);
  }
  // The summary: the count of days and the date range, today to six days later.
  await expect(form.getByRole('status')).toContainText('7 days');
  await expect(form.getByRole('status')).toContainText(' – ');
  await expect(form.getByText('With a fun fact', { exact: false })).toHaveCount(2);
  await expectAccessible(page, 'create dialog, light');
  await form.getByRole('button', { name: 'Create Campaign' }).click();
  await expect(form).toBeHidden();
  await expect(
    page.getByText('"Spring hellos" was created with 7 scheduled messages.'),
  ).toBeVisible();

  const card = page.getByRole('article', { name: 'Spring hellos' });
  await expect(card.getByText('7 scheduled messages')).toBeVisible();
  await expect(card.getByText('Active')).toBeVisible();
  await expectAccessible(page, 'list, light');

  // Pause, then activate; each survives a reload.
  await card.getByRole('button', { name: 'Pause' }).click();
  await expect(card.getByText('Paused')).toBeVisible();
  await page.reload();
  await expect(card.getByText('Paused')).toBeVisible();
  await card.getByRole('button', { name: 'Activate' }).click();
  await expect(card.getByText('Active')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Pause' })).toBeVisible();

  // Edit day 2's message.
  await card.getByRole('button', { name: 'View messages' }).click();
  const messages = page.getByRole('dialog', { name: 'Spring hellos: scheduled messages' });
  await expect(messages.getByRole('listitem')).toHaveCount(7);
  await expect(messages.getByRole('heading', { name: /^Day 3 ·/ })).toBeVisible();
  await messages.getByRole('button', { name: 'Edit day 2' }).click();
  await messages.getByLabel('Message for day 2').fill('Thinking of you this Tuesday, Mom.');
  await expectAccessible(page, 'messages dialog editing, light');
  await messages.getByRole('button', { name: 'Save message' }).click();
  await expect(messages.getByText('Message saved.')).toBeVisible();
  await expect(messages.getByText('Thinking of you this Tuesday, Mom.')).toBeVisible();
  await messages.getByRole('button', { name: 'Close' }).click();
  await expect(card.getByRole('button', { name: 'View messages' })).toBeFocused();
  await page.reload();
  await card.getByRole('button', { name: 'View messages' }).click();
  await expect(messages.getByText('Thinking of you this Tuesday, Mom.')).toBeVisible();
  await messages.getByRole('button', { name: 'Close' }).click();

  // The dark theme: the list and each dialog.
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expectAccessible(page, 'list, dark');
  await page.getByRole('button', { name: 'New Campaign' }).click();
  await expectAccessible(page, 'create dialog, dark');
  await form.getByRole('button', { name: 'Cancel' }).click();
  await card.getByRole('button', { name: 'View messages' }).click();
  await expect(messages.getByRole('listitem')).toHaveCount(7);
  await expectAccessible(page, 'messages dialog, dark');
  await messages.getByRole('button', { name: 'Close' }).click();

  // Delete, after the spec's warning.
  await card.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete campaign?' });
  await expect(confirm).toContainText('This will remove all scheduled messages.');
  await expectAccessible(page, 'delete dialog, dark');
  await confirm.getByRole('button', { name: 'Delete Campaign' }).click();
  await expect(confirm).toBeHidden();
  await expect(card).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name: 'Campaigns' })).toBeFocused();
  await expect(page.getByRole('heading', { name: 'No campaigns yet' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'No campaigns yet' })).toBeVisible();
});
