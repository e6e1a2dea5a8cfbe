import type { z } from 'zod';
import type { SessionUser } from '@/shared/auth';
import type { SubscriptionDto } from '@/shared/billing';
import type { FamilyMemberDto } from '@/shared/family-members';
import type { ConsentDto, OnboardingStep, ProfileDto } from '@/shared/onboarding';
import type { ParentDto } from '@/shared/parents';
import type { MoreTime } from '@/shared/check-in-times';
import { apiError } from './fixtures';

/** What the fake API answers: a status and a body; undefined when it does not know the path. */
export type Answer = { status: number; body?: unknown } | undefined;

/** Everything the fake API holds for the one signed-in owner. */
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
  /** Each parent's more check-in times, by her id, as the schedule step saved them. */
  moreTimes?: Record<string, MoreTime[]>;
}

/** One request as the fake's routes read it: `/api/{resource}/{id}/{action}`. */
export interface FakeRequest {
  url: string;
  method: string;
  resource: string | undefined;
  id: string | undefined;
  action: string | undefined;
  /** The JSON body, parsed. */
  body: unknown;
}

export const fakeRequest = (url: string, init?: RequestInit): FakeRequest => {
  const [, , resource, id, action] = url.split('/');
  return {
    url,
    method: init?.method ?? 'GET',
    resource,
    id,
    action,
    get body(): unknown {
      return JSON.parse(String(init?.body ?? '{}'));
    },
  };
};

/** The next id, and a creation time after every earlier one, for a row the fake adds. */
export interface FakeIds {
  next: () => number;
  stamp: () => string;
}

export function fakeIds(): FakeIds {
  let nextId = 500;
  return {
    next: () => nextId++,
    stamp: () => new Date(Date.UTC(2026, 10, 2, 0, 0, nextId)).toISOString(),
  };
}

/** A body the shared schema refused, answered as the server does. */
export const validation = (error: z.ZodError) =>
  apiError(400, 'validation_failed', error.issues[0]?.message ?? 'Invalid.');

export const newest = <Row extends { createdAt: string }>(rows: Row[]) =>
  [...rows].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
