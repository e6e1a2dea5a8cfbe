import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FamilyMemberInput, ParentInput } from '@/shared/family';
import { deleteFamilyMember, updateFamilyMember } from '@/web/lib/api/family-members';
import { deleteParent, updateParent } from '@/web/lib/api/parents';

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
/** Answered 409 with the reason when it is the last one. */
export const useRemoveParent = () => useFamilyChange(deleteParent);
export const useRemoveFamilyMember = () => useFamilyChange(deleteFamilyMember);
