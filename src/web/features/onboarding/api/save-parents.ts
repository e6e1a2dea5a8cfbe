import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ParentInput } from '@/shared/family';
import type { ParentDto } from '@/shared/parents';
import { sameAsSaved } from '../lib/same-as-saved';
import { syncRows, type RowToSave } from '../lib/sync-rows';
import { createParent, deleteParent, updateParent } from '@/web/lib/api/parents';
import { familyDependents } from './query-keys';

export interface SaveParents {
  rows: RowToSave<ParentInput>[];
  saved: ParentDto[];
  onCreated: (index: number, id: string) => void;
}

export const saveParents = ({ rows, saved, onCreated }: SaveParents) =>
  syncRows({
    rows,
    savedIds: saved.map((parent) => parent.id),
    isUnchanged: (row) =>
      sameAsSaved(
        row.input,
        saved.find((parent) => parent.id === row.id),
        'phone',
      ),
    create: createParent,
    update: updateParent,
    remove: deleteParent,
    onCreated,
  });

/** Saves the parents sub-step: new ones POSTed, changed ones PUT, removed ones DELETEd. */
export function useSaveParents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveParents,
    // Also after a failure: some rows may have been saved before it.
    onSettled: () =>
      Promise.all(familyDependents.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
