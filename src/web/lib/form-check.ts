import type { z } from 'zod';

// Apart from use-checked-form.ts, which keeps a form's messages: this is the part that uses the
// schema library, so a form whose schema loads on use (features/auth/lib/form-schemas.ts) loads
// it with the schema, not with the page.

/** A message per field at fault, by the field's name. */
export type FieldErrors = Partial<Record<string, string>>;

/** A form's fields checked: the values its schema parsed, or each faulty field's first message. */
export type FormCheck<Values> = { values: Values } | { errors: FieldErrors };

/** Checks a form by `schema`, reading the fields from the form itself. */
export const formCheck =
  <Schema extends z.ZodType>(schema: Schema) =>
  (form: HTMLFormElement): FormCheck<z.output<Schema>> => {
    const parsed = schema.safeParse(Object.fromEntries(new FormData(form)));
    if (parsed.success) return { values: parsed.data };
    const errors: FieldErrors = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
    return { errors };
  };
