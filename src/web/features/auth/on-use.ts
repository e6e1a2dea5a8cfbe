// What the sign-in and sign-up forms need only once they are used, in one module loaded then
// (lib/load-on-use.ts), when a form is first focused or sent: the checks by its schema, the
// requests it sends (with the API client and the schema library) and what it shows after an
// answer, a click (the forgot-password form) or another tab's news. One load rather than one
// per piece: a used form needs them all, and each piece loaded apart cost every page that
// shows a form a loader of its own.
export { emailOnlyCheck, passwordFormCheck, signupCheck } from './lib/form-checks';
export {
  requestPasswordReset,
  sendMagicLink,
  signInWithPassword,
  signUp,
} from './api/auth-requests';
export { ForgotPassword } from './components/forgot-password';
export { MagicLinkSent } from './components/magic-link-sent';
export { SignedInElsewhere } from './components/signed-in-elsewhere';
export { SignupSent } from './components/signup-sent';
