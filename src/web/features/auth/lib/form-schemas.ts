import type { emailOnlySchema, signupSchema } from '@/shared/auth';
import type { LazySchema } from '@/web/lib/use-checked-form';
import type { passwordFormSchema } from './password-form-schema';

// The sign-in and sign-up forms' schemas, loaded when a form is first focused or submitted:
// the pages the server renders paint and hydrate without the schema library.

export const emailOnlyForm: LazySchema<typeof emailOnlySchema> = {
  load: async () => (await import('@/shared/auth')).emailOnlySchema,
};

export const signupForm: LazySchema<typeof signupSchema> = {
  load: async () => (await import('@/shared/auth')).signupSchema,
};

export const passwordForm: LazySchema<typeof passwordFormSchema> = {
  load: async () => (await import('./password-form-schema')).passwordFormSchema,
};
