// The signed-in frame (guards and layout), loaded only when a protected page is opened.
export { ProtectedLayout } from './protected-layout';
export { RequireAuth, RequireOnboarding } from './require-auth';
