import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from 'zod';

type FieldErrors = Partial<Record<string, string>>;

/**
 * A form checked by a zod schema without keeping its fields in state: the values are read from
 * the form itself, so what was typed before the page hydrated counts. Nothing is checked until
 * the first submit; from then on every change re-checks, so a fixed field loses its message.
 * A refused submit moves focus to the first field at fault.
 */
export function useCheckedForm<Schema extends z.ZodType>(schema: Schema) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const submitted = useRef(false);

  function check(form: HTMLFormElement, focus: boolean): z.output<Schema> | undefined {
    const parsed = schema.safeParse(Object.fromEntries(new FormData(form)));
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
    /** Props for the <form>: the browser's own checks are off, the schema's are on. */
    formProps: {
      noValidate: true,
      onChange: (event: ChangeEvent<HTMLFormElement>) => {
        if (submitted.current) check(event.currentTarget, false);
      },
    },
    /** A submit handler that calls `onValid` with the parsed values, or shows what is wrong. */
    onSubmit:
      (onValid: (values: z.output<Schema>) => void) => (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        submitted.current = true;
        const values = check(event.currentTarget, true);
        if (values !== undefined) onValid(values);
      },
  };
}
