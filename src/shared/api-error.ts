import { z } from './zod';

/** The body of every error the API returns: `{ error: { code, message } }`. */
export const errorCodes = [
  'bad_request',
  'validation_failed',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'payload_too_large',
  'rate_limited',
  'internal_error',
  'unavailable',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

export interface ApiErrorBody {
  error: { code: ErrorCode; message: string };
}

/**
 * The error body as a client reads it: loose on purpose, so any error answer still reaches the
 * user in the server's words, and a missing part falls back to a generic text.
 */
export const looseErrorBodySchema = z.object({
  error: z.object({ code: z.string(), message: z.string() }).partial(),
});
