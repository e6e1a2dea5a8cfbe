import { useLayoutEffect, useRef } from 'react';
import { signInMessages } from '@/shared/auth-messages';
import { Button } from '@/web/components/ui/button';
import { Notice } from '@/web/components/ui/notice';
import { ApiError } from '@/web/lib/api-error';
import { useCheckedForm } from '@/web/lib/use-checked-form';
import { useRequest } from '@/web/lib/use-request';
import { requestPasswordReset } from '../api/auth-requests-on-use';
import { emailOnlyForm } from '../lib/form-schemas';
import { EmailField } from './email-field';

/**
 * /login's "Forgot your password?", in place of the sign-in form: a reset link by e-mail.
 * Loaded when it is opened, with what the forms need once used (../on-use.ts), not with the page.
 * `typed` holds the address last typed in the sign-in form, read once this has mounted (here,
 * not in the sign-in form's code, which every /login loads).
 */
export function ForgotPassword({
  typed,
  onClose,
}: {
  typed: { readonly current: string };
  onClose: () => void;
}) {
  const form = useCheckedForm(emailOnlyForm);
  const formElement = useRef<HTMLFormElement>(null);
  // Read after mounting, not when opening: typing that reached the sign-in form in between
  // is not lost.
  useLayoutEffect(() => {
    const field = formElement.current?.elements.namedItem('email');
    if (field instanceof HTMLInputElement && field.value === '') field.value = typed.current.trim();
  }, [typed]);
  const request = useRequest(requestPasswordReset);

  if (request.status === 'success') {
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

  const failure = request.status === 'error' ? request.error : undefined;
  return (
    <form
      ref={formElement}
      {...form.formProps}
      onSubmit={form.onSubmit(({ email }) => request.run(email))}
      className="flex flex-col gap-4"
    >
      <h2 className="text-xl font-semibold">Forgot your password?</h2>
      <p className="text-muted-fg">Enter your email and we'll send you a link to set a new one.</p>
      <EmailField error={form.errors.email} />
      {form.loadError && <Notice tone="error">{form.loadError}</Notice>}
      {failure !== undefined && (
        <Notice tone="error">
          {failure instanceof ApiError && failure.status !== 0
            ? failure.message
            : signInMessages.forgotUnexpected}
        </Notice>
      )}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" busy={request.status === 'pending'}>
          Send Reset Link
        </Button>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
