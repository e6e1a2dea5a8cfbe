import { useState } from 'react';
import { authMessages } from '../../../../shared/auth-messages';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-error';
import { useCheckedForm } from '../../../lib/use-checked-form';
import { useHydrated } from '../../../lib/use-hydrated';
import { useRequest } from '../../../lib/use-request';
import { requestPasswordReset, sendMagicLink, signInWithPassword } from '../api/auth-requests-on-use';
import { announceAuthEvent } from '../lib/auth-broadcast';
import type { SignInMethod } from '../lib/sign-in-method';
import { emailOnlyForm, passwordForm } from '../lib/form-schemas';
import { useAuthEventSeen } from '../lib/use-auth-event';
import { AuthLayout } from './auth-layout';
import { CheckEmailPanel } from './check-email-panel';
import { PasswordField } from './password-field';
import { SignedInElsewhere } from './signed-in-elsewhere';

const messageOf = (error: unknown) =>
  error instanceof ApiError ? error.message : authMessages.unexpected;

/** A refusal the server explained (a 4xx), as opposed to a failure or no answer at all. */
const refusal = (error: unknown) =>
  error instanceof ApiError && error.status !== 0 && error.status < 500 ? error : undefined;

/**
 * /login: a magic link by default, a password with ?method=password, and forgot-password.
 * The server renders it as a public page (no router, no query cache; links are plain anchors),
 * and the app shows the same component when it sends a signed-out visitor here.
 */
export function LoginPage({ method }: { method: SignInMethod }) {
  const signedInElsewhere = useAuthEventSeen('signed-in');
  const [forgotOpen, setForgotOpen] = useState(false);
  const usePassword = method === 'password';

  return (
    <AuthLayout
      title="Sign in"
      subtitle={
        usePassword
          ? 'Sign in with your email and password.'
          : "We'll email you a link that signs you in."
      }
    >
      {signedInElsewhere ? (
        <SignedInElsewhere />
      ) : forgotOpen ? (
        <ForgotPassword onClose={() => setForgotOpen(false)} />
      ) : usePassword ? (
        <PasswordSignIn onForgot={() => setForgotOpen(true)} />
      ) : (
        <MagicLinkSignIn onForgot={() => setForgotOpen(true)} />
      )}
      <p className="text-center text-sm text-muted-fg">
        By continuing you agree to our{' '}
        <a href="/terms" className="text-primary underline underline-offset-4">
          Terms of Service
        </a>{' '}
        and{' '}
        <a href="/privacy" className="text-primary underline underline-offset-4">
          Privacy Policy
        </a>
        .
      </p>
    </AuthLayout>
  );
}

/** Below either sign-in form: switch method, forgot password, or sign up. */
function OtherWays({ switchTo, onForgot }: { switchTo: SignInMethod; onForgot: () => void }) {
  return (
    <>
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
      <p className="text-center">
        New here?{' '}
        <a href="/signup" className="font-medium text-primary underline underline-offset-4">
          Sign up
        </a>
      </p>
    </>
  );
}

function MagicLinkSignIn({ onForgot }: { onForgot: () => void }) {
  const form = useCheckedForm(emailOnlyForm);
  const hydrated = useHydrated();
  const [address, setAddress] = useState('');
  const send = useRequest(sendMagicLink);
  const resend = useRequest(sendMagicLink);

  if (send.status === 'success') {
    return (
      <CheckEmailPanel email={address}>
        {resend.status === 'success' && <Notice tone="success">We sent you a new link.</Notice>}
        {resend.status === 'error' && <Notice tone="error">{messageOf(resend.error)}</Notice>}
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button
            variant="secondary"
            onClick={() => {
              send.reset();
              resend.reset();
            }}
          >
            Use a different email
          </Button>
          <Button
            variant="secondary"
            busy={resend.status === 'pending'}
            onClick={() => resend.run(address)}
          >
            Resend magic link
          </Button>
        </div>
      </CheckEmailPanel>
    );
  }

  return (
    <>
      <form
        {...form.formProps}
        onSubmit={form.onSubmit(({ email }) => {
          setAddress(email);
          send.run(email);
        })}
        className="flex flex-col gap-4"
      >
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          defaultValue={address}
          error={form.errors.email}
        />
        {form.loadError && <Notice tone="error">{form.loadError}</Notice>}
        {send.status === 'error' && <Notice tone="error">{messageOf(send.error)}</Notice>}
        <Button type="submit" busy={send.status === 'pending'} disabled={!hydrated}>
          Send Magic Link
        </Button>
      </form>
      <OtherWays switchTo="password" onForgot={onForgot} />
    </>
  );
}

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
  // The same words for a wrong password and an unknown address (PRODUCT.md §1).
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
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          error={form.errors.email}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          error={form.errors.password}
        />
        {failure !== undefined &&
          (incorrect ? (
            <Notice tone="error">{authMessages.passwordIncorrect}</Notice>
          ) : refused ? (
            <Notice tone="error">
              <p>{refused.message}</p>
              <p className="text-sm">{authMessages.confirmHint}</p>
              <Button
                variant="secondary"
                busy={resend.status === 'pending'}
                onClick={() => resend.run(email)}
              >
                Resend Confirmation
              </Button>
            </Notice>
          ) : (
            <Notice tone="error">{authMessages.unexpected}</Notice>
          ))}
        {resend.status === 'success' && (
          <Notice tone="success">{authMessages.resendSuccess}</Notice>
        )}
        {resend.status === 'error' && (
          <Notice tone="error">
            {resendRefused
              ? authMessages.resendFailed(resendRefused.message)
              : authMessages.resendUnexpected}
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

function ForgotPassword({ onClose }: { onClose: () => void }) {
  const form = useCheckedForm(emailOnlyForm);
  const request = useRequest(requestPasswordReset);

  if (request.status === 'success') {
    return (
      <div className="flex flex-col gap-4" role="status">
        <h2 className="text-xl font-semibold">Check your email</h2>
        <p className="text-muted-fg">
          If an account uses that address, we sent it a link to choose a new password. The link
          expires in 30 minutes.
        </p>
        <Button variant="secondary" onClick={onClose}>
          Back to Sign In
        </Button>
      </div>
    );
  }

  const failure = request.status === 'error' ? request.error : undefined;
  return (
    <form
      {...form.formProps}
      onSubmit={form.onSubmit(({ email }) => request.run(email))}
      className="flex flex-col gap-4"
    >
      <h2 className="text-xl font-semibold">Forgot your password?</h2>
      <p className="text-muted-fg">Enter your email and we'll send you a link to set a new one.</p>
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={form.errors.email}
      />
      {form.loadError && <Notice tone="error">{form.loadError}</Notice>}
      {failure !== undefined && (
        <Notice tone="error">
          {failure instanceof ApiError && failure.status !== 0
            ? failure.message
            : authMessages.forgotUnexpected}
        </Notice>
      )}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" busy={request.status === 'pending'}>
          Send Reset Link
        </Button>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
