import type { OverviewParent } from '@/shared/dashboard';
import { ParentCard } from '@/web/components/family/parent-card';
import { displayName } from '@/web/lib/family/labels';
import { parentDraftOf, parentRow, useParentsForm } from '@/web/lib/family/parent-draft';
import { useUpdateParent } from '../api/family-changes';
import { EditPersonDialog } from './edit-person-dialog';

/** Edits one parent with the wizard's fields and rules, saved through PUT /api/parents/:id. */
export function EditParentDialog({
  parent,
  onClose,
}: {
  parent: OverviewParent;
  onClose: () => void;
}) {
  const update = useUpdateParent();
  // The wizard's one-parent form: the same schema, so the same messages as set-up.
  const form = useParentsForm([parentDraftOf(parent)]);
  return (
    <EditPersonDialog
      name={displayName(parent)}
      form={form}
      save={({ parents: [edited] }) => {
        const { savedId: _savedId, ...input } = edited!;
        return update.mutateAsync({ id: parent.id, input });
      }}
      onClose={onClose}
    >
      <ParentCard index={0} control={form.control} row={parentRow(form, 0)} />
    </EditPersonDialog>
  );
}
