import { mockApi } from './render-app';

/** Replies for tests that stand in for the API (the sign-in pages' tests share them). */
export const unauthorized = {
  status: 401,
  body: { error: { code: 'unauthorized', message: 'Please sign in.' } },
};
export type Reply = { status: number; body?: unknown };
export const fail = (status: number, code: string, message: string): Reply => ({
  status,
  body: { error: { code, message } },
});
export const ok = (body: unknown = { ok: true }): Reply => ({ status: 200, body });
export const user = {
  id: 'u1',
  email: 'pat@example.com',
  displayName: 'Pat',
  firstName: null,
  onboardingCompleted: true,
  subscriptionStatus: null,
};

/** Routes the app's requests: the session is signed out unless a handler answers it. */
export function api(handlers: Record<string, (init?: RequestInit) => Reply>) {
  return mockApi(
    (url, init) => handlers[url]?.(init) ?? (url === '/api/session' ? unauthorized : undefined),
  );
}

export const bodyOf = (init?: RequestInit) =>
  JSON.parse(String(init?.body)) as Record<string, unknown>;
