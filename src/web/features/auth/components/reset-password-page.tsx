import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { authMessages, resetFormSchema } from '@/shared/auth';
import { Button, buttonClasses } from '@/web/components/ui/button';
import { Notice } from '@/web/components/ui/notice';
import { Spinner } from '@/web/components/ui/spinner';
import { ApiError } from '@/web/lib/api-client';
import { checkResetCode, resetPassword } from '../api/auth-requests';
import { useSession } from '@/web/lib/session';
import { announceAuthEvent } from '../lib/auth-broadcast';
import { useAuthEventSeen } from '../lib/use-auth-event';
import { AuthLayout } from './auth-layout';
import { PasswordField } from './password-field';

export const REDIRECT_AFTER_RESET_MS = 3000;

type ResetForm = z.input<typeof resetFormSchema>;

/** /auth/reset-password: checks the e-mailed code on load, then sets a new password. */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const code = searchParams.get('code');
  const session = useSession();
  const completedElsewhere = useAuthEventSeen('password-reset');
  const check = useQuery({
    queryKey: ['reset-code', code],
    queryFn: () => checkResetCode(code!),
    enabled: !!code,
    retry: false,
    staleTime: Infinity,
  });

  if (session.data) return <Navigate to="/dashboard" replace />;

  if (completedElsewhere) {
    return (
      <AuthLayout title="Password Reset Completed">
        <p role="status">Your password was changed in another tab. You can sign in with it now.</p>
        <Link to="/login?method=password" className={buttonClasses('primary')}>
          Go to Sign In
        </Link>
      </AuthLayout>
    );
  }

  if (!code || check.isError) {
    const message = !code
      ? authMessages.resetNoCode
      : check.error instanceof ApiError && check.error.status === 400
        ? authMessages.resetInvalidLink
        : authMessages.resetExchangeFailed;
    return (
      <AuthLayout title="Invalid Reset Link">
        <p role="alert">{message}</p>
        <Link to="/login" className={buttonClasses('primary')}>
          Back to Sign In
        </Link>
      </AuthLayout>
    );
  }

  if (check.isPending || session.isPending) {
    return (
      <AuthLayout title="Reset your password">
        <div role="status" className="flex items-center gap-3 text-muted-fg">
          <Spinner />
          <span>Verifying your reset link…</span>
        </div>
      </AuthLayout>
    );
  }

  return <NewPasswordForm code={code} />;
}

function NewPasswordForm({ code }: { code: string }) {
  const navigate = useNavigate();
  const form = useForm<ResetForm>({
    resolver: zodResolver(resetFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const reset = useMutation({
    mutationFn: (password: string) => resetPassword({ code, password }),
    onSuccess: () => announceAuthEvent('password-reset'),
  });

  useEffect(() => {
    if (!reset.isSuccess) return;
    const timer = setTimeout(() => navigate('/login', { replace: true }), REDIRECT_AFTER_RESET_MS);
    return () => clearTimeout(timer);
  }, [reset.isSuccess, navigate]);

  if (reset.isSuccess) {
    return (
      <AuthLayout title="Password Reset Successful">
        <p role="status" className="flex items-center gap-3">
          <CircleCheck aria-hidden="true" className="size-6 shrink-0 text-ok" />
          Your new password is set. Taking you to sign in…
        </p>
        <Link to="/dashboard" className={buttonClasses('primary')}>
          Go to Dashboard
        </Link>
      </AuthLayout>
    );
  }

  const failure = reset.error;
  const failureMessage = !failure
    ? undefined
    : !(failure instanceof ApiError)
      ? authMessages.resetUnexpected(failure.message)
      : failure.status === 0
        ? authMessages.unexpected
        : failure.status === 400 && failure.code === 'bad_request'
          ? authMessages.resetCodeRejected
          : failure.message;

  return (
    <AuthLayout title="Reset your password" subtitle="Choose a new password for your account.">
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={form.handleSubmit(async ({ password }) => {
          await reset.mutateAsync(password).catch(() => {});
        })}
      >
        <PasswordField
          label="New Password"
          autoComplete="new-password"
          hint={authMessages.passwordHint}
          error={form.formState.errors.password?.message}
          {...form.register('password')}
        />
        <PasswordField
          label="Confirm Password"
          autoComplete="new-password"
          error={form.formState.errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
        {failureMessage && <Notice tone="error">{failureMessage}</Notice>}
        <Button type="submit" busy={reset.isPending}>
          Reset Password
        </Button>
      </form>
    </AuthLayout>
  );
}
