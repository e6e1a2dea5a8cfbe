import type { SessionUser } from '@/shared/auth';
import { fetchAnswer } from '@/web/lib/api-fetch';

/** `{ user: null }`: what the session schema accepts when nobody is signed in. */
const nobodySignedIn = (data: unknown) =>
  typeof data === 'object' &&
  data !== null &&
  !Array.isArray(data) &&
  (data as { user?: unknown }).user === null;

/**
 * The signed-in owner, or null when nobody is signed in. Failures throw. The waitlist's question
 * (the landing page): the app asks through its API client (lib/session.ts), which it has loaded
 * anyway. The answer for a visitor nobody signed in (most visitors of the public pages) is known
 * without the schema library; any other answer, a signed-in owner or an error, is read through
 * the session's schema, loaded then.
 */
export async function getSessionUser(): Promise<SessionUser | null> {
  const answer = await fetchAnswer('/api/session');
  if (answer.ok && nobodySignedIn(answer.data)) return null;
  const [{ readAnswer }, { sessionResponse }] = await Promise.all([
    import('@/web/lib/api-client'),
    import('@/shared/auth'),
  ]);
  return readAnswer('/api/session', answer, sessionResponse).user;
}
