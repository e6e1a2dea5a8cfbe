import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { libraryMessages, type CategoryDto, type TemplateDto } from '@/shared/library';
import type { ParentDto } from '@/shared/parents';
import { aParent } from '@/web/test/family-fixtures';
import { mockApi } from '@/web/test/render-app';
import { TemplatesTab } from './templates-tab';

afterEach(() => vi.restoreAllMocks());

const parent = (overrides: Partial<ParentDto>): ParentDto =>
  aParent({
    firstName: 'Ruth',
    lastName: 'Ames',
    nickname: 'Nana',
    relationshipType: 'grandparent',
    phone: '+19075550100',
    messageTime: '10:30',
    checkInsEnabled: true,
    ...overrides,
  });

const pills: TemplateDto = {
  id: '00000000-0000-4000-8000-0000000000a1',
  title: 'Morning pills',
  messageContent: 'Time for your {medication_name}',
  categoryId: null,
  category: null,
  variables: { medication_name: 'Lisinopril' },
  isFavorite: false,
  language: 'en',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

const medicationReminder: CategoryDto = {
  id: '00000000-0000-4000-8000-0000000000c1',
  name: 'Medication Reminder',
  icon: 'pill',
  color: 'rose',
};

function renderTab(answers: { save?: number; remove?: number; templates?: TemplateDto[] } = {}) {
  const fetch = mockApi((url, init) => {
    const method = init?.method ?? 'GET';
    if (url === '/api/templates' && method === 'GET')
      return { status: 200, body: { templates: answers.templates ?? [] } };
    if (url === '/api/message-categories')
      return { status: 200, body: { categories: [medicationReminder] } };
    if (url === '/api/parents')
      return {
        status: 200,
        body: {
          parents: [
            parent({}),
            parent({
              id: '00000000-0000-4000-8000-000000000002',
              firstName: 'George',
              nickname: '',
              messageTime: '18:00',
            }),
          ],
        },
      };
    if (url.startsWith('/api/templates') && method === 'DELETE')
      return { status: answers.remove ?? 204 };
    if (url.startsWith('/api/templates'))
      return {
        status: answers.save ?? 500,
        body: { error: { code: 'internal_error', message: 'x' } },
      };
    return undefined;
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <TemplatesTab />
    </QueryClientProvider>,
  );
  return fetch;
}

// Typing through user-event is slow on a busy machine.
describe('TemplatesTab', { timeout: 20_000 }, () => {
  it('keeps Save off until there is a title and a message, and previews for the chosen parent', async () => {
    const user = userEvent.setup({ delay: null });
    renderTab();
    await user.click(await screen.findByRole('button', { name: 'New template' }));
    const dialog = screen.getByRole('dialog', { name: 'New template in English' });
    const save = within(dialog).getByRole('button', { name: 'Save template' });
    expect(save).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Title'), 'Hello');
    expect(save).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Insert {parent_name}' }));
    await user.type(within(dialog).getByLabelText('Message content'), ' at {{time}');
    expect(save).toBeEnabled();
    expect(within(dialog).getByText('Nana at 10:30 AM')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('Preview for'), 'George Ames');
    expect(within(dialog).getByText('George at 6:00 PM')).toBeInTheDocument();
  });

  it('says which language it edits, and previews a Spanish template in Spanish', async () => {
    const user = userEvent.setup({ delay: null });
    renderTab();
    await user.click(await screen.findByRole('button', { name: 'New template' }));
    let dialog = screen.getByRole('dialog', { name: 'New template in English' });
    await user.selectOptions(within(dialog).getByLabelText('Language'), 'es');
    dialog = screen.getByRole('dialog', { name: 'New template in Spanish' });
    await user.type(within(dialog).getByLabelText('Message content'), 'Hola a las {{time}');
    expect(within(dialog).getByText('Hola a las 10:30 a. m.')).toBeInTheDocument();
  });

  it('keeps what was typed and says so in the dialog when a save fails', async () => {
    const user = userEvent.setup({ delay: null });
    renderTab({ save: 500 });
    await user.click(await screen.findByRole('button', { name: 'New template' }));
    const dialog = screen.getByRole('dialog', { name: 'New template in English' });
    await user.type(within(dialog).getByLabelText('Title'), 'Hello');
    await user.type(within(dialog).getByLabelText('Message content'), 'Good morning');
    await user.click(within(dialog).getByRole('button', { name: 'Save template' }));
    expect(await within(dialog).findByText(libraryMessages.saveTemplate)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Hello');
    expect(within(dialog).getByLabelText('Message content')).toHaveValue('Good morning');
  });

  it('refuses an unknown variable or an unclosed brace with its position, in the preview and on save', async () => {
    const user = userEvent.setup({ delay: null });
    const fetch = renderTab({ save: 201 });
    await user.click(await screen.findByRole('button', { name: 'New template' }));
    const dialog = screen.getByRole('dialog', { name: 'New template in English' });
    const message = within(dialog).getByLabelText('Message content');
    const preview = within(dialog).getByTestId('template-preview');
    await user.type(within(dialog).getByLabelText('Title'), 'Hello');
    await user.type(message, 'Good morning {{nmae}!');
    const unknown =
      'Unknown variable {nmae} at character 14; use one of {parent_name}, {medication_name}, {date}, {time}';
    // Not "Good morning !": what would be sent is not what was written.
    expect(preview).toHaveTextContent(`Can’t be sent as written: ${unknown}`);
    await user.click(within(dialog).getByRole('button', { name: 'Save template' }));
    expect(message).toHaveAccessibleDescription(expect.stringContaining(unknown));

    await user.clear(message);
    await user.type(message, 'Love, Ann {{name');
    expect(preview).toHaveTextContent('Can’t be sent as written: Unclosed { at character 11');
    await user.click(within(dialog).getByRole('button', { name: 'Save template' }));
    expect(message).toHaveAccessibleDescription(
      expect.stringContaining('Unclosed { at character 11'),
    );
    expect(
      fetch.mock.calls.filter(([, init]) => init?.method === 'POST' || init?.method === 'PUT'),
    ).toHaveLength(0);
  });

  it('asks for the medication name as soon as it applies, before any save', async () => {
    const user = userEvent.setup({ delay: null });
    renderTab();
    await user.click(await screen.findByRole('button', { name: 'New template' }));
    const dialog = screen.getByRole('dialog', { name: 'New template in English' });
    expect(within(dialog).queryByLabelText('Medication name')).toBeNull();
    // Choosing the medication category asks for it.
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'Medication Reminder');
    expect(within(dialog).getByLabelText('Medication name')).toBeVisible();
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'No category');
    expect(within(dialog).queryByLabelText('Medication name')).toBeNull();
    // So does the variable in the message.
    await user.click(within(dialog).getByRole('button', { name: 'Insert {medication_name}' }));
    expect(within(dialog).getByLabelText('Medication name')).toBeVisible();
  });

  it('asks before deleting, and shows a failed delete in the confirmation', async () => {
    const user = userEvent.setup({ delay: null });
    renderTab({ templates: [pills], remove: 500 });
    await user.click(await screen.findByRole('button', { name: 'Delete Morning pills' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete template' });
    expect(within(confirm).getByText(libraryMessages.confirmDeleteTemplate)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await within(confirm).findByText(libraryMessages.deleteTemplate)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Morning pills' })).toBeInTheDocument();
  });
});
