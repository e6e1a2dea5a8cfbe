import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import Stripe from 'stripe';
import twilio from 'twilio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIMULATOR_AUTH_TOKEN } from '../channels/simulator/webhook-poster';
import { isSingleMailbox } from '../channels/email/single-mailbox';
import { billingEvents, users } from '../db/schema';
import { emailListArbitrary, storedAddresses } from '../test/fuzz-abuse';
import { sampleFamilyMember } from '../test/family-bodies';
import { createFuzzChecker, isErrorBody } from '../test/fuzz-checker';
import { setUpFuzzOwner } from '../test/fuzz-owner';
import { requestArbitrary } from '../test/fuzz-requests';
import {
  stripeSubscriptionId,
  stripeWebhookArbitrary,
  twilioWebhookArbitrary,
} from '../test/fuzz-webhooks';
import { signInAs } from '../test/sign-in';
import { createStripeTestHarness, type StripeStandIn } from '../test/stripe-harness';
import { createTestHarness, type TestHarness } from '../test/test-app';
import { nulCharacterMessage } from './validate';

/**
 * Fuzzing: thousands of generated requests (path parameters, query strings, headers, bodies)
 * to every route the app serves, signed in and not, and to the provider webhooks. Whatever
 * arrives, no answer is a 5xx, every refusal is a 4xx with `{ error: { code, message } }`, and
 * a refused request stores nothing.
 *
 * The seed is random on purpose, so every run tries new requests. A failure prints fast-check's
 * seed and path together with the smallest failing request; to replay it, run again with
 * FUZZ_SEED=<seed> (and FUZZ_PATH=<path> to jump straight to the failing case). FUZZ_RUNS raises
 * the number of requests per route and caller (default 60).
 */
const runs = Number(process.env.FUZZ_RUNS ?? 60);
const replay = process.env.FUZZ_SEED
  ? { seed: Number(process.env.FUZZ_SEED), path: process.env.FUZZ_PATH }
  : {};
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

type Counts = Awaited<ReturnType<typeof createFuzzChecker>>['counts'];

/** One line per test, so a run shows how much was tried and how much got through. */
const report = (what: string, before: Counts, after: Counts) =>
  console.info(
    `fuzzing ${what}: ${after.sent - before.sent} requests, ${after.accepted - before.accepted} accepted, ${after.refused - before.refused} refused`,
  );

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

describe('cases the fuzzing found', () => {
  it('text holding a NUL character is a 400 with the error body, not a 500 from the database', async () => {
    // A fresh account: the fuzzing before may well have deleted its own.
    const fresh = await signInAs(harness, 'nul-owner@example.com');
    const profile = {
      firstName: 'Fu\u0000zz',
      lastName: 'Owner',
      email: 'nul-owner@example.com',
      cellPhone: '+1 518 555 0199',
      city: 'Albany',
      state: 'New York',
      zipOrCounty: '12207',
    };
    for (const [method, path, cookie, body] of [
      ['PUT', '/api/profile', fresh, profile],
      ['POST', '/api/waitlist', '', { email: 'a\u0000@example.com' }],
      ['POST', '/api/session/sign-up', '', { displayName: 'N\u0000', email: 'nul@example.com' }],
    ] as const) {
      const response = await harness.app.request(path, {
        method,
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(response.status, path).toBe(400);
      expect(await response.json()).toEqual({
        error: { code: 'validation_failed', message: nulCharacterMessage },
      });
    }
  });

  it('a signed text holding a NUL character is taken in without it, not a 500', async () => {
    const params = {
      MessageSid: 'SMnul',
      From: '+12125550199',
      To: '+15005550006',
      Body: 'Y\u0000',
    };
    const response = await harness.app.request('/webhooks/sms', {
      method: 'POST',
      headers: {
        'x-twilio-signature': twilio.getExpectedTwilioSignature(
          SIMULATOR_AUTH_TOKEN,
          `${harness.config.publicUrl}/webhooks/sms`,
          params,
        ),
      },
      body: new URLSearchParams(params),
    });
    expect(response.status).toBe(200);
  });

  it('a text webhook whose body claims to be a form but is not one is a 400', async () => {
    for (const contentType of ['multipart/form-data', 'multipart/form-data; boundary=x']) {
      const response = await harness.app.request('/webhooks/sms', {
        method: 'POST',
        headers: { 'content-type': contentType },
        body: 'not a form',
      });
      expect(response.status).toBe(400);
      expect(isErrorBody(await response.text())).toBe(true);
    }
  });
});

describe('fuzzing the Stripe webhook, with payments set up', () => {
  const webhookSecret = 'whsec_fuzz';
  let stripe: StripeStandIn;
  let stripeHarness: TestHarness;
  let closeStripe: () => Promise<void>;
  beforeAll(async () => {
    ({
      stripe,
      harness: stripeHarness,
      close: closeStripe,
    } = await createStripeTestHarness(webhookSecret));
  });
  afterAll(() => closeStripe());

  it('events of any shape, signed or not: never a 5xx, and refusals store nothing', async () => {
    // An account with a subscription at Stripe, so signed events can reach it and change it.
    await signInAs(stripeHarness, 'fuzz-payer@example.com');
    const [payer] = await stripeHarness.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'fuzz-payer@example.com'));
    stripe.subscriptions.set(stripeSubscriptionId, {
      id: stripeSubscriptionId,
      object: 'subscription',
      customer: 'cus_fuzz',
      status: 'active',
      cancel_at_period_end: false,
      metadata: { userId: payer!.id },
      items: {
        object: 'list',
        data: [{ id: 'si_fuzz', price: { id: 'price_base' }, quantity: 1 }],
      },
    });
    const stripeChecker = await createFuzzChecker(stripeHarness);
    await fc.assert(
      fc.asyncProperty(stripeWebhookArbitrary(webhookSecret, [payer!.id]), (request) =>
        stripeChecker.check(request),
      ),
      { numRuns: runs * 10, ...replay },
    );
    report('Stripe webhook', { sent: 0, accepted: 0, refused: 0 }, stripeChecker.counts);
    expect(stripeChecker.counts.refused).toBeGreaterThan(0);
    expect(stripeChecker.counts.accepted).toBeGreaterThan(0);
  }, 600_000);

  it('a signed event without an id is a 400 that stores nothing; one naming a subscription Stripe cannot have is acknowledged', async () => {
    const signer = new Stripe('sk_test_fuzz_signer');
    const deliver = (payload: string) =>
      stripeHarness.app.request('/webhooks/stripe', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': signer.webhooks.generateTestHeaderString({
            payload,
            secret: webhookSecret,
          }),
        },
        body: payload,
      });
    const eventsStored = async () =>
      (await stripeHarness.database.db.select().from(billingEvents)).length;
    const before = await eventsStored();
    const shapeless = await deliver(JSON.stringify({ type: 'checkout.session.completed' }));
    expect(shapeless.status).toBe(400);
    expect(isErrorBody(await shapeless.text())).toBe(true);
    expect(await eventsStored()).toBe(before);

    const unknown = await deliver(
      JSON.stringify({
        id: 'evt_unknown_subscription',
        type: 'customer.subscription.updated',
        data: { object: { id: 'sub_nobody_has' } },
      }),
    );
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual({ received: true, handled: false, duplicate: false });
    // An id no URL can carry (a lone surrogate) names nothing either.
    const unsendable = await deliver(
      JSON.stringify({
        id: 'evt_unsendable_subscription',
        type: 'customer.subscription.created',
        data: { object: { id: '\ud800' } },
      }),
    );
    expect(unsendable.status).toBe(200);
  });
});
