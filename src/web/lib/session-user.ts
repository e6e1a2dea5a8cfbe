import { sessionResponse, type SessionUser } from '../../shared/auth';
import { apiRequest } from './api-client';

/**
 * The signed-in owner, or null when nobody is signed in. Failures throw. Apart from session.ts
 * so the server-rendered public pages can ask without bundling the query library.
 */
export async function getSessionUser(): Promise<SessionUser | null> {
  const { user } = await apiRequest('/api/session', sessionResponse);
  return user;
}
