import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { FamilyMemberDto } from '@/shared/family-members';
import type { ParentDto } from '@/shared/parents';
import { FamilyMemberCard } from '@/web/components/family/family-member-card';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogActions } from '@/web/components/ui/dialog';
import { Notice } from '@/web/components/ui/notice';
import { clearingRegister } from '@/web/lib/family/clearing-register';
import {
  familyMemberDraftOf,
  familyMembersFormSchema,
  type FamilyMemberDraft,
  type FamilyMembersForm,
} from '@/web/lib/family/family-member-draft';
import { displayName } from '@/web/lib/family/labels';
import { schemaResolver } from '@/web/lib/family/schema-resolver';
import { useUpdateFamilyMember } from '../../api/family-changes';

/** Edits one family member with the wizard's fields and rules, through PUT /api/family-members/:id. */
export function EditFamilyMemberDialog({
  member,
  parents,
  onClose,
}: {
  member: FamilyMemberDto;
  parents: ParentDto[];
  onClose: () => void;
}) {
  const update = useUpdateFamilyMember();
  const [saveError, setSaveError] = useState<string>();
  const form = useForm<FamilyMembersForm, unknown, z.output<typeof familyMembersFormSchema>>({
    resolver: schemaResolver<FamilyMembersForm, typeof familyMembersFormSchema>(
      familyMembersFormSchema,
    ),
    defaultValues: { members: [familyMemberDraftOf(member)] },
    reValidateMode: 'onSubmit',
  });
  const register = clearingRegister(form);

  return (
    <Dialog open onClose={onClose} title={`Edit ${displayName(member)}`} size="lg">
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={form.handleSubmit(async ({ members: [edited] }) => {
          setSaveError(undefined);
          const { savedId: _savedId, ...input } = edited!;
          try {
            await update.mutateAsync({ id: member.id, input });
            onClose();
          } catch (error) {
            setSaveError((error as Error).message);
          }
        })}
      >
        <FamilyMemberCard
          index={0}
          control={form.control}
          parents={parents}
          bind={(name) => register(`members.0.${name}` as `members.${number}.firstName`)}
          errorOf={(name) =>
            form.formState.errors.members?.[0]?.[name as keyof FamilyMemberDraft]?.message
          }
          onClearError={(name) =>
            form.clearErrors(`members.0.${name}` as `members.${number}.parentIds`)
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
