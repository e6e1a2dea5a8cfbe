import { CircleAlert, CircleCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { authMessages, type SessionUser } from '@/shared/auth';
import { buttonClasses } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';
import { ApiError } from '@/web/lib/api-client';
import { useExchangeCode } from '../api/auth-mutations';
import { AuthLayout } from './auth-layout';
import { NewLinkForm } from './new-link-form';

export const REDIRECT_AFTER_CONFIRM_MS = 1500;

// One exchange per code for the life of the page: React may mount the page twice in
// development, and a code works only once.
const exchanges = new Map<string, Promise<{ user: SessionUser }>>();

type State =
  | { kind: 'loading' }
  | { kind: 'success' }
  | { kind: 'expired' }
  | { kind: 'error'; message: string };

function failure(error: unknown): State {
  // A used or expired code: say so, and offer a new link (docs/product.md §1).
  if (error instanceof ApiError && error.status === 400) return { kind: 'expired' };
  return {
    kind: 'error',
    message:
      error instanceof ApiError
        ? authMessages.callbackExchangeFailed(error.message)
        : authMessages.callbackUnexpected(error instanceof Error ? error.message : String(error)),
  };
}

/**
 * /auth/callback: exchanges the e-mailed code for a session. The exchange is a request this page
 * makes, so a mail scanner that only fetches the link's address cannot use the code up.
 */
export function CallbackPage() {
  const [searchParams] = useSearchParams();
  const code = searchParams.get('code');
  const navigate = useNavigate();
  const exchange = useExchangeCode();
  const [state, setState] = useState<State>(() =>
    code ? { kind: 'loading' } : { kind: 'error', message: authMessages.callbackMissingCode },
  );

  useEffect(() => {
    if (!code) return;
    let pending = exchanges.get(code);
    if (!pending) {
      pending = exchange.mutateAsync(code);
      exchanges.set(code, pending);
    }
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    pending.then(
      ({ user }) => {
        if (cancelled) return;
        setState({ kind: 'success' });
        // Straight to where the owner belongs: a new one to the set-up wizard, not through the
        // dashboard's chunks and its guard's redirect (one page load fewer on a slow phone).
        const next = user.onboardingCompleted ? '/dashboard' : '/onboarding';
        timer = setTimeout(() => navigate(next, { replace: true }), REDIRECT_AFTER_CONFIRM_MS);
      },
      (error: unknown) => {
        if (!cancelled) setState(failure(error));
      },
    );
    return () => {
      cancelled = true;
      if (timer) clearTimeout(timer);
    };
    // The exchange runs once per code; `exchange` and `navigate` are stable enough for that.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [code]);

  const title =
    state.kind === 'loading'
      ? 'Confirming your email'
      : state.kind === 'success'
        ? 'Email confirmed'
        : state.kind === 'expired'
          ? 'This link no longer works'
          : "We couldn't sign you in";

  return (
    <AuthLayout title={title}>
      {state.kind === 'loading' && (
        <div role="status" className="flex items-center gap-3 text-muted-fg">
          <Spinner />
          <span>Checking your link…</span>
        </div>
      )}
      {state.kind === 'success' && (
        <p role="status" className="flex items-center gap-3">
          <CircleCheck aria-hidden="true" className="size-6 shrink-0 text-ok" />
          {authMessages.callbackSuccess}
        </p>
      )}
      {state.kind === 'expired' && (
        <>
          <p role="alert" className="flex items-start gap-3">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-alert" />
            {authMessages.linkExpiredOrUsed}
          </p>
          <NewLinkForm />
        </>
      )}
      {state.kind === 'error' && (
        <>
          <p role="alert" className="flex items-start gap-3">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-alert" />
            {state.message}
          </p>
          <Link to="/login" className={buttonClasses('primary')}>
            Go to Login
          </Link>
        </>
      )}
    </AuthLayout>
  );
}
