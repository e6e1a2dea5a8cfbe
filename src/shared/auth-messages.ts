// Apart from the schemas in auth.ts, so the server-rendered sign-in and sign-up pages can show
// these words without loading the schema library until a form is used.

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
  /** PRODUCT.md §1: the same words whether the address or the password was wrong. */
  passwordIncorrect: 'Email or password is incorrect.',
  passwordCommon:
    'This password is too easy to guess: it is a common password, or close to one that has leaked. Please choose another.',
  confirmHint: 'If you recently signed up, you may need to confirm your email address first...',
  unexpected: 'An unexpected error occurred. Please try again.',
  resendSuccess:
    'Confirmation email sent! Please check your inbox and spam folder, then try logging in again after confirming your email.',
  resendFailed: (message: string) => `Failed to resend confirmation email: ${message}`,
  resendUnexpected: 'An unexpected error occurred while resending the confirmation email.',
  signupResendFailed: 'Failed to resend confirmation.',
  forgotUnexpected: 'An unexpected error occurred',
  callbackMissingCode: 'Invalid callback URL. Missing authentication code.',
  callbackExchangeFailed: (message: string) => `Failed to confirm email: ${message}`,
  /** PRODUCT.md §1: a used or expired link says so and offers a new one. */
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
} as const;
