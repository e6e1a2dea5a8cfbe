import { queryOptions, useQuery } from '@tanstack/react-query';
import { noContent } from '@/shared/api-response';
import type { FamilyMemberInput } from '@/shared/family';
import { familyMemberListResponse, familyMemberResponse } from '@/shared/family-members';
import { apiRequest } from '../api-client';

/** The family members resource: every request to /api/family-members is made here, once. */
export const familyMemberKeys = { all: ['family-members'] as const };

const memberPath = (id: string) => `/api/family-members/${encodeURIComponent(id)}`;

export const getFamilyMembers = async (signal?: AbortSignal) =>
  (await apiRequest('/api/family-members', familyMemberListResponse, { signal })).familyMembers;

export const familyMembersQueryOptions = () =>
  queryOptions({
    queryKey: familyMemberKeys.all,
    queryFn: ({ signal }) => getFamilyMembers(signal),
  });

/** The people told how the parents are, newest first. */
export const useFamilyMembers = () => useQuery(familyMembersQueryOptions());

export const createFamilyMember = async (member: FamilyMemberInput) =>
  (
    await apiRequest('/api/family-members', familyMemberResponse, {
      method: 'POST',
      body: member,
    })
  ).familyMember;

export const updateFamilyMember = async (id: string, member: FamilyMemberInput) =>
  (await apiRequest(memberPath(id), familyMemberResponse, { method: 'PUT', body: member }))
    .familyMember;

/** Answered 409 when it is the last family member. */
export const deleteFamilyMember = (id: string) =>
  apiRequest(memberPath(id), noContent, { method: 'DELETE' });
