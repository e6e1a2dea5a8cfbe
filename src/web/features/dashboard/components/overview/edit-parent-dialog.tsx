import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { OverviewParent } from '@/shared/dashboard';
import { ParentCard } from '@/web/components/family/parent-card';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogActions } from '@/web/components/ui/dialog';
import { Notice } from '@/web/components/ui/notice';
import { clearingRegister } from '@/web/lib/family/clearing-register';
import { displayName } from '@/web/lib/family/labels';
import {
  parentDraftOf,
  parentsFormSchema,
  type ParentDraft,
  type ParentsForm,
} from '@/web/lib/family/parent-draft';
import { schemaResolver } from '@/web/lib/family/schema-resolver';
import { useUpdateParent } from '../../api/family-changes';

/** Edits one parent with the wizard's fields and rules, saved through PUT /api/parents/:id. */
export function EditParentDialog({
  parent,
  onClose,
}: {
  parent: OverviewParent;
  onClose: () => void;
}) {
  const update = useUpdateParent();
  const [saveError, setSaveError] = useState<string>();
  // The wizard's one-parent form: the same schema, so the same messages as set-up.
  const form = useForm<ParentsForm, unknown, z.output<typeof parentsFormSchema>>({
    resolver: schemaResolver<ParentsForm, typeof parentsFormSchema>(parentsFormSchema),
    defaultValues: { parents: [parentDraftOf(parent)] },
    reValidateMode: 'onSubmit',
  });
  const register = clearingRegister(form);

  return (
    <Dialog open onClose={onClose} title={`Edit ${displayName(parent)}`} size="lg">
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={form.handleSubmit(async ({ parents: [edited] }) => {
          setSaveError(undefined);
          const { savedId: _savedId, ...input } = edited!;
          try {
            await update.mutateAsync({ id: parent.id, input });
            onClose();
          } catch (error) {
            setSaveError((error as Error).message);
          }
        })}
      >
        <ParentCard
          index={0}
          control={form.control}
          bind={(name) => register(`parents.0.${name}` as `parents.${number}.firstName`)}
          errorOf={(name) =>
            form.formState.errors.parents?.[0]?.[name as keyof ParentDraft]?.message
          }
        />
        {saveError && <Notice tone="error">{saveError}</Notice>}
        <DialogActions onCancel={onClose}>
          <Button type="submit" busy={form.formState.isSubmitting}>
            Save changes
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
