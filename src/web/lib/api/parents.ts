import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { noContent } from '@/shared/api-response';
import type { ParentInput } from '@/shared/family';
import { parentListResponse, parentResponse, sentCheckInResponse } from '@/shared/parents';
import { apiRequest } from '../api-client';

/**
 * The parents resource: every request to /api/parents is made here, once, and every screen that
 * lists parents (the wizard, the template preview, the keyboard shortcuts) shares one cache entry.
 */
export const parentKeys = { all: ['parents'] as const };

const parentPath = (id: string) => `/api/parents/${encodeURIComponent(id)}`;

export const getParents = async (signal?: AbortSignal) =>
  (await apiRequest('/api/parents', parentListResponse, { signal })).parents;

export const parentsQueryOptions = () =>
  queryOptions({ queryKey: parentKeys.all, queryFn: ({ signal }) => getParents(signal) });

/** The owner's parents, newest first. */
export const useParents = () => useQuery(parentsQueryOptions());

/** Answered 409 with "You can add up to 4 parents." for a fifth. */
export const createParent = async (parent: ParentInput) =>
  (await apiRequest('/api/parents', parentResponse, { method: 'POST', body: parent })).parent;

export const updateParent = async (id: string, parent: ParentInput) =>
  (await apiRequest(parentPath(id), parentResponse, { method: 'PUT', body: parent })).parent;

/** Answered 409 when it is the last parent. */
export const deleteParent = (id: string) =>
  apiRequest(parentPath(id), noContent, { method: 'DELETE' });

/** Today's check-in, now. Refused (409) outside 7 AM–9 PM, when already sent today, and so on. */
export const sendCheckInNow = async (parentId: string) =>
  (await apiRequest(`${parentPath(parentId)}/check-in`, sentCheckInResponse, { method: 'POST' }))
    .checkIn;

export function useSendCheckInNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendCheckInNow,
    // The check-in shows in the overview, the activity, the history and the counts, whatever
    // reads them; the session is not touched by it.
    onSettled: () =>
      queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'session' }),
  });
}
