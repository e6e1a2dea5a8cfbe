import { signInMessages } from '@/shared/auth-messages';
import { Button } from '@/web/components/ui/button';
import { Notice } from '@/web/components/ui/notice';
import { useRequest } from '@/web/lib/use-request';
import { signUp } from '../api/auth-requests-on-use';
import { CheckEmailPanel } from './check-email-panel';

/**
 * /signup's "Check your email" once the confirmation is sent, and its Resend Confirmation.
 * Loaded with what the form needs once used (../on-use.ts), not with the page.
 */
export function SignupSent({
  sent,
}: {
  sent: { displayName: string; email: string; ref?: string };
}) {
  const resend = useRequest(signUp);
  return (
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
        onClick={() => resend.run(sent)}
      >
        Resend Confirmation
      </Button>
    </CheckEmailPanel>
  );
}
