import type { emailOnlySchema, signupSchema } from '@/shared/auth';
import type { LazySchema } from '@/web/lib/use-checked-form';
import type { passwordFormSchema } from './password-form-schema';
import { loadOnUse } from './load-on-use';

// The sign-in and sign-up forms' schemas, loaded when a form is first focused or submitted:
// the pages the server renders paint and hydrate without the schema library.

export const emailOnlyForm: LazySchema<typeof emailOnlySchema> = {
  load: async () => (await loadOnUse()).emailOnlySchema,
};

export const signupForm: LazySchema<typeof signupSchema> = {
  load: async () => (await loadOnUse()).signupSchema,
};

export const passwordForm: LazySchema<typeof passwordFormSchema> = {
  load: async () => (await loadOnUse()).passwordFormSchema,
};
