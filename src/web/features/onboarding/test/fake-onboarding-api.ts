import type { z } from 'zod';
import type { SessionUser } from '@/shared/auth';
import { apiError, owner, uuid } from './fixtures';
import {
  accountSchema,
  familyMemberSchema,
  familyMessages,
  MAX_PARENTS,
  parentSchema,
} from '@/shared/family';
import {
  firstMessageSchema,
  onboardingMessages,
  scheduleSchema,
  type ConsentDto,
  type OnboardingStep,
  type ProfileDto,
} from '@/shared/onboarding';
import { subscribeBlock, type SubscriptionDto } from '@/shared/billing';
import type { FamilyMemberDto } from '@/shared/family-members';
import type { ParentDto } from '@/shared/parents';
import { toE164 } from '@/shared/phone';
import { monthlyPrice, priceCatalogue } from '@/shared/pricing';
import { mockApi } from '@/web/test/render-app';

type Answer = { status: number; body?: unknown } | undefined;

export * from './fixtures';

export interface FakeState {
  user: SessionUser;
  step: OnboardingStep;
  completed: boolean;
  firstMessageSentAt: string | null;
  /** Set when the parent's night has come: the welcome then waits for her morning. */
  welcomeWaitsUntil: { at: string; zone: string } | null;
  profile: ProfileDto | null;
  parents: ParentDto[];
  familyMembers: FamilyMemberDto[];
  consents: ConsentDto[];
  subscription: SubscriptionDto | null;
  devTools: boolean;
}

const validation = (error: z.ZodError) =>
  apiError(400, 'validation_failed', error.issues[0]?.message ?? 'Invalid.');

const json = (init?: RequestInit) => JSON.parse(String(init?.body ?? '{}')) as unknown;

/**
 * An in-memory stand-in for the family set-up API, following its contract: the shared schemas
 * validate, the limits answer 409 with the server's messages, lists come newest first.
 * `respond` answers first (return undefined to fall through). Returns the state and fetch spy.
 */
export function fakeOnboardingApi(
  seed: Partial<FakeState> = {},
  respond: (url: string, init?: RequestInit) => Answer = () => undefined,
) {
  let nextId = 500;
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
  const newest = <Row extends { createdAt: string }>(rows: Row[]) =>
    [...rows].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const stamp = () => new Date(Date.UTC(2026, 10, 2, 0, 0, nextId)).toISOString();

  const consentsFor = () => {
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
          id: uuid(nextId++),
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
    const ids = new Set(people.map((person) => person.id));
    return state.consents.filter((consent) => ids.has(consent.subjectId));
  };

  const route = (url: string, init?: RequestInit): Answer => {
    const method = init?.method ?? 'GET';
    const [, , resource, id, action] = url.split('/');
    if (url === '/api/session') return { status: 200, body: { user: state.user } };
    if (url === '/api/public-config')
      return { status: 200, body: { serviceWorkerHosts: [], devTools: state.devTools } };
    if (url === '/api/onboarding') {
      if (method === 'PUT') state.step = (json(init) as { step: OnboardingStep }).step;
      return {
        status: 200,
        body: {
          step: state.step,
          firstMessageSentAt: state.firstMessageSentAt,
          completed: state.completed,
        },
      };
    }
    if (url === '/api/onboarding/complete') {
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
    if (resource === 'profile') {
      if (method === 'GET') return { status: 200, body: { profile: state.profile } };
      const parsed = accountSchema.safeParse(json(init));
      if (!parsed.success) return validation(parsed.error);
      state.profile = {
        ...parsed.data,
        cellPhone: toE164(parsed.data.cellPhone, parsed.data.country)!,
      };
      return { status: 200, body: { profile: state.profile } };
    }
    if (resource === 'parents') {
      if (method === 'GET') return { status: 200, body: { parents: newest(state.parents) } };
      if (method === 'DELETE') {
        if (state.parents.length <= 1) return apiError(409, 'conflict', familyMessages.lastParent);
        state.parents = state.parents.filter((parent) => parent.id !== id);
        return { status: 204 };
      }
      const parsed = parentSchema.safeParse(json(init));
      if (!parsed.success) return validation(parsed.error);
      const fields = { ...parsed.data, phone: toE164(parsed.data.phone, parsed.data.country)! };
      if (method === 'POST') {
        if (state.parents.length >= MAX_PARENTS)
          return apiError(409, 'conflict', familyMessages.tooManyParents);
        const parent: ParentDto = {
          ...fields,
          id: uuid(nextId++),
          checkInsEnabled: false,
          createdAt: stamp(),
        };
        state.parents.push(parent);
        return { status: 201, body: { parent } };
      }
      const existing = state.parents.find((parent) => parent.id === id);
      if (!existing) return apiError(404, 'not_found', 'No such parent.');
      Object.assign(existing, fields);
      return { status: 200, body: { parent: existing } };
    }
    if (resource === 'family-members') {
      if (method === 'GET')
        return { status: 200, body: { familyMembers: newest(state.familyMembers) } };
      if (method === 'DELETE') {
        if (state.familyMembers.length <= 1)
          return apiError(409, 'conflict', familyMessages.lastFamilyMember);
        state.familyMembers = state.familyMembers.filter((member) => member.id !== id);
        return { status: 204 };
      }
      const parsed = familyMemberSchema.safeParse(json(init));
      if (!parsed.success) return validation(parsed.error);
      const fields = {
        ...parsed.data,
        cellPhone: toE164(parsed.data.cellPhone, parsed.data.country)!,
      };
      if (method === 'POST') {
        const familyMember: FamilyMemberDto = {
          ...fields,
          id: uuid(nextId++),
          emailStatus: 'waiting',
          createdAt: stamp(),
        };
        state.familyMembers.push(familyMember);
        return { status: 201, body: { familyMember } };
      }
      const existing = state.familyMembers.find((member) => member.id === id);
      if (!existing) return apiError(404, 'not_found', 'No such family member.');
      Object.assign(existing, fields);
      return { status: 200, body: { familyMember: existing } };
    }
    if (resource === 'consents') {
      if (method === 'GET') return { status: 200, body: { consents: consentsFor() } };
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
    if (resource === 'schedules') {
      const schedules = [...state.parents]
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
        .map((parent) => ({
          parentId: parent.id,
          parentName: `${parent.firstName} ${parent.lastName}`,
          timezone: parent.timezone,
          messageTime: parent.messageTime,
          enabled: parent.checkInsEnabled,
        }));
      if (method === 'GET') return { status: 200, body: { schedules } };
      const parsed = scheduleSchema.safeParse(json(init));
      if (!parsed.success) return validation(parsed.error);
      const parent = state.parents.find((one) => one.id === id);
      if (!parent) return apiError(404, 'not_found', 'No such parent.');
      Object.assign(parent, {
        timezone: parsed.data.timezone,
        messageTime: parsed.data.messageTime,
        checkInsEnabled: parsed.data.enabled,
      });
      return {
        status: 200,
        body: { schedule: { ...parsed.data, parentId: parent.id, parentName: parent.firstName } },
      };
    }
    if (url === '/api/billing/subscription') {
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
    if (url === '/api/billing/trial') {
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
    if (url === '/api/first-message') {
      const parsed = firstMessageSchema.safeParse(json(init));
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
          sent: {
            id: 'm1',
            to: parent.phone,
            status: waitsUntil ? 'waiting' : 'queued',
            waitsUntil,
          },
        },
      };
    }
    return undefined;
  };

  const fetch = mockApi((url, init) => respond(url, init) ?? route(url, init));
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
