import { sampleFamilyMember, sampleParent } from './family-bodies';
import type { JsonObject } from './fuzz-requests';
import { signInAs } from './sign-in';
import type { TestHarness } from './test-app';

/** `/api/parents/:id/check-in` → `/api/parents`: where a route's reads and writes meet. */
const routeRoot = (path: string) => path.split('?')[0]!.replace(/\/(:|[0-9a-f]{8}-).*$/, '');

interface Known {
  ids: Set<string>;
  phones: Set<string>;
  /** Bodies by the route they came from (its path up to the first parameter), as text → body. */
  seeds: Map<string, Map<string, JsonObject>>;
}

/**
 * Every uuid and US phone number in an answer, to aim requests at real rows, and every object
 * in it, as bodies to mutate (what a read returns is close to what a write accepts).
 */
const harvest = (text: string, into: Known, path: string) => {
  const root = routeRoot(path);
  const seeds = into.seeds.get(root) ?? new Map<string, JsonObject>();
  into.seeds.set(root, seeds);
  for (const [id] of text.matchAll(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g))
    into.ids.add(id);
  for (const [phone] of text.matchAll(/\+1\d{10}/g)) into.phones.add(phone);
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      // Request bodies are flat: fields of text, numbers and lists of ids.
      const flat = Object.values(value).every(
        (field) => field === null || typeof field !== 'object' || Array.isArray(field),
      );
      if (flat) seeds.set(JSON.stringify(value), value as JsonObject);
      Object.values(value).forEach(visit);
    }
  };
  try {
    visit(JSON.parse(text));
  } catch {
    // Not JSON: nothing to learn from it.
  }
};

const json = (harness: TestHarness, cookie: string, method: string, path: string, body?: unknown) =>
  harness.app.request(path, {
    method,
    headers: { cookie, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const parentPhone = '+12125550123';

/**
 * An owner who finished setting up, as the wizard does it: a parent who agreed to texts, a
 * family member, a trial, a first message and a profile. Requests then reach past "finish
 * set-up first" and "not found" to the validation and the handlers behind it.
 */
export async function setUpFuzzOwner(harness: TestHarness) {
  const owner = await signInAs(harness, 'fuzz-owner@example.com', 'Fuzz Owner');
  const known: Known = { ids: new Set(), phones: new Set(), seeds: new Map() };
  const call = async (method: string, path: string, body?: unknown) => {
    if (body) harvest(JSON.stringify(body), known, path);
    const response = await json(harness, owner, method, path, body);
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return JSON.parse(text) as Record<string, unknown>;
  };
  const { parent } = (await call(
    'POST',
    '/api/parents',
    sampleParent({ phone: parentPhone, timezone: 'America/New_York', messageTime: '09:00' }),
  )) as { parent: { id: string } };
  await call('POST', '/api/family-members', sampleFamilyMember([parent.id]));
  await call('POST', '/api/billing/trial');
  const { consents } = (await call('GET', '/api/consents')) as {
    consents: { id: string; subjectId: string }[];
  };
  const consent = consents.find((row) => row.subjectId === parent.id)!;
  await call('POST', `/api/consents/${consent.id}/send`);
  await harness.services.channels.simulator!.textFromPhone(
    parentPhone,
    harness.config.sms.fromNumber,
    'Y',
  );
  await call('POST', '/api/first-message', { parentId: parent.id, message: 'Hello Mom!' });
  await call('PUT', '/api/profile', {
    firstName: 'Fuzz',
    lastName: 'Owner',
    email: 'fuzz-owner@example.com',
    cellPhone: '+1 518 555 0199',
    city: 'Albany',
    state: 'New York',
    zipOrCounty: '12207',
  });
  await call('POST', '/api/onboarding/complete');
  // The ids of everything the account can see: path parameters that reach past "not found".
  const reads = new Set(
    harness.app.routes
      .filter((route) => route.method === 'GET' && /^\/api\/[^:*]*$/.test(route.path))
      .map((route) => route.path),
  );
  for (const path of reads)
    harvest(await (await json(harness, owner, 'GET', path)).text(), known, path);
  return {
    owner,
    ids: [...known.ids],
    phones: [...known.phones],
    /** Bodies for a route: those read from or sent to its own path, or else any. */
    seedsFor(pattern: string) {
      const all = [...known.seeds.values()].flatMap((seeds) => [...seeds.values()]);
      const own = [...(known.seeds.get(routeRoot(pattern))?.values() ?? [])];
      return own.length > 0 ? own : all;
    },
  };
}
