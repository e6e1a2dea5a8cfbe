import type { SessionUser } from '../../../../shared/auth';
import { apiRequest } from '../../../lib/api-client';

// Plain requests, free of the query cache: /login, rendered on the server, uses them as they are.
const post = <T>(path: string, body: unknown) => apiRequest<T>(path, { method: 'POST', body });

export const signUp = (input: { displayName: string; email: string; ref?: string }) =>
  post<{ ok: true }>('/api/session/sign-up', input);

export const sendMagicLink = (email: string) =>
  post<{ ok: true }>('/api/session/magic-link', { email });

export const requestPasswordReset = (email: string) =>
  post<{ ok: true }>('/api/session/forgot-password', { email });

export const checkResetCode = (code: string) =>
  post<{ valid: true }>('/api/session/reset-password/check', { code });

export const resetPassword = (input: { code: string; password: string }) =>
  post<{ ok: true }>('/api/session/reset-password', input);

export const exchangeCode = (code: string) =>
  post<{ user: SessionUser }>('/api/session/exchange', { code });

export const signInWithPassword = (input: { email: string; password: string }) =>
  post<{ user: SessionUser }>('/api/session/password', input);

export const signOut = () => post<{ ok: true }>('/api/session/sign-out', {});
