import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PhoneEvent } from '../../../../shared/dev-tools';
import { mockApi, renderApp } from '../../../test/render-app';

const status = {
  now: '2026-11-22T14:00:00.000Z',
  offsetMinutes: 0,
  providers: { email: 'local', sms: 'simulator' },
  serviceNumber: '+15555550100',
};
const call = (state: string): PhoneEvent => ({
  sid: `CA${'1'.repeat(32)}`,
  kind: 'call',
  direction: 'to_phone',
  body: '',
  state,
  createdAt: '2026-11-22T14:00:00.000Z',
});

afterEach(() => vi.restoreAllMocks());

const requests = (fetch: ReturnType<typeof mockApi>) =>
  fetch.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([url, init]) => [url, JSON.parse(String(init?.body))]);

describe('developer tools', () => {
  it('say they exist only locally when their API is absent (production)', async () => {
    mockApi((url) => (url === '/api/session' ? { status: 200, body: { user: null } } : undefined));
    renderApp('/dev/phone');
    expect(
      await screen.findByText(
        'The developer tools are available only when the service runs locally.',
      ),
    ).toBeInTheDocument();
  });

  it('move the clock by the chosen step', async () => {
    const fetch = mockApi((url) => {
      if (url === '/api/dev/status') return { status: 200, body: status };
      if (url === '/api/dev/clock')
        return { status: 200, body: { now: status.now, offsetMinutes: 60 } };
      return { status: 200, body: { user: null } };
    });
    renderApp('/dev');
    await userEvent.click(await screen.findByRole('button', { name: '+1 hour' }));
    await userEvent.click(screen.getByRole('button', { name: '+1 day' }));
    await userEvent.click(screen.getByRole('button', { name: 'Back to real time' }));
    await waitFor(() =>
      expect(requests(fetch)).toEqual([
        ['/api/dev/clock', { advanceMinutes: 60 }],
        ['/api/dev/clock', { advanceMinutes: 1440 }],
        ['/api/dev/clock', { reset: true }],
      ]),
    );
  });

  it('show an e-mail with its addresses as real links', async () => {
    mockApi((url) => {
      if (url === '/api/dev/status') return { status: 200, body: status };
      if (url === '/api/dev/mailbox')
        return {
          status: 200,
          body: [
            {
              id: 'e1',
              to: 'a@b.co',
              from: 'x',
              subject: 'Sign in',
              kind: 'magic_link',
              status: 'sent',
              createdAt: status.now,
            },
          ],
        };
      if (url === '/api/dev/mailbox/e1')
        return {
          status: 200,
          body: {
            id: 'e1',
            to: 'a@b.co',
            from: 'x',
            subject: 'Sign in',
            kind: 'magic_link',
            status: 'sent',
            createdAt: status.now,
            text: 'Sign in: http://app.test/auth/callback?code=abc\nThanks',
            html: '<p>x</p>',
          },
        };
      return { status: 200, body: { user: null } };
    });
    renderApp('/dev/mailbox?id=e1');
    const link = await screen.findByRole('link', {
      name: 'http://app.test/auth/callback?code=abc',
    });
    expect(link).toHaveAttribute('href', 'http://app.test/auth/callback?code=abc');
  });

  it('offer the call answers only while a call rings, and send the one chosen', async () => {
    let events = [call('ringing')];
    const fetch = mockApi((url) => {
      if (url === '/api/dev/status') return { status: 200, body: status };
      if (url === '/api/dev/phone') return { status: 200, body: [] };
      if (url.startsWith('/api/dev/phone/%2B1212')) return { status: 200, body: events };
      if (url.startsWith('/api/dev/calls/')) {
        events = [call('completed')];
        return { status: 200, body: { ok: true } };
      }
      return { status: 200, body: { user: null } };
    });
    renderApp('/dev/phone?phone=%2B12125550123');
    await userEvent.click(await screen.findByRole('button', { name: 'Say “no”' }));
    expect(requests(fetch)).toContainEqual([
      `/api/dev/calls/CA${'1'.repeat(32)}`,
      { action: 'say-no' },
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Press 1' })).not.toBeInTheDocument(),
    );
    expect(screen.getByText('completed')).toBeInTheDocument();
  });

  it('send a reply as the phone and clear the box', async () => {
    const fetch = mockApi((url) => {
      if (url === '/api/dev/status') return { status: 200, body: status };
      if (url === '/api/dev/phone') return { status: 200, body: [] };
      if (url.endsWith('/reply')) return { status: 201, body: { sid: 'SM1' } };
      if (url.startsWith('/api/dev/phone/')) return { status: 200, body: [] };
      return { status: 200, body: { user: null } };
    });
    renderApp('/dev/phone?phone=%2B12125550123');
    await userEvent.type(await screen.findByLabelText('Reply as this phone'), 'yes thanks');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await userEvent.click(screen.getByRole('button', { name: 'STOP' }));
    await waitFor(() =>
      expect(requests(fetch)).toEqual([
        ['/api/dev/phone/%2B12125550123/reply', { body: 'yes thanks' }],
        ['/api/dev/phone/%2B12125550123/reply', { body: 'STOP' }],
      ]),
    );
    expect(screen.getByLabelText('Reply as this phone')).toHaveValue('');
  });
});
