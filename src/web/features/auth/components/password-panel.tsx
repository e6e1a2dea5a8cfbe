import { EmailField } from './email-field';
import { useState } from 'react';
import { signInMessages } from '@/shared/auth-messages';
import { Button } from '@/web/components/ui/button';
import { Notice } from '@/web/components/ui/notice';
import { ApiError } from '@/web/lib/api-error';
import { useCheckedForm } from '@/web/lib/use-checked-form';
import { useHydrated } from '@/web/lib/use-hydrated';
import { useRequest } from '@/web/lib/use-request';
import { sendMagicLink, signInWithPassword } from '../api/auth-requests-on-use';
import { announceAuthEvent } from '../lib/auth-broadcast';
import { passwordForm } from '../lib/form-schemas';
import { LoginFrame, OtherWays } from './login-parts';
import { PasswordField } from './password-field';

/** /login?method=password's form, and its way to the others; the page's island. */
export function PasswordPanel() {
  return <LoginFrame>{(onForgot) => <PasswordSignIn onForgot={onForgot} />}</LoginFrame>;
}

/** A refusal the server explained (a 4xx), as opposed to a failure or no answer at all. */
const refusal = (error: unknown) =>
  error instanceof ApiError && error.status !== 0 && error.status < 500 ? error : undefined;

/** Signs in, tells the other tabs, and opens the dashboard. */
async function signInAndOpenDashboard(input: { email: string; password: string }) {
  await signInWithPassword(input);
  announceAuthEvent('signed-in');
  window.location.assign('/dashboard');
}

function PasswordSignIn({ onForgot }: { onForgot: () => void }) {
  const form = useCheckedForm(passwordForm);
  const hydrated = useHydrated();
  const [email, setEmail] = useState('');
  const signIn = useRequest(signInAndOpenDashboard);
  const resend = useRequest(sendMagicLink);

  const failure = signIn.status === 'error' ? signIn.error : undefined;
  // The same words for a wrong password and an unknown address (docs/product.md §1).
  const incorrect = failure instanceof ApiError && failure.status === 401;
  const refused = refusal(failure);
  const resendRefused = resend.status === 'error' ? refusal(resend.error) : undefined;

  return (
    <>
      <form
        {...form.formProps}
        onSubmit={form.onSubmit((values) => {
          resend.reset();
          setEmail(values.email);
          signIn.run(values);
        })}
        className="flex flex-col gap-4"
      >
        <EmailField error={form.errors.email} />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          error={form.errors.password}
        />
        {failure !== undefined &&
          (incorrect ? (
            <Notice tone="error">{signInMessages.passwordIncorrect}</Notice>
          ) : refused ? (
            <Notice tone="error">
              <p>{refused.message}</p>
              <p className="text-sm">{signInMessages.confirmHint}</p>
              <Button
                variant="secondary"
                busy={resend.status === 'pending'}
                onClick={() => resend.run(email)}
              >
                Resend Confirmation
              </Button>
            </Notice>
          ) : (
            <Notice tone="error">{signInMessages.unexpected}</Notice>
          ))}
        {resend.status === 'success' && (
          <Notice tone="success">{signInMessages.resendSuccess}</Notice>
        )}
        {resend.status === 'error' && (
          <Notice tone="error">
            {resendRefused
              ? signInMessages.resendFailed(resendRefused.message)
              : signInMessages.resendUnexpected}
          </Notice>
        )}
        {form.loadError && <Notice tone="error">{form.loadError}</Notice>}
        {/* Busy from the press until the dashboard has opened. */}
        <Button
          type="submit"
          busy={signIn.status === 'pending' || signIn.status === 'success'}
          disabled={!hydrated}
        >
          Sign In
        </Button>
      </form>
      <OtherWays switchTo="magic-link" onForgot={onForgot} />
    </>
  );
}
