import { EmailField } from './email-field';
import { useState } from 'react';
import { signInMessages } from '@/shared/auth-messages';
import { Button } from '@/web/components/ui/button';
import { Notice } from '@/web/components/ui/notice';
import { TextField } from '@/web/components/ui/text-field';
import { ApiError } from '@/web/lib/api-error';
import { useCheckedForm } from '@/web/lib/use-checked-form';
import { useHydrated } from '@/web/lib/use-hydrated';
import { useRequest } from '@/web/lib/use-request';
import { signUp } from '../api/auth-requests-on-use';
import { signupForm } from '../lib/form-schemas';
import { useAuthEventSeen } from '../lib/use-auth-event';
import { CheckEmailPanel, preloadCheckEmailPanel, SignedInElsewhere } from './shown-later';

/** /signup's form, then the check-your-email panel; the page's island. */
export function SignupPanel({ referralCode }: { referralCode: string | null }) {
  const signedInElsewhere = useAuthEventSeen('signed-in');
  const form = useCheckedForm(signupForm);
  const hydrated = useHydrated();
  const [sent, setSent] = useState<{ displayName: string; email: string }>();
  const create = useRequest(signUp);
  const resend = useRequest(signUp);
  const ref = referralCode ?? undefined;

  return signedInElsewhere ? (
    <SignedInElsewhere />
  ) : create.status === 'success' && sent ? (
    <CheckEmailPanel email={sent.email}>
      <p className="text-muted-fg">
        Open the link to confirm your email and finish creating your account.
      </p>
      {resend.status === 'success' && (
        <Notice tone="success">{signInMessages.resendSuccess}</Notice>
      )}
      {resend.status === 'error' && (
        <Notice tone="error">{signInMessages.signupResendFailed}</Notice>
      )}
      <Button
        variant="secondary"
        busy={resend.status === 'pending'}
        onClick={() => resend.run({ ...sent, ref })}
      >
        Resend Confirmation
      </Button>
    </CheckEmailPanel>
  ) : (
    <form
      {...form.formProps}
      className="flex flex-col gap-4"
      onSubmit={form.onSubmit(({ displayName, email }) => {
        preloadCheckEmailPanel();
        setSent({ displayName, email });
        create.run({ displayName, email, ref });
      })}
    >
      {referralCode && (
        <Notice>A friend invited you: you both get a free month once you subscribe.</Notice>
      )}
      <TextField
        label="Display name"
        name="displayName"
        autoComplete="name"
        error={form.errors.displayName}
      />
      <EmailField error={form.errors.email} />
      {form.loadError && <Notice tone="error">{form.loadError}</Notice>}
      {create.status === 'error' && (
        <Notice tone="error">
          {create.error instanceof ApiError ? create.error.message : signInMessages.unexpected}
        </Notice>
      )}
      <Button type="submit" busy={create.status === 'pending'} disabled={!hydrated}>
        Create Account
      </Button>
    </form>
  );
}
