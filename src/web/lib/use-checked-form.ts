import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { FieldErrors, FormCheck } from './form-check';

type Check<Values> = (form: HTMLFormElement) => FormCheck<Values>;

/**
 * A form's check (form-check.ts: its zod schema), here from the start (`current`), or loaded
 * when the form is first used so a server-rendered page paints and hydrates without the schema
 * library: `load` fetches it and sets `current`, and is called again after a failure.
 * (features/auth/lib/form-schemas.ts)
 */
export interface FormChecker<Values> {
  current?: Check<Values>;
  load: () => Promise<Check<Values>>;
}

/**
 * A form checked by a zod schema without keeping its fields in state: the values are read from
 * the form itself, so what was typed before the page hydrated counts. Nothing is checked until
 * the first submit; from then on every change re-checks, so a fixed field loses its message.
 * A refused submit moves focus to the first field at fault.
 *
 * A check not yet here is fetched when the form is first focused or submitted, and the submit
 * is checked once it is here, with the same rules and messages.
 */
export function useCheckedForm<Values>(checker: FormChecker<Values>) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [loadFailed, setLoadFailed] = useState(false);
  const submitted = useRef(false);

  function check(run: Check<Values>, form: HTMLFormElement, focus: boolean) {
    const result = run(form);
    const found = 'errors' in result ? result.errors : {};
    setErrors(found);
    const first = Object.keys(found)[0];
    if (focus && first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    return 'values' in result ? result.values : undefined;
  }

  return {
    errors,
    /** Set when the check could not be fetched: the form says so instead of doing nothing. */
    loadError: loadFailed
      ? 'Could not reach the server. Check your connection and try again.'
      : undefined,
    /** Props for the <form>: the browser's own checks are off, the schema's are on. */
    formProps: {
      noValidate: true,
      onFocus: () => {
        if (!checker.current) checker.load().catch(() => {});
      },
      onChange: (event: ChangeEvent<HTMLFormElement>) => {
        if (submitted.current && checker.current)
          check(checker.current, event.currentTarget, false);
      },
    },
    /** A submit handler that calls `onValid` with the parsed values, or shows what is wrong. */
    onSubmit: (onValid: (values: Values) => void) => (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      submitted.current = true;
      const form = event.currentTarget;
      const submit = (run: Check<Values>) => {
        setLoadFailed(false);
        const values = check(run, form, true);
        if (values !== undefined) onValid(values);
      };
      // At once when the check is here; else once it is.
      if (checker.current) submit(checker.current);
      else checker.load().then(submit, () => setLoadFailed(true));
    },
  };
}
