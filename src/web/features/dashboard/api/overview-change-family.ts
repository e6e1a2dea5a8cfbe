import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FamilyMemberInput, ParentInput } from '../../../../shared/family';
import { apiRequest } from '../../../lib/api-client';

const path = (collection: 'parents' | 'family-members', id: string) =>
  `/api/${collection}/${encodeURIComponent(id)}`;

export const updateParent = (id: string, parent: ParentInput) =>
  apiRequest(path('parents', id), { method: 'PUT', body: parent });

export const updateFamilyMember = (id: string, member: FamilyMemberInput) =>
  apiRequest(path('family-members', id), { method: 'PUT', body: member });

/** Answered 409 with the reason when it is the last one. */
export const removeParent = (id: string) => apiRequest(path('parents', id), { method: 'DELETE' });
export const removeFamilyMember = (id: string) =>
  apiRequest(path('family-members', id), { method: 'DELETE' });

/**
 * A change to the family touches much beyond the overview (consents, schedules, the price, the
 * wizard's lists), so every cached read is refreshed.
 */
function useFamilyChange<Variables>(change: (variables: Variables) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

export const useUpdateParent = () =>
  useFamilyChange(({ id, input }: { id: string; input: ParentInput }) => updateParent(id, input));
export const useUpdateFamilyMember = () =>
  useFamilyChange(({ id, input }: { id: string; input: FamilyMemberInput }) =>
    updateFamilyMember(id, input),
  );
export const useRemoveParent = () => useFamilyChange(removeParent);
export const useRemoveFamilyMember = () => useFamilyChange(removeFamilyMember);
