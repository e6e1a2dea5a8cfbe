import type { FamilyMemberDto } from '@/shared/family-members';
import type { ParentDto } from '@/shared/parents';
import { FamilyMemberCard } from '@/web/components/family/family-member-card';
import {
  familyMemberDraftOf,
  familyMemberRow,
  useFamilyMembersForm,
} from '@/web/lib/family/family-member-draft';
import { displayName } from '@/web/lib/family/labels';
import { useUpdateFamilyMember } from '../api/family-changes';
import { EditPersonDialog } from './edit-person-dialog';

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
  const form = useFamilyMembersForm([familyMemberDraftOf(member)]);
  return (
    <EditPersonDialog
      name={displayName(member)}
      form={form}
      save={({ members: [edited] }) => {
        const { savedId: _savedId, ...input } = edited!;
        return update.mutateAsync({ id: member.id, input });
      }}
      onClose={onClose}
    >
      <FamilyMemberCard
        index={0}
        control={form.control}
        parents={parents}
        row={familyMemberRow(form, 0)}
      />
    </EditPersonDialog>
  );
}
