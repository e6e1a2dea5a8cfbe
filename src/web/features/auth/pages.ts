// The sign-in pages, loaded together as one chunk when any of them is opened.
export { CallbackPage } from './components/callback-page';
export { LoginRoute, SignupRoute } from './components/sign-in-routes';
export { ResetPasswordPage } from './components/reset-password-page';
