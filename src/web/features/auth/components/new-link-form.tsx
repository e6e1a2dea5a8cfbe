import { EmailField } from './email-field';
import { useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { Notice } from '@/web/components/ui/notice';
import { useCheckedForm } from '@/web/lib/use-checked-form';
import { useRequest } from '@/web/lib/use-request';
import { sendMagicLink } from '../api/auth-requests';
import { emailOnlyForm } from '../lib/form-schemas';
import { CheckEmailPanel } from './check-email-panel';

/**
 * The offer of a new sign-in link, where an old one failed: the page does not know whose link
 * it was (a used or expired code names nobody), so it asks for the address.
 */
export function NewLinkForm() {
  const form = useCheckedForm(emailOnlyForm);
  const [address, setAddress] = useState('');
  const send = useRequest(sendMagicLink);

  if (send.status === 'success') return <CheckEmailPanel email={address} />;

  return (
    <form
      {...form.formProps}
      onSubmit={form.onSubmit(({ email }) => {
        setAddress(email);
        send.run(email);
      })}
      className="flex flex-col gap-4"
    >
      <EmailField error={form.errors.email} />
      {send.status === 'error' && <Notice tone="error">{send.message}</Notice>}
      <Button type="submit" busy={send.status === 'pending'}>
        Send me a new link
      </Button>
    </form>
  );
}
