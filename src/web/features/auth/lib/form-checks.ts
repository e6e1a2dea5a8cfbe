import { emailOnlySchema, signupSchema } from '@/shared/auth';
import { formCheck } from '@/web/lib/form-check';
import { passwordFormSchema } from './password-form-schema';

// The sign-in and sign-up forms' checks, each by its form's shared schema: loaded with what the
// forms need once used (../on-use.ts), through form-schemas.ts.

export const emailOnlyCheck = formCheck(emailOnlySchema);
export const signupCheck = formCheck(signupSchema);
export const passwordFormCheck = formCheck(passwordFormSchema);
