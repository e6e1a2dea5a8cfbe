import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkInMessages } from '@/shared/check-ins';
import { anOverviewParent } from '@/web/test/family-fixtures';
import { mockApi, renderWithQueries } from '@/web/test/render-app';
import { QuickActions } from './quick-actions';

afterEach(() => vi.restoreAllMocks());

describe('the quick actions', () => {
  it('opens the send dialog from Send Check-in and shows why a check-in cannot be sent', async () => {
    const fetch = mockApi((url, init) =>
      url === '/api/parents/p1/check-in' && init?.method === 'POST'
        ? {
            status: 409,
            body: { error: { code: 'conflict', message: checkInMessages.noConsent('Ruth') } },
          }
        : undefined,
    );
    renderWithQueries(<QuickActions parents={[anOverviewParent({ id: 'p1' })]} />);
    const actions = screen.getByRole('navigation', { name: 'Quick actions' });
    for (const name of ['Add Parent', 'Add Family Member', 'Message History'])
      expect(within(actions).getByRole('link', { name })).toBeVisible();

    await userEvent.click(within(actions).getByRole('button', { name: 'Send Check-in' }));
    const dialog = await screen.findByRole('dialog', { name: "Send today's check-in now" });
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Send check-in now to Ruth Ames' }),
    );
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      checkInMessages.noConsent('Ruth'),
    );
    expect(fetch).toHaveBeenCalledWith(
      '/api/parents/p1/check-in',
      expect.objectContaining({ method: 'POST' }),
    );
  });
});
