import { EmailField } from './email-field';
import { useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { Notice } from '@/web/components/ui/notice';
import { useCheckedForm } from '@/web/lib/use-checked-form';
import { useHydrated } from '@/web/lib/use-hydrated';
import { useRequest } from '@/web/lib/use-request';
import { sendMagicLink } from '../api/auth-requests-on-use';
import { emailOnlyForm } from '../lib/form-schemas';
import { CheckEmailPanel, preloadCheckEmailPanel } from './shown-later';
import { LoginFrame, messageOf, OtherWays } from './login-parts';

/** /login's magic-link form (the default), and its way to the others; the page's island. */
export function MagicLinkPanel() {
  return <LoginFrame>{(onForgot) => <MagicLinkSignIn onForgot={onForgot} />}</LoginFrame>;
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
          preloadCheckEmailPanel();
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
