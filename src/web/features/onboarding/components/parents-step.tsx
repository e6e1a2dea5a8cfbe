import { Plus } from 'lucide-react';
import { useLayoutEffect, useId, useState, type ReactNode } from 'react';
import { useFieldArray } from 'react-hook-form';
import { familyMessages, MAX_PARENTS } from '@/shared/family';
import type { ParentDto } from '@/shared/parents';
import { onboardingCopy } from '@/shared/onboarding-copy';
import { Button } from '@/web/components/ui/button';
import { useParents } from '@/web/lib/api/parents';
import { useSaveParents } from '../api/save-parents';
import { clearDraft, readDraft } from '../lib/local-progress';
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
import { RowSaveErrorMessage } from './row-save-error';
import { StepActions } from './step-actions';
import { StepLoading } from './step-loading';
import { useWizard } from './wizard-context';

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
  const wizard = useWizard();
  const save = useSaveParents();
  const [saveError, setSaveError] = useState<ReactNode>();
  const addHintId = useId();
  const addId = useId();
  // After a removal, focus goes to Add parent rather than being lost with the card.
  const [removals, setRemovals] = useState(0);
  useLayoutEffect(() => {
    if (removals) document.getElementById(addId)?.focus();
  }, [removals, addId]);
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
      onSubmit={form.handleSubmit(async ({ parents }) => {
        setSaveError(undefined);
        try {
          await save.mutateAsync({
            rows: parents.map(({ savedId, ...input }) => ({ id: savedId, input })),
            saved,
            onCreated: (index, id) => form.setValue(`parents.${index}.savedId`, id),
          });
          clearDraft('parents');
          await wizard.finish();
        } catch (error) {
          setSaveError(<RowSaveErrorMessage error={error} rows={parents} noun="Parent" />);
        }
      })}
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
          onRemove={
            list.fields.length > 1
              ? () => {
                  list.remove(index);
                  setRemovals((count) => count + 1);
                }
              : undefined
          }
        />
      ))}
      <div className="flex flex-col items-start gap-1.5">
        <Button
          id={addId}
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
      <StepActions error={saveError} busy={form.formState.isSubmitting} />
    </form>
  );
}
