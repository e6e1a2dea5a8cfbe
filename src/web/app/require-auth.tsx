import { useQueryClient } from '@tanstack/react-query';
import { Navigate, Outlet, useLocation } from 'react-router';
import type { SessionUser } from '../../shared/auth';
import { authMessages } from '../../shared/auth';
import { Button } from '../components/ui/button';
import { PageLoading } from '../components/ui/spinner';
import { sessionEndedKey, useSession, type SessionEnded } from '../lib/session';
import { ApiError } from '../lib/api-client';

/**
 * The first guard: a loading state, then the protected page, or /login without a session
 * (/account-deleted when it ended with the account).
 * Signing out in another tab sends this tab to /login too (see useAuthSync).
 */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  const queryClient = useQueryClient();

  if (session.isPending) return <PageLoading />;
  if (session.isError) {
    return (
      <main
        className="mx-auto flex min-h-dvh max-w-md flex-col justify-center gap-4 px-6"
        role="alert"
      >
        <h1 className="text-2xl font-semibold">Application Error</h1>
        <p className="text-muted-fg">
          {session.error instanceof ApiError && session.error.status !== 0
            ? session.error.message
            : authMessages.loadUserFailed}
        </p>
        <Button onClick={() => void session.refetch()}>Retry</Button>
      </main>
    );
  }
  if (!session.data) {
    if (queryClient.getQueryData<SessionEnded>(sessionEndedKey) === 'deleted')
      return <Navigate to="/account-deleted" replace />;
    return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  }
  return <Outlet context={session.data satisfies SessionUser} />;
}

/** The second guard: an account that has not finished setting up goes to the wizard. */
export function RequireOnboarding() {
  const session = useSession();
  if (session.data && !session.data.onboardingCompleted)
    return <Navigate to="/onboarding" replace />;
  return <Outlet />;
}
