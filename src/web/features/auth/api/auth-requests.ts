import type { z } from 'zod';
import { okResponse } from '@/shared/api-response';
import { resetCodeValidResponse, signedInResponse } from '@/shared/auth';
import { apiRequest } from '@/web/lib/api-client';

// Plain requests, free of the query cache: /login, rendered on the server, uses them as they are.
const post = <Schema extends z.ZodType>(path: string, schema: Schema, body: unknown) =>
  apiRequest(path, schema, { method: 'POST', body });

export const signUp = (input: { displayName: string; email: string; ref?: string }) =>
  post('/api/session/sign-up', okResponse, input);

export const sendMagicLink = (email: string) =>
  post('/api/session/magic-link', okResponse, { email });

export const requestPasswordReset = (email: string) =>
  post('/api/session/forgot-password', okResponse, { email });

export const checkResetCode = (code: string) =>
  post('/api/session/reset-password/check', resetCodeValidResponse, { code });

export const resetPassword = (input: { code: string; password: string }) =>
  post('/api/session/reset-password', okResponse, input);

export const exchangeCode = (code: string) =>
  post('/api/session/exchange', signedInResponse, { code });

export const signInWithPassword = (input: { email: string; password: string }) =>
  post('/api/session/password', signedInResponse, input);

export const signOut = () => post('/api/session/sign-out', okResponse, {});
