import { Navigate, useSearchParams } from 'react-router';
import { useSession } from '@/web/lib/session';
import { useAuthEventSeen } from '../lib/use-auth-event';
import { signInMethodOf } from '../lib/sign-in-method';
import { LoginPage } from './login-page';
import { SignupPage } from './signup-page';

/**
 * Whether a signed-in owner should go on to the dashboard, as the server sends one who loads
 * /login or /signup. Not one who signed in from another tab just now: the page tells them so.
 */
function useSignedInHere() {
  const session = useSession();
  const signedInElsewhere = useAuthEventSeen('signed-in');
  return Boolean(session.data) && !signedInElsewhere;
}

/** /login inside the app (after signing out, or a signed-out visit to a protected page). */
export function LoginRoute() {
  const [searchParams] = useSearchParams();
  if (useSignedInHere()) return <Navigate to="/dashboard" replace />;
  return <LoginPage method={signInMethodOf(searchParams)} />;
}

/** /signup inside the app (a client-side navigation, or `npm run dev`). */
export function SignupRoute() {
  const [searchParams] = useSearchParams();
  if (useSignedInHere()) return <Navigate to="/dashboard" replace />;
  return <SignupPage referralCode={searchParams.get('ref')} />;
}
