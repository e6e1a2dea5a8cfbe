import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIMULATOR_AUTH_TOKEN } from '../channels/simulator/webhook-poster';
import { isSingleMailbox } from '../channels/email/single-mailbox';
import { emailListArbitrary, storedAddresses } from '../test/fuzz-abuse';
import { sampleFamilyMember } from '../test/family-bodies';
import { createFuzzChecker } from '../test/fuzz-checker';
import { setUpFuzzOwner } from '../test/fuzz-owner';
import { requestArbitrary } from '../test/fuzz-requests';
import { twilioWebhookArbitrary } from '../test/fuzz-webhooks';
import { createTestHarness, type TestHarness } from '../test/test-app';
import { replay, report, runs } from './fuzz.support';

/**
 * Fuzzing: thousands of generated requests (path parameters, query strings, headers, bodies)
 * to every route the app serves, signed in and not, and to the provider webhooks. Whatever
 * arrives, no answer is a 5xx, every refusal is a 4xx with `{ error: { code, message } }`, and
 * a refused request stores nothing. The seed, the number of runs, and how to replay a failure:
 * fuzz.support.ts. The Stripe webhook: fuzz-stripe.int.test.ts; the cases the fuzzing found:
 * fuzz-found.int.test.ts.
 */

// Anonymous callers of a signed-in route never get past the session check; fewer runs do.
const anonymousRuns = Math.max(5, Math.ceil(runs / 3));

/**
 * Routes not fuzzed, each for a reason. Developer tools exist only in local mode and are never
 * served in production; ALL routes are middleware and fallbacks, reached through the others.
 */
const skipped = {
  devTool: (path: string) => path.startsWith('/api/dev/'),
  // Signing out with the fuzzer's own session would leave the rest of the run anonymous.
  signedIn: new Set(['POST /api/session/sign-out', 'POST /api/session/sign-out-everywhere']),
};

/** The route list as the app itself reports it, so a route added later is fuzzed too. */
const fuzzedRoutes = (harness: TestHarness) => {
  const keys = new Set<string>();
  for (const route of harness.app.routes) {
    if (route.method === 'ALL' || skipped.devTool(route.path)) continue;
    keys.add(`${route.method} ${route.path}`);
  }
  // Deletions last, so the rows they remove are there for the other routes first; and the
  // account's deletion after them (a body naming the account's own e-mail deletes it).
  const order = (key: string) =>
    key === 'POST /api/account/delete' ? 2 : key.startsWith('DELETE ') ? 1 : 0;
  return [...keys]
    .sort((a, b) => order(a) - order(b))
    .map((key) => key.split(' ') as [string, string]);
};

let harness: TestHarness;
let owner: Awaited<ReturnType<typeof setUpFuzzOwner>>;
let checker: Awaited<ReturnType<typeof createFuzzChecker>>;
beforeAll(async () => {
  harness = await createTestHarness();
  owner = await setUpFuzzOwner(harness);
  checker = await createFuzzChecker(harness);
});
afterAll(async () => {
  await harness.close();
});

async function fuzzEveryRoute(cookie: string | undefined, numRuns: number) {
  const routes = fuzzedRoutes(harness).filter(
    ([method, path]) => !cookie || !skipped.signedIn.has(`${method} ${path}`),
  );
  // Guards the test itself: an empty route list would pass everything.
  expect(routes.length).toBeGreaterThan(60);
  for (const [method, pattern] of routes) {
    await fc.assert(
      fc.asyncProperty(
        requestArbitrary(
          method,
          pattern,
          { ids: owner.ids, seeds: owner.seedsFor(pattern) },
          cookie,
        ),
        (request) => checker.check(request),
      ),
      { numRuns, ...replay },
    );
  }
}

// First, while the fuzzing owner still has an account (the fuzzing below may delete it).
describe('e-mail fields holding a list or a display-name form', () => {
  it('on every route that takes an address: never stored, never mailed, as anything but one mailbox', async () => {
    const { parents } = (await (
      await harness.app.request('/api/parents', { headers: { cookie: owner.owner } })
    ).json()) as { parents: { id: string }[] };
    const parentIds = parents.map((parent) => parent.id).slice(0, 1);
    const profile = {
      firstName: 'Fuzz',
      lastName: 'Owner',
      cellPhone: '+1 518 555 0199',
      city: 'Albany',
      state: 'New York',
      zipOrCounty: '12207',
    };
    const member = { ...sampleFamilyMember(parentIds), cellPhone: '+1 646 555 0177' };
    // Route, the body around the address, the address's field, and whether it needs the owner.
    const targets: [string, string, Record<string, unknown>, string, boolean][] = [
      ['POST', '/api/session/sign-up', { displayName: 'Pat' }, 'email', false],
      ['POST', '/api/session/magic-link', {}, 'email', false],
      ['POST', '/api/session/forgot-password', {}, 'email', false],
      ['POST', '/api/session/password', { password: 'Quiet!Harbor42' }, 'email', false],
      ['POST', '/api/newsletter', {}, 'email', false],
      ['POST', '/api/waitlist', {}, 'email', false],
      ['POST', '/api/referral/invites', { friendName: 'Pal' }, 'friendEmail', true],
      ['PUT', '/api/profile', profile, 'email', true],
      ['POST', '/api/family-members', member, 'email', true],
    ];
    expect(parentIds).toHaveLength(1);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...targets),
        emailListArbitrary,
        ([method, path, around, field, signedIn], address) =>
          checker.check({
            method,
            path,
            headers: {
              'content-type': 'application/json',
              ...(signedIn ? { cookie: owner.owner } : {}),
            },
            body: JSON.stringify({ ...around, [field]: address }),
          }),
      ),
      { numRuns: runs * 5, ...replay },
    );
    const stored = await storedAddresses(harness.database.db);
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.filter((address) => !isSingleMailbox(address))).toEqual([]);
  }, 600_000);
});

describe('fuzzing every route', () => {
  it('as an anonymous caller: never a 5xx, refusals are the error body and store nothing', async () => {
    const before = { ...checker.counts };
    await fuzzEveryRoute(undefined, anonymousRuns);
    report('anonymous', before, checker.counts);
    expect(checker.counts.sent - before.sent).toBeGreaterThan(60 * anonymousRuns - 1);
  }, 600_000);

  it('as a signed-in owner: never a 5xx, refusals are the error body and store nothing', async () => {
    const before = { ...checker.counts };
    await fuzzEveryRoute(owner.owner, runs);
    report('signed in', before, checker.counts);
    // Guards the generators: most requests are refused, yet some get through to the handlers.
    expect(checker.counts.refused - before.refused).toBeGreaterThan(0);
    expect(checker.counts.accepted - before.accepted).toBeGreaterThan(0);
  }, 600_000);

  it('the text and call webhooks: signed or not, never a 5xx, and refusals store nothing', async () => {
    const paths = fuzzedRoutes(harness)
      .filter(([method, path]) => method === 'POST' && path.startsWith('/webhooks/'))
      .map(([, path]) => path)
      .filter((path) => path !== '/webhooks/stripe');
    expect(paths.length).toBeGreaterThanOrEqual(5);
    const before = { ...checker.counts };
    await fc.assert(
      fc.asyncProperty(
        twilioWebhookArbitrary(paths, SIMULATOR_AUTH_TOKEN, harness.config.publicUrl, owner),
        (request) => checker.check(request),
      ),
      { numRuns: runs * paths.length * 3, ...replay },
    );
    report('text and call webhooks', before, checker.counts);
    expect(checker.counts.accepted - before.accepted).toBeGreaterThan(0);
  }, 600_000);
});
