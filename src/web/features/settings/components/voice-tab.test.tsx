import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/web/test/render-app';
import { VoiceTab } from './voice-tab';

afterEach(() => {
  vi.restoreAllMocks();
});

const defaults = {
  voiceEnabled: true,
  voiceResponse: 'both',
  followUpDelayMinutes: 60,
  updatedAt: null,
};

function renderTab() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <VoiceTab />
    </QueryClientProvider>,
  );
}

describe('the Voice Response tab', () => {
  it('saves exactly the three choices and shows them as saved', async () => {
    const saved: unknown[] = [];
    mockApi((url, init) => {
      if (url !== '/api/settings/voice') return undefined;
      if (init?.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as object;
        saved.push(body);
        return {
          status: 200,
          body: { settings: { ...body, updatedAt: '2026-11-22T15:00:00.000Z' } },
        };
      }
      return { status: 200, body: { settings: defaults } };
    });
    renderTab();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /^Keypad/ }));
    await user.click(screen.getByRole('radio', { name: '30 minutes' }));
    expect(screen.getByText(/within 30 minutes of the text arriving, we call/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Voice settings saved.')).toBeVisible();
    expect(saved).toEqual([
      { voiceEnabled: true, voiceResponse: 'keypad', followUpDelayMinutes: 30 },
    ]);
    expect(screen.getByRole('radio', { name: /^Keypad/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  });

  it('keeps the choices and shows the error when a save fails', async () => {
    mockApi((url, init) => {
      if (url !== '/api/settings/voice') return undefined;
      if (init?.method === 'PUT')
        return {
          status: 400,
          body: { error: { code: 'validation_failed', message: 'Nope.' } },
        };
      return { status: 200, body: { settings: defaults } };
    });
    renderTab();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: 'Follow-up call' }));
    await user.click(screen.getByRole('radio', { name: '30 minutes' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not save: Nope.');
    expect(screen.getByRole('switch', { name: 'Follow-up call' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    expect(screen.getByRole('radio', { name: '30 minutes' })).toBeChecked();
    expect(screen.getByText('You have unsaved changes.')).toBeVisible();
  });
});
