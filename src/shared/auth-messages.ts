// Apart from the schemas in auth.ts (and from the rest of its messages), so the server-rendered
// sign-in and sign-up pages can show these words without loading the schema library or the
// messages of the app's other sign-in screens.

import { unexpectedMessage } from './unexpected-message';

/** What the sign-in and sign-up forms say after the server has answered. */
export const signInMessages = {
  /** docs/product.md §1: the same words whether the address or the password was wrong. */
  passwordIncorrect: 'Email or password is incorrect.',
  confirmHint: 'If you recently signed up, you may need to confirm your email address first...',
  unexpected: unexpectedMessage,
  resendSuccess:
    'Confirmation email sent! Please check your inbox and spam folder, then try logging in again after confirming your email.',
  resendFailed: (message: string) => `Failed to resend confirmation email: ${message}`,
  resendUnexpected: 'An unexpected error occurred while resending the confirmation email.',
  signupResendFailed: 'Failed to resend confirmation.',
  forgotUnexpected: 'An unexpected error occurred',
} as const;
