import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { authMessages, signupSchema } from '../../../../shared/auth';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { signUp } from '../api/auth-requests';
import { useSession } from '../../../lib/session';
import { useAuthEventSeen } from '../lib/use-auth-event';
import { AuthLayout } from './auth-layout';
import { CheckEmailPanel } from './check-email-panel';
import { SignedInElsewhere } from './signed-in-elsewhere';

type SignupForm = z.input<typeof signupSchema>;

/** /signup: a display name and an e-mail; the e-mailed link creates the account. */
export function SignupPage() {
  const [searchParams] = useSearchParams();
  const referralCode = searchParams.get('ref') ?? undefined;
  const session = useSession();
  const signedInElsewhere = useAuthEventSeen('signed-in');
  const [sent, setSent] = useState<{ displayName: string; email: string }>();
  const form = useForm<SignupForm>({
    resolver: zodResolver(signupSchema),
    defaultValues: { displayName: '', email: '' },
  });
  const create = useMutation({ mutationFn: signUp });
  const resend = useMutation({ mutationFn: signUp });

  if (session.data && !signedInElsewhere) return <Navigate to="/dashboard" replace />;

  return (
    <AuthLayout
      title="Create your account"
      subtitle="Start your 14-day free trial. No credit card required."
    >
      {signedInElsewhere ? (
        <SignedInElsewhere />
      ) : sent ? (
        <CheckEmailPanel email={sent.email}>
          <p className="text-muted-fg">
            Open the link to confirm your email and finish creating your account.
          </p>
          {resend.isSuccess && <Notice tone="success">{authMessages.resendSuccess}</Notice>}
          {resend.isError && <Notice tone="error">{authMessages.signupResendFailed}</Notice>}
          <Button
            variant="secondary"
            busy={resend.isPending}
            onClick={() => resend.mutate({ ...sent, ref: referralCode })}
          >
            Resend Confirmation
          </Button>
        </CheckEmailPanel>
      ) : (
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={form.handleSubmit(async (values) => {
            const input = { displayName: values.displayName.trim(), email: values.email.trim() };
            await create.mutateAsync({ ...input, ref: referralCode }).then(
              () => setSent(input),
              () => {},
            );
          })}
        >
          {referralCode && (
            <Notice>A friend invited you: you both get a free month once you subscribe.</Notice>
          )}
          <TextField
            label="Display name"
            autoComplete="name"
            error={form.formState.errors.displayName?.message}
            {...form.register('displayName')}
          />
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            inputMode="email"
            error={form.formState.errors.email?.message}
            {...form.register('email')}
          />
          {create.isError && (
            <Notice tone="error">
              {create.error instanceof ApiError ? create.error.message : authMessages.unexpected}
            </Notice>
          )}
          <Button type="submit" busy={create.isPending}>
            Create Account
          </Button>
        </form>
      )}
      <p className="text-center">
        Already have an account?{' '}
        <Link to="/login" className="font-medium text-primary underline underline-offset-4">
          Sign in
        </Link>
      </p>
    </AuthLayout>
  );
}
