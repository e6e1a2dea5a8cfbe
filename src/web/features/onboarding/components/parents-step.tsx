import { Plus } from 'lucide-react';
import { useId } from 'react';
import { useFieldArray } from 'react-hook-form';
import { familyMessages, MAX_PARENTS } from '@/shared/family';
import type { ParentDto } from '@/shared/parents';
import { onboardingCopy } from '@/shared/onboarding-copy';
import { Button } from '@/web/components/ui/button';
import { useParents } from '@/web/lib/api/parents';
import { useSaveParents } from '../api/save-parents';
import { readDraft } from '../lib/local-progress';
import {
  emptyParent,
  oldestFirst,
  parentDraftOf,
  parentRow,
  useParentsForm,
  withKnownIds,
  type ParentDraft,
  type ParentsForm,
} from '@/web/lib/family/parent-draft';
import { useDraft } from '../lib/use-draft';
import { useFocusFirstError } from '../lib/use-focus-first-error';
import { ParentCard } from '@/web/components/family/parent-card';
import { usePersonListStep } from './person-list-step';
import { StepActions } from './step-actions';
import { StepLoading } from './step-loading';

/** Step 2a: up to four parents, each with their check-in time and message style. */
export function ParentsStep() {
  const parents = useParents();
  if (parents.isPending) return <StepLoading />;
  if (parents.isError)
    return <StepLoading error={parents.error} onRetry={() => void parents.refetch()} />;
  const saved = oldestFirst(parents.data);
  const initial =
    withKnownIds(
      readDraft<ParentsForm>('parents')?.parents,
      saved.map((parent) => parent.id),
    ) ?? (saved.length ? saved.map(parentDraftOf) : [emptyParent()]);
  return <ParentsEditor saved={saved} initial={initial} />;
}

function ParentsEditor({ saved, initial }: { saved: ParentDto[]; initial: ParentDraft[] }) {
  const save = useSaveParents();
  const step = usePersonListStep('parents', 'Parent');
  const addHintId = useId();
  const form = useParentsForm(initial, { shouldFocusError: false });
  const formRef = useFocusFirstError(form);
  useDraft('parents', form);
  const list = useFieldArray({ control: form.control, name: 'parents' });
  const atLimit = list.fields.length >= MAX_PARENTS;

  return (
    <form
      ref={formRef}
      noValidate
      className="flex flex-col gap-6"
      onSubmit={form.handleSubmit(({ parents }) =>
        step.save(parents, () =>
          save.mutateAsync({
            rows: parents.map(({ savedId, ...input }) => ({ id: savedId, input })),
            saved,
            onCreated: (index, id) => form.setValue(`parents.${index}.savedId`, id),
          }),
        ),
      )}
    >
      <p className="text-muted-fg">
        Add the people you want a daily check-in text for, up to {MAX_PARENTS}.
      </p>
      {list.fields.map((field, index) => (
        <ParentCard
          key={field.id}
          index={index}
          control={form.control}
          row={parentRow(form, index)}
          onRemove={step.removeOf(list.fields.length, () => list.remove(index))}
        />
      ))}
      <div className="flex flex-col items-start gap-1.5">
        <Button
          id={step.addId}
          variant="secondary"
          disabled={atLimit}
          aria-describedby={atLimit ? addHintId : undefined}
          onClick={() => list.append(emptyParent())}
        >
          <Plus aria-hidden="true" className="size-4" />
          {onboardingCopy.addParent}
        </Button>
        {atLimit && (
          <p id={addHintId} className="text-muted-fg">
            {familyMessages.tooManyParents}
          </p>
        )}
      </div>
      <StepActions error={step.saveError} busy={form.formState.isSubmitting} />
    </form>
  );
}
