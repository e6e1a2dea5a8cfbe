import {
  accountSchema,
  familyMemberSchema,
  familyMessages,
  MAX_PARENTS,
  parentSchema,
} from '@/shared/family';
import type { FamilyMemberDto } from '@/shared/family-members';
import { scheduleSchema } from '@/shared/onboarding';
import type { ParentDto } from '@/shared/parents';
import { toE164 } from '@/shared/phone';
import { apiError, uuid } from './fixtures';
import {
  newest,
  validation,
  type Answer,
  type FakeIds,
  type FakeRequest,
  type FakeState,
} from './fake-state';

// The fake API's family: the owner's profile, the parents, the family members, the schedules.

function profile(state: FakeState, { method, body }: FakeRequest): Answer {
  if (method === 'GET') return { status: 200, body: { profile: state.profile } };
  const parsed = accountSchema.safeParse(body);
  if (!parsed.success) return validation(parsed.error);
  state.profile = {
    ...parsed.data,
    cellPhone: toE164(parsed.data.cellPhone, parsed.data.country)!,
  };
  return { status: 200, body: { profile: state.profile } };
}

function parents(state: FakeState, { method, id, body }: FakeRequest, ids: FakeIds): Answer {
  if (method === 'GET') return { status: 200, body: { parents: newest(state.parents) } };
  if (method === 'DELETE') {
    if (state.parents.length <= 1) return apiError(409, 'conflict', familyMessages.lastParent);
    state.parents = state.parents.filter((parent) => parent.id !== id);
    return { status: 204 };
  }
  const parsed = parentSchema.safeParse(body);
  if (!parsed.success) return validation(parsed.error);
  const fields = { ...parsed.data, phone: toE164(parsed.data.phone, parsed.data.country)! };
  if (method === 'POST') {
    if (state.parents.length >= MAX_PARENTS)
      return apiError(409, 'conflict', familyMessages.tooManyParents);
    const parent: ParentDto = {
      ...fields,
      id: uuid(ids.next()),
      checkInsEnabled: false,
      createdAt: ids.stamp(),
    };
    state.parents.push(parent);
    return { status: 201, body: { parent } };
  }
  const existing = state.parents.find((parent) => parent.id === id);
  if (!existing) return apiError(404, 'not_found', 'No such parent.');
  Object.assign(existing, fields);
  return { status: 200, body: { parent: existing } };
}

function familyMembers(state: FakeState, { method, id, body }: FakeRequest, ids: FakeIds): Answer {
  if (method === 'GET')
    return { status: 200, body: { familyMembers: newest(state.familyMembers) } };
  if (method === 'DELETE') {
    if (state.familyMembers.length <= 1)
      return apiError(409, 'conflict', familyMessages.lastFamilyMember);
    state.familyMembers = state.familyMembers.filter((member) => member.id !== id);
    return { status: 204 };
  }
  const parsed = familyMemberSchema.safeParse(body);
  if (!parsed.success) return validation(parsed.error);
  const fields = {
    ...parsed.data,
    cellPhone: toE164(parsed.data.cellPhone, parsed.data.country) ?? '',
  };
  if (method === 'POST') {
    const familyMember: FamilyMemberDto = {
      ...fields,
      id: uuid(ids.next()),
      emailStatus: 'waiting',
      createdAt: ids.stamp(),
    };
    state.familyMembers.push(familyMember);
    return { status: 201, body: { familyMember } };
  }
  const existing = state.familyMembers.find((member) => member.id === id);
  if (!existing) return apiError(404, 'not_found', 'No such family member.');
  Object.assign(existing, fields);
  return { status: 200, body: { familyMember: existing } };
}

function schedules(state: FakeState, { method, id, body }: FakeRequest): Answer {
  const rows = [...state.parents]
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .map((parent) => ({
      parentId: parent.id,
      parentName: `${parent.firstName} ${parent.lastName}`,
      timezone: parent.timezone,
      messageTime: parent.messageTime,
      moreTimes: state.moreTimes?.[parent.id] ?? [],
      enabled: parent.checkInsEnabled,
    }));
  if (method === 'GET') return { status: 200, body: { schedules: rows } };
  const parsed = scheduleSchema.safeParse(body);
  if (!parsed.success) return validation(parsed.error);
  const parent = state.parents.find((one) => one.id === id);
  if (!parent) return apiError(404, 'not_found', 'No such parent.');
  Object.assign(parent, {
    timezone: parsed.data.timezone,
    messageTime: parsed.data.messageTime,
    checkInsEnabled: parsed.data.enabled,
  });
  if (parsed.data.moreTimes)
    state.moreTimes = { ...state.moreTimes, [parent.id]: parsed.data.moreTimes };
  return {
    status: 200,
    body: { schedule: { ...parsed.data, parentId: parent.id, parentName: parent.firstName } },
  };
}

/** The family's answer to `request`, or undefined when it is not about the family. */
export function familyRoute(state: FakeState, request: FakeRequest, ids: FakeIds): Answer {
  switch (request.resource) {
    case 'profile':
      return profile(state, request);
    case 'parents':
      return parents(state, request, ids);
    case 'family-members':
      return familyMembers(state, request, ids);
    case 'schedules':
      return schedules(state, request);
    default:
      return undefined;
  }
}
