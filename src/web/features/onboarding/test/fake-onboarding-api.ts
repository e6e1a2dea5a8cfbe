import { subscribeBlock } from '@/shared/billing';
import { firstMessageSchema, onboardingMessages, type OnboardingStep } from '@/shared/onboarding';
import { monthlyPrice, priceCatalogue } from '@/shared/pricing';
import { mockApi } from '@/web/test/render-app';
import { familyRoute } from './fake-family-routes';
import {
  fakeIds,
  fakeRequest,
  validation,
  type Answer,
  type FakeIds,
  type FakeRequest,
  type FakeState,
} from './fake-state';
import { apiError, owner, uuid } from './fixtures';

export * from './fixtures';
export type { FakeState } from './fake-state';

/** The consent of every parent and family member, each listed once (listing creates it). */
function consentsOf(state: FakeState, ids: FakeIds) {
  const people = [
    ...state.parents.map((parent) => ({
      ...parent,
      type: 'parent' as const,
      number: parent.phone,
      textsWanted: true,
    })),
    ...state.familyMembers.map((member) => ({
      ...member,
      type: 'family_member' as const,
      number: member.cellPhone,
      textsWanted: member.notificationPreference !== 'email',
    })),
  ];
  for (const person of people) {
    if (!state.consents.some((consent) => consent.subjectId === person.id))
      state.consents.push({
        id: uuid(ids.next()),
        subjectType: person.type,
        subjectId: person.id,
        name: `${person.firstName} ${person.lastName}`,
        phone: person.number,
        status: 'pending',
        channel: 'sms',
        textsWanted: person.textsWanted,
        reminderCount: 0,
        sentAt: null,
        verifiedAt: null,
        failedReason: null,
        waitsUntil: null,
      });
  }
  const known = new Set(people.map((person) => person.id));
  return state.consents.filter((consent) => known.has(consent.subjectId));
}

function consents(state: FakeState, { method, id, action }: FakeRequest, ids: FakeIds): Answer {
  if (method === 'GET') return { status: 200, body: { consents: consentsOf(state, ids) } };
  const consent = state.consents.find((one) => one.id === id);
  if (!consent || action !== 'send') return apiError(404, 'not_found', 'Consent not found');
  if (consent.status === 'verified')
    return apiError(409, 'conflict', 'This number has already agreed.');
  Object.assign(consent, {
    status: 'sent',
    reminderCount: consent.reminderCount + 1,
    sentAt: '2026-11-22T14:00:00.000Z',
    failedReason: null,
  });
  return { status: 200, body: { consent } };
}

function onboarding(state: FakeState, { method, body }: FakeRequest): Answer {
  if (method === 'PUT') state.step = (body as { step: OnboardingStep }).step;
  return {
    status: 200,
    body: {
      step: state.step,
      firstMessageSentAt: state.firstMessageSentAt,
      completed: state.completed,
    },
  };
}

function complete(state: FakeState): Answer {
  const ready =
    state.profile &&
    state.parents.some((parent) => parent.checkInsEnabled) &&
    state.familyMembers.length > 0 &&
    state.subscription &&
    state.firstMessageSentAt;
  if (!ready) return apiError(409, 'conflict', onboardingMessages.notFinished);
  state.completed = true;
  state.user = { ...state.user, onboardingCompleted: true };
  return { status: 200, body: { user: state.user } };
}

function subscription(state: FakeState): Answer {
  const price = monthlyPrice(state.parents.length, state.familyMembers.length);
  return {
    status: 200,
    body: {
      subscription: state.subscription,
      quote: {
        parents: state.parents.length,
        familyMembers: state.familyMembers.length,
        ...price,
        trialDays: priceCatalogue.trialDays,
      },
      subscribeBlock: subscribeBlock(state.subscription?.status ?? null, state.parents.length),
      checkoutProvider: 'demo',
      banner: null,
    },
  };
}

function trial(state: FakeState): Answer {
  const created = !state.subscription;
  state.subscription ??= {
    status: 'trialing',
    provider: 'demo',
    trialEndsAt: '2026-12-06T14:00:00.000Z',
    currentPeriodEnd: '2026-12-06T14:00:00.000Z',
    cancelAtPeriodEnd: false,
    parentCount: state.parents.length,
    familyMemberCount: state.familyMembers.length,
  };
  return { status: created ? 201 : 200, body: { subscription: state.subscription } };
}

function firstMessage(state: FakeState, { body }: FakeRequest): Answer {
  const parsed = firstMessageSchema.safeParse(body);
  if (!parsed.success) return validation(parsed.error);
  const parent = state.parents.find((one) => one.id === parsed.data.parentId);
  if (!parent) return apiError(404, 'not_found', 'No such parent.');
  const consent = state.consents.find((one) => one.subjectId === parent.id);
  if (consent?.status !== 'verified')
    return apiError(
      409,
      'conflict',
      onboardingMessages.notVerified(parent.nickname || parent.firstName),
    );
  state.firstMessageSentAt = '2026-11-22T14:00:00.000Z';
  const waitsUntil = state.welcomeWaitsUntil;
  return {
    status: 201,
    body: {
      sent: { id: 'm1', to: parent.phone, status: waitsUntil ? 'waiting' : 'queued', waitsUntil },
    },
  };
}

/**
 * An in-memory stand-in for the family set-up API, following its contract: the shared schemas
 * validate, the limits answer 409 with the server's messages, lists come newest first.
 * `respond` answers first (return undefined to fall through). Returns the state and fetch spy.
 */
export function fakeOnboardingApi(
  seed: Partial<FakeState> = {},
  respond: (url: string, init?: RequestInit) => Answer = () => undefined,
) {
  const ids = fakeIds();
  const state: FakeState = {
    user: owner,
    step: 'account',
    completed: false,
    firstMessageSentAt: null,
    welcomeWaitsUntil: null,
    profile: null,
    parents: [],
    familyMembers: [],
    consents: [],
    subscription: null,
    devTools: false,
    ...seed,
  };

  const route = (request: FakeRequest): Answer => {
    switch (request.url) {
      case '/api/session':
        return { status: 200, body: { user: state.user } };
      case '/api/public-config':
        return { status: 200, body: { serviceWorkerHosts: [], devTools: state.devTools } };
      case '/api/onboarding':
        return onboarding(state, request);
      case '/api/onboarding/complete':
        return complete(state);
      case '/api/billing/subscription':
        return subscription(state);
      case '/api/billing/trial':
        return trial(state);
      case '/api/first-message':
        return firstMessage(state, request);
    }
    if (request.resource === 'consents') return consents(state, request, ids);
    return familyRoute(state, request, ids);
  };

  const fetch = mockApi((url, init) => respond(url, init) ?? route(fakeRequest(url, init)));
  return { state, fetch };
}

/** The calls that changed something, as "METHOD /path" with the parsed body. */
export const changes = (fetch: ReturnType<typeof mockApi>) =>
  fetch.mock.calls
    .filter(([, init]) => init?.method && init.method !== 'GET')
    .map(([url, init]) => ({
      call: `${init!.method} ${String(url)}`,
      body: init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined,
    }));
