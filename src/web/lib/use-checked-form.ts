import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from 'zod';

type FieldErrors = Partial<Record<string, string>>;

/**
 * A form's schema, here from the start (`current`), or loaded when the form is first used so a
 * server-rendered page paints and hydrates without the schema library: `load` fetches it and
 * sets `current`, and is called again after a failure. (features/auth/lib/form-schemas.ts)
 */
export interface FormSchema<Schema extends z.ZodType> {
  current?: Schema;
  load: () => Promise<Schema>;
}

/**
 * A form checked by a zod schema without keeping its fields in state: the values are read from
 * the form itself, so what was typed before the page hydrated counts. Nothing is checked until
 * the first submit; from then on every change re-checks, so a fixed field loses its message.
 * A refused submit moves focus to the first field at fault.
 *
 * A schema not yet here is fetched when the form is first focused or submitted, and the submit
 * is checked once it is here, with the same rules and messages.
 */
export function useCheckedForm<Schema extends z.ZodType>(schema: FormSchema<Schema>) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [loadFailed, setLoadFailed] = useState(false);
  const submitted = useRef(false);

  function check(
    checker: Schema,
    form: HTMLFormElement,
    focus: boolean,
  ): z.output<Schema> | undefined {
    const parsed = checker.safeParse(Object.fromEntries(new FormData(form)));
    if (parsed.success) {
      setErrors({});
      return parsed.data;
    }
    const found: FieldErrors = {};
    for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
    setErrors(found);
    const first = Object.keys(found)[0];
    if (focus && first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    return undefined;
  }

  return {
    errors,
    /** Set when the schema could not be fetched: the form says so instead of doing nothing. */
    loadError: loadFailed
      ? 'Could not reach the server. Check your connection and try again.'
      : undefined,
    /** Props for the <form>: the browser's own checks are off, the schema's are on. */
    formProps: {
      noValidate: true,
      onFocus: () => {
        if (!schema.current) schema.load().catch(() => {});
      },
      onChange: (event: ChangeEvent<HTMLFormElement>) => {
        if (submitted.current && schema.current) check(schema.current, event.currentTarget, false);
      },
    },
    /** A submit handler that calls `onValid` with the parsed values, or shows what is wrong. */
    onSubmit:
      (onValid: (values: z.output<Schema>) => void) => (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        submitted.current = true;
        const form = event.currentTarget;
        if (schema.current) {
          const values = check(schema.current, form, true);
          if (values !== undefined) onValid(values);
          return;
        }
        schema.load().then(
          (loadedSchema) => {
            setLoadFailed(false);
            const values = check(loadedSchema, form, true);
            if (values !== undefined) onValid(values);
          },
          () => setLoadFailed(true),
        );
      },
  };
}
