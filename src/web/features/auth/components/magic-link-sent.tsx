import { Button } from '@/web/components/ui/button';
import { Notice } from '@/web/components/ui/notice';
import { useRequest } from '@/web/lib/use-request';
import { sendMagicLink } from '../api/auth-requests-on-use';
import { CheckEmailPanel } from './check-email-panel';
import { messageOf } from '../lib/sign-in-errors';

/**
 * /login's "Check your email" once the link is sent: send it again, or go back for another
 * address. Loaded with what the form needs once used (../on-use.ts), not with the page.
 */
export function MagicLinkSent({ email, onBack }: { email: string; onBack: () => void }) {
  const resend = useRequest(sendMagicLink);
  return (
    <CheckEmailPanel email={email}>
      {resend.status === 'success' && <Notice tone="success">We sent you a new link.</Notice>}
      {resend.status === 'error' && <Notice tone="error">{messageOf(resend.error)}</Notice>}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button variant="secondary" onClick={onBack}>
          Use a different email
        </Button>
        <Button
          variant="secondary"
          busy={resend.status === 'pending'}
          onClick={() => resend.run(email)}
        >
          Resend magic link
        </Button>
      </div>
    </CheckEmailPanel>
  );
}
