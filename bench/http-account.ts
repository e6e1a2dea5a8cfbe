/**
 * For `npm run bench:http`: an owner who has finished set-up (profile, a parent, a family
 * member, the parent's verified consent, the trial, a first message) and one template of their
 * own, built through the HTTP API of a running local-mode server, as the browser would.
 */
import { randomBytes } from 'node:crypto';
import type { MailboxEntry, MailboxMessage } from '../src/shared/dev-tools';

export async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}

export async function setUpAccount(baseUrl: string) {
  let cookie = '';
  // Writes carry the page's own Origin, as a browser's do (cookie-authenticated writes are
  // refused from elsewhere).
  const api = async <T = Record<string, unknown>>(
    method: string,
    route: string,
    body?: unknown,
  ) => {
    const response = await fetch(`${baseUrl}${route}`, {
      method,
      headers: {
        cookie,
        origin: baseUrl,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${text}`);
    return (text ? JSON.parse(text) : {}) as T;
  };

  const email = `bench-${randomBytes(4).toString('hex')}@example.com`;
  await api('POST', '/api/session/sign-up', { displayName: 'Alex Rivera', email });
  let link: MailboxEntry | undefined;
  await waitFor('the sign-up e-mail', async () => {
    link = (await api<MailboxEntry[]>('GET', '/api/dev/mailbox')).find((one) => one.to === email);
    return link !== undefined;
  });
  const message = await api<MailboxMessage>('GET', `/api/dev/mailbox/${link!.id}`);
  const code = /\?code=([^\s&]+)/.exec(message.text)?.[1];
  if (!code) throw new Error('no sign-in link in the sign-up e-mail');
  const exchange = await fetch(`${baseUrl}/api/session/exchange`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ code: decodeURIComponent(code) }),
  });
  if (!exchange.ok) throw new Error(`exchange: ${exchange.status} ${await exchange.text()}`);
  cookie = exchange.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');

  const place = { city: 'Albany', state: 'New York', zipOrCounty: '12207' };
  await api('PUT', '/api/profile', {
    firstName: 'Alex',
    lastName: 'Rivera',
    email,
    cellPhone: '(212) 555-0101',
    ...place,
  });
  const { parent } = await api<{ parent: { id: string } }>('POST', '/api/parents', {
    firstName: 'Maria',
    lastName: 'Rivera',
    relationshipType: 'parent',
    phone: '(212) 555-0102',
    ...place,
  });
  const parentPhone = '+12125550102';
  await api('PUT', `/api/schedules/${parent.id}`, {
    timezone: 'America/New_York',
    messageTime: '09:00',
    enabled: true,
  });
  await api('POST', '/api/family-members', {
    firstName: 'Sam',
    lastName: 'Rivera',
    cellPhone: '(212) 555-0103',
    email: `sam-${email}`,
    ...place,
    parentIds: [parent.id],
  });
  type Consent = { id: string; phone: string; subjectType: string; status: string };
  const parentConsent = async () =>
    (await api<{ consents: Consent[] }>('GET', '/api/consents')).consents.find(
      (one) => one.subjectType === 'parent',
    )!;
  await api('POST', `/api/consents/${(await parentConsent()).id}/send`);
  // The parent agrees from the phone simulator, which posts the provider's signed webhook.
  await api('POST', `/api/dev/phone/${encodeURIComponent(parentPhone)}/reply`, { body: 'Y' });
  await waitFor('the consent', async () => (await parentConsent()).status === 'verified');
  await api('POST', '/api/billing/trial');
  await api('POST', '/api/first-message', { parentId: parent.id, message: 'Hello from the bench' });
  await api('POST', '/api/onboarding/complete');
  const { template } = await api<{ template: { id: string } }>('POST', '/api/templates', {
    title: 'Morning hello',
    messageContent: 'Good morning! Thinking of you today.',
    categoryId: null,
    variables: {},
  });

  return { cookie, api, parentPhone, templateId: template.id };
}
