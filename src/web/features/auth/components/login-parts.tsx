import { useState, type ReactNode } from 'react';
import { loadOnUse } from '../lib/load-on-use';
import type { SignInMethod } from '../lib/sign-in-method';
import { useAuthEventSeen } from '../lib/use-auth-event';
import { shownLater, SignedInElsewhere } from './shown-later';

// What /login's two forms (magic link, password) share: each is an island of its own, so the
// page loads only the form it shows.

// With what the forms need once used (../on-use.ts): its own schema and request among it.
const loadForgotPassword = async () => (await loadOnUse()).ForgotPassword;
const ForgotPassword = shownLater(loadForgotPassword);

/**
 * /login's frame around a sign-in form: once another tab has signed in, a note that says so;
 * "Forgot password?" opens the reset form in its place once the form's code is here. The
 * sign-in form stays until then, and stays if the code could not be fetched (another click
 * tries again).
 */
export function LoginFrame({ children }: { children: (openForgot: () => void) => ReactNode }) {
  const signedInElsewhere = useAuthEventSeen('signed-in');
  const [forgotOpen, setForgotOpen] = useState(false);
  if (signedInElsewhere) return <SignedInElsewhere />;
  if (forgotOpen) return <ForgotPassword onClose={() => setForgotOpen(false)} />;
  return children(
    () =>
      void loadForgotPassword().then(
        () => setForgotOpen(true),
        () => {},
      ),
  );
}

/**
 * Below either sign-in form: switch method, or forgot password. ("New here? Sign up" is the
 * page's, outside the island: login-page.tsx.)
 */
export function OtherWays({
  switchTo,
  onForgot,
}: {
  switchTo: SignInMethod;
  onForgot: () => void;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <a
        href={switchTo === 'password' ? '/login?method=password' : '/login'}
        className="inline-flex min-h-11 items-center text-primary underline-offset-4 hover:underline"
      >
        {switchTo === 'password' ? 'Use Password' : 'Use Magic Link'}
      </a>
      <button
        type="button"
        onClick={onForgot}
        className="min-h-11 text-primary underline-offset-4 hover:underline"
      >
        Forgot password?
      </button>
    </div>
  );
}
