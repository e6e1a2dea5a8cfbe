import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BackupContactDto } from '@/shared/backup-contacts';
import { mockApi, renderWithQueries } from '@/web/test/render-app';
import { BackupContactsList } from './backup-contacts-list';

afterEach(() => vi.restoreAllMocks());

const ruth = { id: '6f1c2b1e-8d4a-4c3e-9a51-2f0d3c4b5a69', name: 'Ruth' };
const listPath = `/api/parents/${ruth.id}/backup-contacts`;

const aBackup = (id: string, firstName: string, more: Partial<BackupContactDto> = {}) => ({
  id,
  parentId: ruth.id,
  firstName,
  lastName: 'Near',
  phone: '+12125550177',
  phoneKind: 'cell' as const,
  email: '',
  country: 'United States',
  consentStatus: 'verified' as const,
  createdAt: '2026-01-12T15:00:00.000Z',
  ...more,
});

describe("a parent's backup contacts", () => {
  it('says whether each phone agreed and how each is told, in words', async () => {
    mockApi((url) =>
      url === listPath
        ? {
            status: 200,
            body: {
              backupContacts: [
                aBackup('a', 'Rosa'),
                aBackup('b', 'Lou', { phoneKind: 'landline', consentStatus: 'sent' }),
              ],
            },
          }
        : undefined,
    );
    renderWithQueries(<BackupContactsList parent={ruth} />);
    const list = await screen.findByRole('list');
    const [rosa, lou] = within(list).getAllByRole('listitem');
    expect(rosa).toHaveTextContent('Rosa Near(212) 555-0177· by textAgreed');
    expect(lou).toHaveTextContent('Lou Near(212) 555-0177· by callWaiting for their Y');
    expect(screen.getByRole('button', { name: 'Add a backup contact' })).toBeEnabled();
  });

  it('while the list loads it says so and offers no Add, which comes once the list is known', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    mockApi((url) => (url === listPath ? new Promise((resolve) => (answer = resolve)) : undefined));
    renderWithQueries(<BackupContactsList parent={ruth} />);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading backup contacts…');
    expect(screen.queryByRole('button', { name: 'Add a backup contact' })).toBeNull();
    answer({ status: 200, body: { backupContacts: [] } });
    expect(await screen.findByRole('button', { name: 'Add a backup contact' })).toBeEnabled();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('at three, Add is off and says why', async () => {
    mockApi((url) =>
      url === listPath
        ? {
            status: 200,
            body: { backupContacts: ['a', 'b', 'c'].map((id) => aBackup(id, `P${id}`)) },
          }
        : undefined,
    );
    renderWithQueries(<BackupContactsList parent={ruth} />);
    await screen.findByRole('list');
    const add = screen.getByRole('button', { name: 'Add a backup contact' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('A parent can have at most 3 backup contacts.');
  });

  it("refuses a name that is not a plain name before it reaches anyone's phone", async () => {
    const api = mockApi((url) =>
      url === listPath ? { status: 200, body: { backupContacts: [] } } : undefined,
    );
    renderWithQueries(<BackupContactsList parent={ruth} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add a backup contact' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a backup contact for Ruth' });
    await userEvent.type(within(dialog).getByLabelText('First name'), 'Call 555-0100 now');
    await userEvent.type(within(dialog).getByLabelText('Phone'), '(212) 555-0177');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add backup contact' }));
    expect(await within(dialog).findByText(/only letters, spaces/)).toBeVisible();
    expect(api.mock.calls.filter(([, init]) => init?.method === 'POST')).toEqual([]);
  });
});
