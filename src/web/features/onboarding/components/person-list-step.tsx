import { useId, useLayoutEffect, useState, type ReactNode } from 'react';
import type { OnboardingStep } from '@/shared/onboarding';
import { clearDraft } from '../lib/local-progress';
import { RowSaveErrorMessage } from './row-save-error';
import { useWizard } from './wizard-context';

interface NamedRow {
  firstName: string;
  lastName: string;
  nickname?: string;
}

/**
 * What the parents and the family members steps share: their cards' Remove sends focus to the
 * list's Add button (not lost with the card), and their save runs the rows' requests, forgets the
 * draft and moves the wizard on, or names the row the server refused.
 */
export function usePersonListStep(step: OnboardingStep, noun: string) {
  const wizard = useWizard();
  const [saveError, setSaveError] = useState<ReactNode>();
  const addId = useId();
  const [removals, setRemovals] = useState(0);
  useLayoutEffect(() => {
    if (removals) document.getElementById(addId)?.focus();
  }, [removals, addId]);
  return {
    /** The id of the list's Add button. */
    addId,
    saveError,
    /** A card's Remove: absent while it is the only one, which cannot be removed. */
    removeOf: (count: number, remove: () => void) =>
      count > 1
        ? () => {
            remove();
            setRemovals((removed) => removed + 1);
          }
        : undefined,
    save: async (rows: NamedRow[], saveRows: () => Promise<unknown>) => {
      setSaveError(undefined);
      try {
        await saveRows();
        clearDraft(step);
        await wizard.finish();
      } catch (error) {
        setSaveError(<RowSaveErrorMessage error={error} rows={rows} noun={noun} />);
      }
    },
  };
}
