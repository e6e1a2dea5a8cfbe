import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { libraryMessages } from '../src/shared/library';
import { signUpThroughLink, uniqueEmail } from './support/mailbox';

/**
 * Signs a new owner in and finishes set-up through the API (the wizard has its own journey), so
 * the dashboard opens. The parent, Ruth Ames "Nana", texts at 10:30.
 */
async function setUpAccount(page: Page, request: APIRequestContext, label: string) {
  const suffix = String(Date.now() + Math.floor(Math.random() * 1000)).slice(-4);
  const email = uniqueEmail(label);
  await signUpThroughLink(page, request, email, 'Dana Ames');
  const api = page.request;
  const place = { city: 'Albany', state: 'New York', zipOrCounty: '12207' };
  expect(
    (
      await api.put('/api/profile', {
        data: {
          firstName: 'Dana',
          lastName: 'Ames',
          email,
          cellPhone: `+1 518 555 ${suffix}`,
          ...place,
        },
      })
    ).ok(),
  ).toBe(true);
  const { parent } = (await (
    await api.post('/api/parents', {
      data: {
        firstName: 'Ruth',
        lastName: 'Ames',
        nickname: 'Nana',
        relationshipType: 'grandparent',
        phone: `+1 907 555 ${suffix}`,
        messageTime: '10:30',
        ...place,
      },
    })
  ).json()) as { parent: { id: string } };
  await api.post('/api/family-members', {
    data: {
      firstName: 'Lee',
      lastName: 'Ames',
      cellPhone: `+1 808 555 ${suffix}`,
      email: `member-${email}`,
      ...place,
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
  // The first message waits for the parent's consent, which the simulator's reply verifies.
  await expect
    .poll(
      async () =>
        (
          await api.post('/api/first-message', {
            data: { parentId: parent.id, message: 'Hello from the dashboard journey' },
          })
        ).status(),
      { timeout: 15_000 },
    )
    .toBe(201);
  expect((await api.post('/api/onboarding/complete')).ok()).toBe(true);
}

async function expectNoAxeViolations(page: Page, where: string) {
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

test('templates: create with a live preview, edit, favourite and delete', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await setUpAccount(page, request, 'templates');
  await page.goto('/dashboard?tab=messages');
  await expect(page.getByRole('heading', { level: 2, name: 'Message Templates' })).toBeVisible();
  await expect(page.getByText('No templates yet')).toBeVisible();

  await page.getByRole('button', { name: 'New template' }).click();
  const dialog = page.getByRole('dialog', { name: 'New template in English' });
  const save = dialog.getByRole('button', { name: 'Save template' });
  await expect(save).toBeDisabled();
  await dialog.getByLabel('Title').fill('Morning pills');
  await expect(save).toBeDisabled();
  await dialog.getByLabel('Category').selectOption({ label: 'Medication Reminder' });
  const message = dialog.getByLabel('Message content');
  await message.fill('Good morning ! Time for your .');
  // Put the cursor after "Good morning " and insert the name there, then the medication.
  await message.focus();
  await message.evaluate((area: HTMLTextAreaElement) => area.setSelectionRange(13, 13));
  await dialog.getByRole('button', { name: 'Insert {parent_name}' }).click();
  await expect(message).toHaveValue('Good morning {parent_name}! Time for your .');
  await message.evaluate((area: HTMLTextAreaElement) => {
    const beforeFullStop = area.value.lastIndexOf('.');
    area.setSelectionRange(beforeFullStop, beforeFullStop);
  });
  await dialog.getByRole('button', { name: 'Insert {medication_name}' }).click();
  await expect(message).toHaveValue('Good morning {parent_name}! Time for your {medication_name}.');
  await dialog.getByLabel('Medication name').fill('Lisinopril');
  await message.press('End');
  await message.pressSequentially(' See you at {time}.');
  await expect(dialog.getByTestId('template-preview')).toHaveText(
    'Good morning Nana! Time for your Lisinopril. See you at 10:30 AM.',
  );
  await expect(save).toBeEnabled();
  await save.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Template created.')).toBeVisible();

  const card = page.getByRole('list', { name: 'Your templates' }).getByRole('listitem');
  await expect(card).toHaveCount(1);
  await expect(card.getByText('Medication Reminder')).toBeVisible();
  await expect(card.getByText('Good morning {parent_name}!', { exact: false })).toBeVisible();

  // Edit: the title changes, the medication stays.
  await card.getByRole('button', { name: 'Edit Morning pills' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit template' });
  await expect(edit.getByLabel('Medication name')).toHaveValue('Lisinopril');
  await edit.getByLabel('Title').fill('Evening pills');
  await edit.getByRole('button', { name: 'Save template' }).click();
  await expect(edit).toBeHidden();
  await expect(card.getByRole('heading', { name: 'Evening pills' })).toBeVisible();
  // Focus is back on the button that opened the dialog.
  await expect(card.getByRole('button', { name: 'Edit Evening pills' })).toBeFocused();

  // Favourite, and it is still a favourite after a reload.
  const star = card.getByRole('button', { name: 'Favourite Evening pills' });
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Favourite Evening pills' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // Delete, after the confirmation.
  await page.getByRole('button', { name: 'Delete Evening pills' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete template' });
  await expect(confirm.getByText(libraryMessages.confirmDeleteTemplate)).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('No templates yet')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Message Templates' })).toBeFocused();
  await page.reload();
  await expect(page.getByText('No templates yet')).toBeVisible();
});

test('content library: create, edit and delete own content; system content has no controls', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await setUpAccount(page, request, 'content');
  await page.goto('/dashboard?tab=content');
  await expect(page.getByRole('heading', { level: 2, name: 'Content Library' })).toBeVisible();
  const items = page
    .getByRole('list', { name: 'Content items' })
    .getByRole('listitem')
    .filter({
      has: page.getByRole('heading', { level: 3 }),
    });

  // A system item: marked, and nothing to change it with.
  const system = items.filter({ hasText: 'Three hearts' });
  await expect(system.getByText('System content')).toBeVisible();
  await expect(system.getByRole('button')).toHaveCount(0);

  // Type, title and content are required.
  await page.getByRole('button', { name: 'New content' }).click();
  const dialog = page.getByRole('dialog', { name: 'New content' });
  await dialog.getByRole('button', { name: 'Save content' }).click();
  await expect(dialog.getByText('Content type is required')).toBeVisible();
  await expect(dialog.getByText('Title is required')).toBeVisible();
  await expect(dialog.getByText('Content is required')).toBeVisible();

  await dialog.getByLabel('Type').selectOption({ label: 'Fun fact' });
  await dialog.getByLabel('Title').fill('Honey');
  await dialog.getByLabel('Content', { exact: true }).fill('Honey never spoils.');
  await dialog.getByLabel('Season').selectOption({ label: 'Summer' });
  await dialog.getByLabel('Mood').selectOption({ label: 'Cheerful' });
  await dialog.getByLabel('Tags').fill('food, history');
  await dialog.getByRole('button', { name: 'Save content' }).click();
  await expect(dialog).toBeHidden();

  // Newest first, with its details.
  const honey = items.first();
  await expect(honey.getByRole('heading', { name: 'Honey' })).toBeVisible();
  await expect(honey.getByText('#history')).toBeVisible();
  await expect(honey.getByText('Summer')).toBeVisible();
  await expect(honey.getByText('never', { exact: true })).toBeVisible();

  // The type filter.
  await page.getByLabel('Show').selectOption({ label: 'Greeting' });
  await expect(items.filter({ hasText: 'Honey' })).toHaveCount(0);
  await page.getByLabel('Show').selectOption({ label: 'Fun fact' });
  await expect(items.filter({ hasText: 'Honey never spoils.' })).toHaveCount(1);

  await honey.getByRole('button', { name: 'Edit Honey' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit content' });
  await edit.getByLabel('Title').fill('Sweet forever');
  await edit.getByRole('button', { name: 'Save content' }).click();
  await expect(edit).toBeHidden();
  await expect(items.first().getByRole('heading', { name: 'Sweet forever' })).toBeVisible();

  await page.getByRole('button', { name: 'Delete Sweet forever' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete content' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(items.filter({ hasText: 'Sweet forever' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: 'Content Library' })).toBeFocused();
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Content Library' })).toBeVisible();
  await expect(items.filter({ hasText: 'Three hearts' })).toHaveCount(1);
  await expect(items.filter({ hasText: 'Sweet forever' })).toHaveCount(0);
});

test('both tabs, their dialogs and a template card have no WCAG 2.1 AA violations in either theme', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await setUpAccount(page, request, 'library-axe');
  await page.request.post('/api/templates', {
    data: { title: 'Hello', messageContent: 'Hi {parent_name}, it is {date}.', isFavorite: true },
  });
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((value) => localStorage.setItem('theme', value), theme);
    await page.goto('/dashboard?tab=messages');
    await expect(page.getByRole('heading', { name: 'Hello' })).toBeVisible();
    await expectNoAxeViolations(page, `${theme} templates`);
    await page.getByRole('button', { name: 'New template' }).click();
    await page.getByLabel('Message content').fill('Take your {medication_name}');
    await expectNoAxeViolations(page, `${theme} template dialog`);
    await page.keyboard.press('Escape');

    await page.goto('/dashboard?tab=content');
    await expect(page.getByRole('heading', { name: 'Three hearts' })).toBeVisible();
    await expectNoAxeViolations(page, `${theme} content`);
    await page.getByRole('button', { name: 'New content' }).click();
    await page.getByRole('button', { name: 'Save content' }).click();
    await expect(page.getByText('Title is required')).toBeVisible();
    await expectNoAxeViolations(page, `${theme} content dialog with errors`);
  }
});
