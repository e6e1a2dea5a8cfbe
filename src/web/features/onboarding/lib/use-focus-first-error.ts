import { useEffect, useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * After a refused submit, focus the first field in error in the order the page shows them
 * (react-hook-form's own choice follows registration order, which differs in nested forms).
 * Use with `shouldFocusError: false`; put the ref on the form.
 */
export function useFocusFirstError<Form extends FieldValues, Output>(
  form: UseFormReturn<Form, unknown, Output>,
) {
  const formRef = useRef<HTMLFormElement>(null);
  const { submitCount, isSubmitSuccessful } = form.formState;
  useEffect(() => {
    if (submitCount === 0 || isSubmitSuccessful) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount, isSubmitSuccessful]);
  return formRef;
}
