import { z } from './zod';
import { emailAddress } from './email-address';
import { isSingleLine, singleLineMessage } from './text';
import { signInMessages } from './auth-messages';

/** Sign-in, sign-up and password rules with the specification's exact messages. */
export const authMessages = {
  emailBlank: 'Please enter your email address',
  displayNameRequired: 'Display name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email',
  passwordTooShort: 'Password must be at least 8 characters long',
  passwordTooWeak: 'Password must contain uppercase, lowercase, numbers, and special characters',
  passwordsDiffer: 'Passwords do not match',
  passwordHint: 'Must be 8+ characters with uppercase, lowercase, numbers, and special characters',
  passwordCommon:
    'This password is too easy to guess: it is a common password, or close to one that has leaked. Please choose another.',
  callbackMissingCode: 'Invalid callback URL. Missing authentication code.',
  callbackExchangeFailed: (message: string) => `Failed to confirm email: ${message}`,
  /** docs/product.md §1: a used or expired link says so and offers a new one. */
  linkExpiredOrUsed:
    'This sign-in link has expired or has already been used. We can send you a new one.',
  newLinkSent: 'We sent you a new link. It works once, for 10 minutes.',
  callbackUnexpected: (message: string) => `An unexpected error occurred: ${message}`,
  callbackSuccess: 'Email confirmed successfully! Redirecting to dashboard...',
  resetInvalidLink: 'This password reset link is invalid or has expired. Please request a new one.',
  resetCodeRejected: 'Invalid or expired recovery code. Please request a new password reset.',
  resetExchangeFailed: 'An error occurred during password reset. Please try again.',
  resetNoCode: 'Invalid or expired recovery link. Please request a new password reset.',
  resetUnexpected: (message: string) => `An unexpected error occurred: ${message}`,
  tooManyRequests: 'Too many attempts. Please wait a little while and try again.',
  loadUserFailed: 'Failed to load user information',
  ...signInMessages,
} as const;

/** The e-mail for a magic link, a resend or a password reset. */
export const emailOnlySchema = z.object({
  email: emailAddress({ required: authMessages.emailBlank, invalid: authMessages.emailInvalid }),
});

export const signupSchema = z.object({
  displayName: z
    .string({ error: authMessages.displayNameRequired })
    .trim()
    .min(1, authMessages.displayNameRequired)
    .max(100, 'Display name must be 100 characters or fewer')
    .refine(isSingleLine, singleLineMessage),
  email: emailAddress({ required: authMessages.emailRequired, invalid: authMessages.emailInvalid }),
  /** A referral code from the sign-up link (?ref=). */
  ref: z.string().trim().max(32).optional(),
});

export const passwordSignInSchema = emailOnlySchema.extend({
  password: z
    .string({ error: 'Please enter your password' })
    .min(1, 'Please enter your password')
    .max(256),
});

const specialCharacters = /[!@#$%^&*(),.?":{}|<>]/;

export const newPasswordSchema = z
  .string()
  .min(8, authMessages.passwordTooShort)
  .max(128, 'Password must be 128 characters or fewer')
  .refine(
    (password) =>
      /[A-Z]/.test(password) &&
      /[a-z]/.test(password) &&
      /\d/.test(password) &&
      specialCharacters.test(password),
    authMessages.passwordTooWeak,
  );

/** The reset form: the confirmation must match. */
export const resetFormSchema = z
  .object({ password: newPasswordSchema, confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    message: authMessages.passwordsDiffer,
    path: ['confirmPassword'],
  });

export const codeSchema = z.object({ code: z.string().trim().min(1).max(256) });

export const resetPasswordSchema = codeSchema.extend({ password: newPasswordSchema });

/** The signed-in owner, as every page sees them. */
export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  displayName: z.string(),
  firstName: z.string().nullable(),
  onboardingCompleted: z.boolean(),
  subscriptionStatus: z.string().nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** What signing in (a code exchange, a password) and finishing set-up answer. */
export const signedInResponse = z.object({ user: sessionUserSchema });
/** GET /api/session: null when nobody is signed in. */
export const sessionResponse = z.object({ user: sessionUserSchema.nullable() });
/** POST /api/session/reset-password/check */
export const resetCodeValidResponse = z.object({ valid: z.literal(true) });
