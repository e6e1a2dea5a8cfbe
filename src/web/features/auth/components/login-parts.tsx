import { useRef, useState, type ReactNode, type SyntheticEvent } from 'react';
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
 * tries again). The address typed in the sign-in form goes with it, the last keystroke too:
 * typed while the reset form's code loaded (a slow phone, a busy machine), it was lost.
 */
export function LoginFrame({ children }: { children: (openForgot: () => void) => ReactNode }) {
  const signedInElsewhere = useAuthEventSeen('signed-in');
  const [forgotOpen, setForgotOpen] = useState(false);
  // The address as last typed in the sign-in form, kept past its unmounting: a keystroke can
  // land in it after "Forgot password?" was pressed and before the reset form has mounted.
  const typed = useRef('');
  // On each keystroke, and on leaving the field (what was typed before the page hydrated).
  const keepEmail = (event: SyntheticEvent) => {
    const field = event.target as HTMLInputElement;
    if (field.name === 'email') typed.current = field.value;
  };
  if (signedInElsewhere) return <SignedInElsewhere />;
  if (forgotOpen) return <ForgotPassword typed={typed} onClose={() => setForgotOpen(false)} />;
  return (
    <div className="contents" onInput={keepEmail} onBlur={keepEmail}>
      {children(
        () =>
          void loadForgotPassword().then(
            () => setForgotOpen(true),
            () => {},
          ),
      )}
    </div>
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
