import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { authMessages, emailOnlySchema } from '../../../../shared/auth';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { requestPasswordReset, sendMagicLink, usePasswordSignIn } from '../api/auth-requests';
import { useSession } from '../../../lib/session';
import { useAuthEventSeen } from '../lib/use-auth-event';
import { AuthLayout } from './auth-layout';
import { CheckEmailPanel } from './check-email-panel';
import { PasswordField } from './password-field';
import { SignedInElsewhere } from './signed-in-elsewhere';

type EmailForm = z.input<typeof emailOnlySchema>;
const passwordFormSchema = emailOnlySchema.extend({
  password: z.string().min(1, 'Please enter your password'),
});
type PasswordForm = z.input<typeof passwordFormSchema>;

const messageOf = (error: unknown) =>
  error instanceof ApiError ? error.message : authMessages.unexpected;

/** /login: a magic link by default, a password with ?method=password, and forgot-password. */
export function LoginPage() {
  const [searchParams] = useSearchParams();
  const session = useSession();
  const signedInElsewhere = useAuthEventSeen('signed-in');
  const [forgotOpen, setForgotOpen] = useState(false);
  const usePassword = searchParams.get('method') === 'password';

  if (session.data && !signedInElsewhere) return <Navigate to="/dashboard" replace />;

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
        <Link to="/terms" className="text-primary underline underline-offset-4">
          Terms of Service
        </Link>{' '}
        and{' '}
        <Link to="/privacy" className="text-primary underline underline-offset-4">
          Privacy Policy
        </Link>
        .
      </p>
    </AuthLayout>
  );
}

function SignUpPrompt() {
  return (
    <p className="text-center">
      New here?{' '}
      <Link to="/signup" className="font-medium text-primary underline underline-offset-4">
        Sign up
      </Link>
    </p>
  );
}

/** Below either sign-in form: switch method, forgot password, or sign up. */
function OtherWays({
  switchTo,
  onForgot,
}: {
  switchTo: 'password' | 'magic-link';
  onForgot: () => void;
}) {
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Link
          to={switchTo === 'password' ? '/login?method=password' : '/login'}
          className="inline-flex min-h-11 items-center text-primary underline-offset-4 hover:underline"
        >
          {switchTo === 'password' ? 'Use Password' : 'Use Magic Link'}
        </Link>
        <button
          type="button"
          onClick={onForgot}
          className="min-h-11 text-primary underline-offset-4 hover:underline"
        >
          Forgot password?
        </button>
      </div>
      <SignUpPrompt />
    </>
  );
}

function MagicLinkSignIn({ onForgot }: { onForgot: () => void }) {
  const [sentTo, setSentTo] = useState<string>();
  const form = useForm<EmailForm>({
    resolver: zodResolver(emailOnlySchema),
    defaultValues: { email: '' },
  });
  const send = useMutation({ mutationFn: (email: string) => sendMagicLink(email) });
  const resend = useMutation({ mutationFn: (email: string) => sendMagicLink(email) });

  const submit = form.handleSubmit(async ({ email }) => {
    const address = email.trim();
    await send.mutateAsync(address).then(
      () => setSentTo(address),
      () => {},
    );
  });

  if (sentTo) {
    return (
      <CheckEmailPanel email={sentTo}>
        {resend.isSuccess && <Notice tone="success">We sent you a new link.</Notice>}
        {resend.isError && <Notice tone="error">{messageOf(resend.error)}</Notice>}
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button
            variant="secondary"
            onClick={() => {
              send.reset();
              resend.reset();
              setSentTo(undefined);
            }}
          >
            Use a different email
          </Button>
          <Button variant="secondary" busy={resend.isPending} onClick={() => resend.mutate(sentTo)}>
            Resend magic link
          </Button>
        </div>
      </CheckEmailPanel>
    );
  }

  return (
    <>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          error={form.formState.errors.email?.message}
          {...form.register('email')}
        />
        {send.isError && <Notice tone="error">{messageOf(send.error)}</Notice>}
        <Button type="submit" busy={send.isPending}>
          Send Magic Link
        </Button>
      </form>
      <OtherWays switchTo="password" onForgot={onForgot} />
    </>
  );
}

function PasswordSignIn({ onForgot }: { onForgot: () => void }) {
  const form = useForm<PasswordForm>({
    resolver: zodResolver(passwordFormSchema),
    defaultValues: { email: '', password: '' },
  });
  const signIn = usePasswordSignIn();
  const resend = useMutation({ mutationFn: (email: string) => sendMagicLink(email) });

  const failure = signIn.error;
  const noAccount =
    failure instanceof ApiError && /invalid login credentials/i.test(failure.message);

  if (signIn.isSuccess) return <Navigate to="/dashboard" replace />;

  return (
    <>
      <form
        onSubmit={form.handleSubmit(async (values) => {
          resend.reset();
          await signIn
            .mutateAsync({ email: values.email.trim(), password: values.password })
            .catch(() => {});
        })}
        noValidate
        className="flex flex-col gap-4"
      >
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          error={form.formState.errors.email?.message}
          {...form.register('email')}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          error={form.formState.errors.password?.message}
          {...form.register('password')}
        />
        {failure &&
          (noAccount ? (
            <Notice tone="error">
              <p>{authMessages.noAccount}</p>
              <Link to="/signup" className="font-medium text-primary underline underline-offset-4">
                Create Account
              </Link>
            </Notice>
          ) : failure instanceof ApiError && failure.status !== 0 && failure.status < 500 ? (
            <Notice tone="error">
              <p>{failure.message}</p>
              <p className="text-sm">{authMessages.confirmHint}</p>
              <Button
                variant="secondary"
                busy={resend.isPending}
                onClick={() => resend.mutate(form.getValues('email').trim())}
              >
                Resend Confirmation
              </Button>
            </Notice>
          ) : (
            <Notice tone="error">{authMessages.unexpected}</Notice>
          ))}
        {resend.isSuccess && <Notice tone="success">{authMessages.resendSuccess}</Notice>}
        {resend.isError && (
          <Notice tone="error">
            {resend.error instanceof ApiError && resend.error.status !== 0
              ? authMessages.resendFailed(resend.error.message)
              : authMessages.resendUnexpected}
          </Notice>
        )}
        <Button type="submit" busy={signIn.isPending}>
          Sign In
        </Button>
      </form>
      <OtherWays switchTo="magic-link" onForgot={onForgot} />
    </>
  );
}

function ForgotPassword({ onClose }: { onClose: () => void }) {
  const form = useForm<EmailForm>({
    resolver: zodResolver(emailOnlySchema),
    defaultValues: { email: '' },
  });
  const request = useMutation({ mutationFn: (email: string) => requestPasswordReset(email) });

  if (request.isSuccess) {
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

  return (
    <form
      onSubmit={form.handleSubmit(async ({ email }) => {
        await request.mutateAsync(email.trim()).catch(() => {});
      })}
      noValidate
      className="flex flex-col gap-4"
    >
      <h2 className="text-xl font-semibold">Forgot your password?</h2>
      <p className="text-muted-fg">Enter your email and we'll send you a link to set a new one.</p>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={form.formState.errors.email?.message}
        {...form.register('email')}
      />
      {request.isError && (
        <Notice tone="error">
          {request.error instanceof ApiError && request.error.status !== 0
            ? request.error.message
            : authMessages.forgotUnexpected}
        </Notice>
      )}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" busy={request.isPending}>
          Send Reset Link
        </Button>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
