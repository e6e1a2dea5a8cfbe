import { useId, useState, type ReactNode } from 'react';
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
 * tries again). The address in the sign-in form when the reset form takes its place goes with
 * it: typed while the code loaded (a slow phone, a busy machine), it would otherwise be lost.
 */
export function LoginFrame({ children }: { children: (openForgot: () => void) => ReactNode }) {
  const signedInElsewhere = useAuthEventSeen('signed-in');
  const [forgot, setForgot] = useState<{ email: string }>();
  const frame = useId();
  if (signedInElsewhere) return <SignedInElsewhere />;
  if (forgot) return <ForgotPassword email={forgot.email} onClose={() => setForgot(undefined)} />;
  const typedEmail = () =>
    document
      .getElementById(frame)
      ?.querySelector<HTMLInputElement>('input[name="email"]')
      ?.value.trim() ?? '';
  return (
    <div id={frame} className="contents">
      {children(
        () =>
          void loadForgotPassword().then(
            () => setForgot({ email: typedEmail() }),
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
