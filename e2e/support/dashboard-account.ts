import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { signUpThroughLink, uniqueEmail } from './mailbox';

const people = ['Maria', 'Jose', 'Ana', 'Luis'];

/** A number of its own for each call, so runs on one server never share a phone. */
const freshPhone = () => {
  const digits = String(Math.floor(Math.random() * 1e4)).padStart(4, '0');
  return { typed: `(212) 555-${digits}`, e164: `+1212555${digits}` };
};

/**
 * An owner who has finished set-up (profile, parents, a family member, verified consent, the
 * trial and a first message), signed in in `page`. Built through the API, not the wizard:
 * the wizard has its own journey. With `finish: false` the owner stops before the trial, still
 * in the wizard; `finishSetUp` completes it later.
 */
export async function finishedAccount(
  page: Page,
  request: APIRequestContext,
  options: { parents?: number; label?: string; finish?: boolean; messageTime?: string } = {},
) {
  const email = uniqueEmail(options.label ?? 'dashboard');
  await signUpThroughLink(page, request, email, 'Alex Rivera');
  const api = page.request;
  const ok = async (response: Awaited<ReturnType<APIRequestContext['get']>>) => {
    expect(response.ok(), `${response.url()}: ${await response.text()}`).toBe(true);
    return response.json() as Promise<Record<string, unknown>>;
  };
  const place = { city: 'Albany', state: 'New York', zipOrCounty: '12207' };
  await ok(
    await api.put('/api/profile', {
      data: {
        firstName: 'Alex',
        lastName: 'Rivera',
        email,
        cellPhone: freshPhone().typed,
        ...place,
      },
    }),
  );
  const parents: { id: string; name: string; phone: string }[] = [];
  for (const firstName of people.slice(0, options.parents ?? 1)) {
    const phone = freshPhone();
    const { parent } = (await ok(
      await api.post('/api/parents', {
        data: {
          firstName,
          lastName: 'Rivera',
          relationshipType: 'parent',
          phone: phone.typed,
          ...place,
        },
      }),
    )) as { parent: { id: string } };
    await ok(
      await api.put(`/api/schedules/${parent.id}`, {
        data: {
          timezone: 'America/New_York',
          messageTime: options.messageTime ?? '09:00',
          enabled: true,
        },
      }),
    );
    parents.push({ id: parent.id, name: `${firstName} Rivera`, phone: phone.e164 });
  }
  await ok(
    await api.post('/api/family-members', {
      data: {
        firstName: 'Sam',
        lastName: 'Rivera',
        cellPhone: freshPhone().typed,
        email: `sam-${email}`,
        ...place,
        parentIds: parents.map((parent) => parent.id),
      },
    }),
  );
  const { consents } = (await ok(await api.get('/api/consents'))) as {
    consents: { id: string; phone: string; subjectType: string }[];
  };
  for (const consent of consents.filter((one) => one.subjectType === 'parent')) {
    await ok(await api.post(`/api/consents/${consent.id}/send`));
    await ok(
      await request.post(`/api/dev/phone/${encodeURIComponent(consent.phone)}/reply`, {
        data: { body: 'Y' },
      }),
    );
  }
  await expect
    .poll(
      async () => {
        const { consents: now } = (await ok(await api.get('/api/consents'))) as {
          consents: { status: string; subjectType: string }[];
        };
        return now.filter((one) => one.subjectType === 'parent' && one.status === 'verified')
          .length;
      },
      { timeout: 15_000 },
    )
    .toBe(parents.length);
  if (options.finish !== false) await finishSetUp(page, parents[0]!.id);
  return { email, parents };
}

/** The last of set-up: the trial, a first message to `parentId`, and finishing the wizard. */
export async function finishSetUp(page: Page, parentId: string) {
  const api = page.request;
  for (const [url, data] of [
    ['/api/billing/trial', undefined],
    ['/api/first-message', { parentId, message: 'Hello from the dashboard journey' }],
    ['/api/onboarding/complete', undefined],
  ] as const) {
    const response = await api.post(url, data ? { data } : {});
    expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
  }
}
