import { useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { Notice } from '@/web/components/ui/notice';
import { useCheckedForm } from '@/web/lib/use-checked-form';
import { useHydrated } from '@/web/lib/use-hydrated';
import { useRequest } from '@/web/lib/use-request';
import { sendMagicLink } from '../api/auth-requests-on-use';
import { emailOnlyForm } from '../lib/form-schemas';
import { loadOnUse } from '../lib/load-on-use';
import { messageOf } from '../lib/sign-in-errors';
import { EmailField } from './email-field';
import { LoginFrame, OtherWays } from './login-parts';
import { shownLater } from './shown-later';

/** /login's magic-link form (the default), and its way to the others; the page's island. */
export function MagicLinkPanel() {
  return <LoginFrame>{(onForgot) => <MagicLinkSignIn onForgot={onForgot} />}</LoginFrame>;
}

// In the module the request itself loads (../on-use.ts): here by the time the answer is.
const MagicLinkSent = shownLater(async () => (await loadOnUse()).MagicLinkSent);

function MagicLinkSignIn({ onForgot }: { onForgot: () => void }) {
  const form = useCheckedForm(emailOnlyForm);
  const hydrated = useHydrated();
  const [address, setAddress] = useState('');
  const send = useRequest(sendMagicLink);

  if (send.status === 'success') return <MagicLinkSent email={address} onBack={send.reset} />;

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
        <EmailField defaultValue={address} error={form.errors.email} />
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
