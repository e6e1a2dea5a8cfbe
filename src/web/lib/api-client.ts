import type { z } from 'zod';
import { errorCodes, looseErrorBodySchema, type ErrorCode } from '../../shared/api-error';
import { ApiError } from './api-error';
import { fetchAnswer, type RawAnswer, type RequestOptions } from './api-fetch';

export { ApiError, type RequestOptions };

const knownCode = (code: string | undefined): ErrorCode =>
  errorCodes.find((known) => known === code) ?? 'internal_error';

/**
 * The answer `answer` of `path`, checked: the value parsed by the route's shared response
 * schema, or an ApiError (the server's `{ error: { code, message } }`, or `bad_response` when
 * the body breaks the contract).
 */
export function readAnswer<Schema extends z.ZodType>(
  path: string,
  answer: RawAnswer,
  schema: Schema,
): z.output<Schema> {
  const { status, ok, data } = answer;
  if (!ok) {
    const body = looseErrorBodySchema.safeParse(data);
    const error = body.success ? body.data.error : {};
    throw new ApiError(
      status,
      knownCode(error.code),
      error.message ?? `The server answered ${status}.`,
    );
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    // The developer needs the path and the field; the user needs only to know it failed.
    console.error(`The answer of ${path} does not match its schema`, parsed.error.issues);
    throw new ApiError(
      status,
      'bad_response',
      'Something went wrong reading the answer. Please reload the page and try again.',
      { cause: parsed.error },
    );
  }
  return parsed.data;
}

/**
 * Calls the app's own API with the session cookie, and resolves with the JSON body parsed by the
 * route's shared response schema, so the type comes from the contract and not from a cast.
 * Rejects with an ApiError: the server's `{ error: { code, message } }`, a network error, or
 * `bad_response` when the body breaks the contract (the screen shows an error instead of
 * rendering a shape it does not know; the contract test keeps that from happening).
 */
export async function apiRequest<Schema extends z.ZodType>(
  path: string,
  schema: Schema,
  options: RequestOptions = {},
): Promise<z.output<Schema>> {
  return readAnswer(path, await fetchAnswer(path, options), schema);
}
