import type { z } from 'zod';
import type { FormSchema } from '@/web/lib/use-checked-form';
import { loadOnUse } from './load-on-use';

// The sign-in and sign-up forms' schemas, loaded with what the forms need once used
// (../on-use.ts) when a form is first focused or submitted: the pages the server renders paint
// and hydrate without the schema library.

type OnUse = Awaited<ReturnType<typeof loadOnUse>>;

/** The schema `pick` takes from ../on-use.ts, kept once it is here. */
function schemaOnUse<Schema extends z.ZodType>(pick: (onUse: OnUse) => Schema) {
  const schema: FormSchema<Schema> = {
    load: async () => (schema.current = pick(await loadOnUse())),
  };
  return schema;
}

export const emailOnlyForm = schemaOnUse((onUse) => onUse.emailOnlySchema);
export const signupForm = schemaOnUse((onUse) => onUse.signupSchema);
export const passwordForm = schemaOnUse((onUse) => onUse.passwordFormSchema);
