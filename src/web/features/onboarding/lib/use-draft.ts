import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { OnboardingStep } from '@/shared/onboarding';
import { saveDraft } from './local-progress';

/** Keeps the form's unsaved values in local storage, so a reload does not lose the typing. */
export function useDraft<Form extends FieldValues, Output>(
  step: OnboardingStep,
  form: UseFormReturn<Form, unknown, Output>,
) {
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values }) => saveDraft(step, values),
      }),
    [form, step],
  );
}
