import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FamilyMemberInput } from '@/shared/family';
import type { FamilyMemberDto } from '@/shared/family-members';
import { sameAsSaved } from '../lib/same-as-saved';
import { syncRows, type RowToSave } from '../lib/sync-rows';
import {
  createFamilyMember,
  deleteFamilyMember,
  updateFamilyMember,
} from '@/web/lib/api/family-members';
import { familyDependents } from './query-keys';

export interface SaveFamilyMembers {
  rows: RowToSave<FamilyMemberInput>[];
  saved: FamilyMemberDto[];
  onCreated: (index: number, id: string) => void;
}

export const saveFamilyMembers = ({ rows, saved, onCreated }: SaveFamilyMembers) =>
  syncRows({
    rows,
    savedIds: saved.map((member) => member.id),
    isUnchanged: (row) =>
      sameAsSaved(
        row.input,
        saved.find((member) => member.id === row.id),
        'cellPhone',
      ),
    create: createFamilyMember,
    update: updateFamilyMember,
    remove: deleteFamilyMember,
    onCreated,
  });

/** Saves the family members sub-step, like the parents one. */
export function useSaveFamilyMembers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFamilyMembers,
    onSettled: () =>
      Promise.all(familyDependents.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
