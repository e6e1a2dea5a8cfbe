import { Plus } from 'lucide-react';
import { useFieldArray, useWatch } from 'react-hook-form';
import type { FamilyMemberDto } from '@/shared/family-members';
import type { ParentDto } from '@/shared/parents';
import { onboardingCopy } from '@/shared/onboarding-copy';
import { Button } from '@/web/components/ui/button';
import { Notice } from '@/web/components/ui/notice';
import { useFamilyMembers } from '@/web/lib/api/family-members';
import { useParents } from '@/web/lib/api/parents';
import { useSaveFamilyMembers } from '../api/save-family-members';
import {
  emptyFamilyMember,
  familyMemberDraftOf,
  familyMemberRow,
  useFamilyMembersForm,
  type FamilyMemberDraft,
  type FamilyMembersForm,
} from '@/web/lib/family/family-member-draft';
import { readDraft } from '../lib/local-progress';
import { oldestFirst, withKnownIds } from '@/web/lib/family/parent-draft';
import { useDraft } from '../lib/use-draft';
import { useFocusFirstError } from '../lib/use-focus-first-error';
import { FamilyMemberCard } from '@/web/components/family/family-member-card';
import { BackupContactsPart } from './backup-contacts-part';
import { FamilyPriceNote } from './family-price-note';
import { OwnerToldNote } from './owner-told-note';
import { usePersonListStep } from './person-list-step';
import { StepActions } from './step-actions';
import { StepLoading } from './step-loading';

/** Step 2b: the family members told how the parents are; at least one, no upper limit. */
export function FamilyMembersStep() {
  const parents = useParents();
  const members = useFamilyMembers();
  const failed = parents.error ?? members.error;
  if (failed)
    return (
      <StepLoading
        error={failed}
        onRetry={() => void Promise.all([parents.refetch(), members.refetch()])}
      />
    );
  if (!parents.data || !members.data) return <StepLoading />;
  if (parents.data.length === 0) return <NoParentsYet />;

  const saved = oldestFirst(members.data);
  const parentIds = oldestFirst(parents.data).map((parent) => parent.id);
  const drafts = withKnownIds(
    readDraft<FamilyMembersForm>('family-members')?.members,
    saved.map((member) => member.id),
  )?.map((draft) => ({
    ...draft,
    // A parent removed since the draft was typed is no longer a choice.
    parentIds: (draft.parentIds ?? []).filter((id) => parentIds.includes(id)),
  }));
  const initial =
    drafts ?? (saved.length ? saved.map(familyMemberDraftOf) : [emptyFamilyMember(parentIds)]);
  return (
    <FamilyMembersEditor saved={saved} parents={oldestFirst(parents.data)} initial={initial} />
  );
}

function NoParentsYet() {
  return (
    <>
      <Notice>Add a parent first, then the family members who hear about them.</Notice>
      <StepActions disabled />
    </>
  );
}

function FamilyMembersEditor({
  saved,
  parents,
  initial,
}: {
  saved: FamilyMemberDto[];
  parents: ParentDto[];
  initial: FamilyMemberDraft[];
}) {
  const save = useSaveFamilyMembers();
  const step = usePersonListStep('family-members', 'Family member');
  const form = useFamilyMembersForm(initial, { shouldFocusError: false });
  const formRef = useFocusFirstError(form);
  useDraft('family-members', form);
  const list = useFieldArray({ control: form.control, name: 'members' });
  const count = useWatch({ control: form.control, name: 'members' }).length;

  return (
    <form
      ref={formRef}
      noValidate
      className="flex flex-col gap-6"
      onSubmit={form.handleSubmit(({ members }) =>
        step.save(members, () =>
          save.mutateAsync({
            rows: members.map(({ savedId, ...input }) => ({ id: savedId, input })),
            saved,
            onCreated: (index, id) => form.setValue(`members.${index}.savedId`, id),
          }),
        ),
      )}
    >
      <p className="text-muted-fg">
        Family members get a note when a parent replies, and an alert if they need help or don’t
        answer.
      </p>
      <OwnerToldNote />
      <FamilyPriceNote parents={parents.length} familyMembers={count} />
      {list.fields.map((field, index) => (
        <FamilyMemberCard
          key={field.id}
          index={index}
          control={form.control}
          parents={parents}
          row={familyMemberRow(form, index)}
          onRemove={step.removeOf(list.fields.length, () => list.remove(index))}
        />
      ))}
      <div>
        <Button
          id={step.addId}
          variant="secondary"
          onClick={() => list.append(emptyFamilyMember(parents.map((parent) => parent.id)))}
        >
          <Plus aria-hidden="true" className="size-4" />
          {onboardingCopy.addFamilyMember}
        </Button>
      </div>
      <BackupContactsPart parents={parents} />
      <StepActions error={step.saveError} busy={form.formState.isSubmitting} />
    </form>
  );
}
