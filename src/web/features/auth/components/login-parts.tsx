import { EmailField } from './email-field';
import { useState, type ReactNode } from 'react';
import { signInMessages } from '@/shared/auth-messages';
import { Button } from '@/web/components/ui/button';
import { Notice } from '@/web/components/ui/notice';
import { ApiError } from '@/web/lib/api-error';
import { useCheckedForm } from '@/web/lib/use-checked-form';
import { useRequest } from '@/web/lib/use-request';
import { requestPasswordReset } from '../api/auth-requests-on-use';
import { emailOnlyForm } from '../lib/form-schemas';
import type { SignInMethod } from '../lib/sign-in-method';
import { useAuthEventSeen } from '../lib/use-auth-event';
import { SignedInElsewhere } from './shown-later';

// What /login's two forms (magic link, password) share: each is an island of its own, so the
// page loads only the form it shows.

export const messageOf = (error: unknown) =>
  error instanceof ApiError ? error.message : signInMessages.unexpected;

/** A refusal the server explained (a 4xx), as opposed to a failure or no answer at all. */
export const refusal = (error: unknown) =>
  error instanceof ApiError && error.status !== 0 && error.status < 500 ? error : undefined;

/**
 * /login's frame around a sign-in form: once another tab has signed in, a note that says so;
 * "Forgot password?" opens the reset form in its place.
 */
export function LoginFrame({ children }: { children: (openForgot: () => void) => ReactNode }) {
  const signedInElsewhere = useAuthEventSeen('signed-in');
  const [forgotOpen, setForgotOpen] = useState(false);
  if (signedInElsewhere) return <SignedInElsewhere />;
  if (forgotOpen) return <ForgotPassword onClose={() => setForgotOpen(false)} />;
  return children(() => setForgotOpen(true));
}

/** Below either sign-in form: switch method, forgot password, or sign up. */
export function OtherWays({
  switchTo,
  onForgot,
}: {
  switchTo: SignInMethod;
  onForgot: () => void;
}) {
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
      <EmailField error={form.errors.email} />
      {form.loadError && <Notice tone="error">{form.loadError}</Notice>}
      {failure !== undefined && (
        <Notice tone="error">
          {failure instanceof ApiError && failure.status !== 0
            ? failure.message
            : signInMessages.forgotUnexpected}
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
