import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ApiErrorBody, ErrorCode } from '../../shared/api-error';
import type { Logger } from '../logger';
import { AppError } from './app-error';
import type { AppEnv } from './app-env';
import { redactedPath } from './redacted-path';

const codeByStatus: Record<number, ErrorCode> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  429: 'rate_limited',
  503: 'unavailable',
};

export function errorBody(code: ErrorCode, message: string): ApiErrorBody {
  return { error: { code, message } };
}

/**
 * The one place errors become responses. Caller errors keep their message; anything else is
 * logged with the request id and answered with a generic 500, so no stack trace, SQL or
 * internal detail ever reaches the client.
 */
export function createErrorHandler(logger: Logger) {
  return (error: Error, c: Context<AppEnv>) => {
    if (error instanceof AppError) {
      return c.json(errorBody(error.code, error.message), error.status);
    }
    if (error instanceof HTTPException && error.status < 500) {
      const code = codeByStatus[error.status] ?? 'bad_request';
      return c.json(
        errorBody(code, error.message || 'The request could not be processed.'),
        error.status,
      );
    }
    logger.error(
      { err: error, requestId: c.get('requestId'), path: redactedPath(c.req.path) },
      'request failed',
    );
    return c.json(
      errorBody('internal_error', 'Something went wrong on our side. Please try again.'),
      500,
    );
  };
}
