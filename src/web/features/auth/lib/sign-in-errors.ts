import { unexpectedMessage } from '@/shared/unexpected-message';
import { ApiError } from '@/web/lib/api-error';

// How the sign-in and sign-up forms word a failed request.

/** The server's message for what it refused, or our own words for a failure. */
export const messageOf = (error: unknown) =>
  error instanceof ApiError ? error.message : unexpectedMessage;

/** A refusal the server explained (a 4xx), as opposed to a failure or no answer at all. */
export const refusal = (error: unknown) =>
  error instanceof ApiError && error.status !== 0 && error.status < 500 ? error : undefined;
