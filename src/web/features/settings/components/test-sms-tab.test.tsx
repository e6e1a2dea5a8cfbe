import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { settingsMessages } from '@/shared/settings';
import { mockApi } from '@/web/test/render-app';
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
    expect(api.mock.calls.filter(([url]) => url === '/api/test-sms')).toEqual([]);
  });

  it("offers the account's numbers that agreed to texts; choosing one sends to it", async () => {
    const api = mockApi((url) =>
      url === '/api/test-sms/numbers'
        ? {
            status: 200,
            body: {
              numbers: [
                { name: 'Rose Lee', phone: '+16465550161', who: 'parent' },
                { name: 'Sam Lee', phone: '+447911123456', who: 'family_member' },
              ],
            },
          }
        : url === '/api/test-sms'
          ? {
              status: 201,
              body: { success: true, messageSid: 'SM9', messageId: 'id', to: '+447911123456' },
            }
          : undefined,
    );
    const user = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Sam Lee · +44 7911 123456' }));
    expect(screen.getByLabelText('Phone number')).toHaveValue('+44 7911 123456');
    expect(screen.getByRole('button', { name: 'Sam Lee · +44 7911 123456' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Rose Lee · (646) 555-0161' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await user.type(screen.getByLabelText('Message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send Test SMS' }));
    expect(await screen.findByText('Test SMS sent successfully! Message SID: SM9')).toBeVisible();
    const sent = api.mock.calls.find(([url]) => url === '/api/test-sms')!;
    expect(JSON.parse(String(sent[1]!.body))).toEqual({ to: '+44 7911 123456', message: 'Hello' });
  });

  it('says so when nobody has agreed to texts yet', async () => {
    mockApi((url) =>
      url === '/api/test-sms/numbers' ? { status: 200, body: { numbers: [] } } : undefined,
    );
    renderTab();
    expect(await screen.findByText(settingsMessages.noOwnNumbers)).toBeVisible();
  });

  it('shows the refusal of a number that is not one of the account’s own', async () => {
    mockApi((url) =>
      url === '/api/test-sms'
        ? {
            status: 400,
            body: { error: { code: 'bad_request', message: settingsMessages.notOwnNumber } },
          }
        : undefined,
    );
    const user = renderTab();
    await user.type(screen.getByLabelText('Phone number'), '+44 20 7946 0958');
    await user.type(screen.getByLabelText('Message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send Test SMS' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Failed to send SMS: ${settingsMessages.notOwnNumber}`,
    );
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
    const sent = api.mock.calls.find(([url]) => url === '/api/test-sms')!;
    expect(JSON.parse(String(sent[1]!.body))).toEqual({
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
