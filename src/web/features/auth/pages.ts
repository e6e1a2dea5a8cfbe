// The sign-in pages, loaded together as one chunk when any of them is opened.
export { CallbackPage } from './components/callback-page';
export { LoginPage } from './components/login-page';
export { ResetPasswordPage } from './components/reset-password-page';
export { SignupPage } from './components/signup-page';
