import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/render-app';
import { TestSmsTab } from './test-sms-tab';

afterEach(() => {
  vi.restoreAllMocks();
});

function renderTab() {
  const queryClient = new QueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <TestSmsTab />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('the Test SMS tab', () => {
  it('asks for both fields and sends nothing while one is blank', async () => {
    const api = mockApi(() => undefined);
    const user = renderTab();
    await user.type(screen.getByLabelText('Message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send Test SMS' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please enter both phone number and message',
    );
    expect(api).not.toHaveBeenCalled();
  });

  it('sends the typed number and message, then shows the message SID', async () => {
    const api = mockApi((url) =>
      url === '/api/test-sms'
        ? {
            status: 201,
            body: { success: true, messageSid: 'SM123', messageId: 'id', to: '+16465550100' },
          }
        : undefined,
    );
    const user = renderTab();
    await user.type(screen.getByLabelText('Phone number'), '(646) 555-0100');
    await user.type(screen.getByLabelText('Message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send Test SMS' }));
    expect(await screen.findByText('Test SMS sent successfully! Message SID: SM123')).toBeVisible();
    expect(JSON.parse(String(api.mock.calls[0]![1]!.body))).toEqual({
      to: '(646) 555-0100',
      message: 'Hello',
    });
  });

  it("shows the server's refusal and a failure to reach it in the spec's words", async () => {
    mockApi(() => ({
      status: 429,
      body: { error: { code: 'rate_limited', message: 'Slow down.' } },
    }));
    const user = renderTab();
    await user.type(screen.getByLabelText('Phone number'), '+1 646 555 0100');
    await user.type(screen.getByLabelText('Message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send Test SMS' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send SMS: Slow down.');

    vi.restoreAllMocks();
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'));
    await user.click(screen.getByRole('button', { name: 'Send Test SMS' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Error: Could not reach/);
  });
});
