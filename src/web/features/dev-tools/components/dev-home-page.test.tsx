import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/web/test/render-app';
import { apiError, devStatus, mockDevApi, posts } from '../test/fake-dev-api';

afterEach(() => vi.restoreAllMocks());

const openHome = async () => {
  renderApp('/dev');
  await screen.findByRole('heading', { name: 'Service clock' }, { timeout: 3000 });
};

describe('/dev', () => {
  it('shows the service time, where messages go, and links to both tools', async () => {
    mockDevApi();
    await openHome();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Developer tools');
    expect(screen.getByTestId('service-time')).toHaveTextContent('2026');
    expect(screen.getByText('Real time.')).toBeVisible();
    const routes = screen.getByRole('region', { name: 'Providers in use' });
    expect(within(routes).getByText('Local mailbox', { selector: 'dd' })).toBeVisible();
    expect(within(routes).getByText('Phone simulator', { selector: 'dd' })).toBeVisible();
    expect(within(routes).getByText('(+15555550100)')).toBeVisible();
    expect(within(routes).getByRole('link', { name: /Mailbox/ })).toHaveAttribute(
      'href',
      '/dev/mailbox',
    );
    expect(within(routes).getByRole('link', { name: /Phone simulator/ })).toHaveAttribute(
      'href',
      '/dev/phone',
    );
  });

  it('moves the clock by the minutes of each button, and back to real time', async () => {
    let offsetMinutes = 0;
    const fetch = mockDevApi((url, init) => {
      if (url === '/api/dev/status') return { status: 200, body: { ...devStatus, offsetMinutes } };
      if (url !== '/api/dev/clock') return undefined;
      const change = JSON.parse(String(init?.body)) as { advanceMinutes?: number };
      offsetMinutes = change.advanceMinutes ? offsetMinutes + change.advanceMinutes : 0;
      return { status: 200, body: { now: devStatus.now, offsetMinutes, startMinutes: 0 } };
    });
    await openHome();
    await userEvent.click(screen.getByRole('button', { name: '+15 minutes' }));
    await userEvent.click(await screen.findByRole('button', { name: '+1 hour' }));
    expect(await screen.findByText('(75 minutes ahead of real time)')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '+1 day' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Back to real time' }));
    await waitFor(() =>
      expect(posts(fetch)).toEqual([
        ['/api/dev/clock', { advanceMinutes: 15 }],
        ['/api/dev/clock', { advanceMinutes: 60 }],
        ['/api/dev/clock', { advanceMinutes: 1440 }],
        ['/api/dev/clock', { reset: true }],
      ]),
    );
    expect(await screen.findByText('Real time.')).toBeVisible();
  });

  it('sends a test text and points to its thread in the phone simulator', async () => {
    const fetch = mockDevApi((url) =>
      url === '/api/dev/send-test' ? { status: 201, body: { id: 'm1' } } : undefined,
    );
    await openHome();
    await userEvent.type(screen.getByLabelText('To (phone number)'), '+12125550123');
    await userEvent.type(screen.getByLabelText('Message'), 'Good morning!');
    await userEvent.click(screen.getByRole('button', { name: 'Send test' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Queued. It will appear in the phone simulator.');
    expect(within(status).getByRole('link', { name: 'phone simulator' })).toHaveAttribute(
      'href',
      '/dev/phone?phone=%2B12125550123',
    );
    expect(posts(fetch)).toEqual([
      ['/api/dev/send-test', { channel: 'sms', to: '+12125550123', body: 'Good morning!' }],
    ]);
  });

  it('sends a test call and a test e-mail with the chosen channel', async () => {
    const fetch = mockDevApi((url) =>
      url === '/api/dev/send-test' ? { status: 201, body: { id: 'm1' } } : undefined,
    );
    await openHome();
    await userEvent.click(screen.getByRole('radio', { name: 'Call' }));
    await userEvent.type(screen.getByLabelText('To (phone number)'), '(212) 555-0123');
    await userEvent.type(screen.getByLabelText('Message'), 'This is your daily call.');
    await userEvent.click(screen.getByRole('button', { name: 'Send test' }));
    await screen.findByRole('status');

    await userEvent.click(screen.getByRole('radio', { name: 'E-mail' }));
    const to = screen.getByLabelText('To (e-mail address)');
    await userEvent.clear(to);
    await userEvent.type(to, 'someone@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send test' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('It will appear in the mailbox.'),
    );
    expect(
      within(screen.getByRole('status')).getByRole('link', { name: 'mailbox' }),
    ).toHaveAttribute('href', '/dev/mailbox');
    expect(posts(fetch)).toEqual([
      [
        '/api/dev/send-test',
        { channel: 'call', to: '(212) 555-0123', body: 'This is your daily call.' },
      ],
      [
        '/api/dev/send-test',
        { channel: 'email', to: 'someone@example.com', body: 'This is your daily call.' },
      ],
    ]);
  });

  it('shows the server’s message when a test is refused', async () => {
    mockDevApi((url) =>
      url === '/api/dev/send-test'
        ? apiError(400, 'validation_failed', 'Please enter a valid phone number')
        : undefined,
    );
    await openHome();
    await userEvent.type(screen.getByLabelText('To (phone number)'), '12');
    await userEvent.type(screen.getByLabelText('Message'), 'Hi');
    await userEvent.click(screen.getByRole('button', { name: 'Send test' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid phone number');
  });

  it('says what is missing before sending anything', async () => {
    const fetch = mockDevApi();
    await openHome();
    await userEvent.click(screen.getByRole('button', { name: 'Send test' }));
    expect(screen.getByLabelText('To (phone number)')).toHaveAccessibleDescription(
      expect.stringContaining('Enter a phone number.'),
    );
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription('Type a message to send.');
    expect(posts(fetch)).toEqual([]);
  });
});
