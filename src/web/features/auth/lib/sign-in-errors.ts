import { unexpectedMessage } from '@/shared/unexpected-message';
import { ApiError } from '@/web/lib/api-error';

// How the sign-in and sign-up forms word a failed request.

/** The server's message for what it refused, or our own words for a failure. */
export const messageOf = (error: unknown) =>
  error instanceof ApiError ? error.message : unexpectedMessage;
