import { useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { Notice } from '@/web/components/ui/notice';
import { TextField } from '@/web/components/ui/text-field';
import { useCheckedForm } from '@/web/lib/use-checked-form';
import { useHydrated } from '@/web/lib/use-hydrated';
import { useRequest } from '@/web/lib/use-request';
import { signUp } from '../api/auth-requests-on-use';
import { signupForm } from '../lib/form-schemas';
import { loadOnUse } from '../lib/load-on-use';
import { messageOf } from '../lib/sign-in-errors';
import { useAuthEventSeen } from '../lib/use-auth-event';
import { EmailField } from './email-field';
import { shownLater, SignedInElsewhere } from './shown-later';

// In the module the request itself loads (../on-use.ts): here by the time the answer is.
const SignupSent = shownLater(async () => (await loadOnUse()).SignupSent);

/** /signup's form, then the check-your-email panel; the page's island. */
export function SignupPanel({ referralCode }: { referralCode: string | null }) {
  const signedInElsewhere = useAuthEventSeen('signed-in');
  const form = useCheckedForm(signupForm);
  const hydrated = useHydrated();
  const [sent, setSent] = useState<{ displayName: string; email: string; ref?: string }>();
  const create = useRequest(signUp);

  return signedInElsewhere ? (
    <SignedInElsewhere />
  ) : create.status === 'success' && sent ? (
    <SignupSent sent={sent} />
  ) : (
    <form
      {...form.formProps}
      className="flex flex-col gap-4"
      onSubmit={form.onSubmit(({ displayName, email }) => {
        const input = { displayName, email, ref: referralCode ?? undefined };
        setSent(input);
        create.run(input);
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
      {create.status === 'error' && <Notice tone="error">{messageOf(create.error)}</Notice>}
      <Button type="submit" busy={create.status === 'pending'} disabled={!hydrated}>
        Create Account
      </Button>
    </form>
  );
}
