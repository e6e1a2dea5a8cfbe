import type {
  DevStatus,
  MailboxEntry,
  MailboxMessage,
  PhoneEvent,
  PhoneThreadSummary,
} from '@/shared/dev-tools';
import { mockApi } from '@/web/test/render-app';

type Answer = { status: number; body?: unknown } | undefined;

export const devStatus: DevStatus = {
  now: '2026-11-22T14:00:00.000Z',
  offsetMinutes: 0,
  startMinutes: 0,
  providers: { email: 'local', sms: 'simulator' },
  serviceNumber: '+15555550100',
};

export const apiError = (status: number, code: string, message: string) => ({
  status,
  body: { error: { code, message } },
});

export const callSid = `CA${'1'.repeat(32)}`;

export const event = (overrides: Partial<PhoneEvent>): PhoneEvent => ({
  sid: `SM${Math.random().toString(16).slice(2).padEnd(32, '0')}`,
  kind: 'sms',
  direction: 'to_phone',
  body: '',
  state: 'delivered',
  language: null,
  createdAt: '2026-11-22T14:00:00.000Z',
  ...overrides,
});

export const thread = (overrides: Partial<PhoneThreadSummary>): PhoneThreadSummary => ({
  phone: '+12125550123',
  lastBody: 'Good morning! Reply YES or NO',
  lastKind: 'sms',
  lastAt: '2026-11-22T14:00:00.000Z',
  eventCount: 1,
  ringing: false,
  ...overrides,
});

export const mailboxEntry = (overrides: Partial<MailboxEntry>): MailboxEntry => ({
  id: '0e136b14-0812-4073-beb7-e3f650566090',
  to: 'someone@example.com',
  from: 'Family Check-In <support@familycheckin.example>',
  subject: 'Sign in to Family Check-In',
  kind: 'magic_link',
  status: 'sent',
  createdAt: '2026-11-22T14:00:00.000Z',
  ...overrides,
});

export const mailboxMessage = (overrides: Partial<MailboxMessage>): MailboxMessage => ({
  ...mailboxEntry(overrides),
  text: '',
  html: '',
  ...overrides,
});

/**
 * Answers the dev API like a local server with nothing in it; `respond` answers first (return
 * undefined to fall through). Returns the fetch spy.
 */
export function mockDevApi(respond: (url: string, init?: RequestInit) => Answer = () => undefined) {
  return mockApi((url, init) => {
    const answer = respond(url, init);
    if (answer) return answer;
    if (url === '/api/session') return { status: 200, body: { user: null } };
    if (url === '/api/dev/status') return { status: 200, body: devStatus };
    if (url === '/api/dev/mailbox' || url === '/api/dev/phone') return { status: 200, body: [] };
    if (url.startsWith('/api/dev/phone/') && !init?.method?.startsWith('P'))
      return { status: 200, body: [] };
    return undefined;
  });
}

/** The POSTs made, as [url, parsed JSON body]. */
export const posts = (fetch: ReturnType<typeof mockApi>) =>
  fetch.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([url, init]) => [String(url), JSON.parse(String(init?.body)) as unknown]);
