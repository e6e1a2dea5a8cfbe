import type { z } from 'zod';
import { errorCodes, looseErrorBodySchema, type ErrorCode } from '../../shared/api-error';

/** An error answered by the API, with its code and the message meant for the user. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'network_error' | 'bad_response',
    message: string,
    /** For `bad_response`: the schema's issues, naming each field that broke the contract. */
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'ApiError';
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
}

const knownCode = (code: string | undefined): ErrorCode =>
  errorCodes.find((known) => known === code) ?? 'internal_error';

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
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      credentials: 'same-origin',
      headers: options.body === undefined ? undefined : { 'content-type': 'application/json' },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof Error && error.name === 'AbortError') throw error;
    throw new ApiError(
      0,
      'network_error',
      'Could not reach the server. Check your connection and try again.',
    );
  }
  const text = await response.text();
  const data: unknown = text ? JSON.parse(text) : undefined;
  if (!response.ok) {
    const body = looseErrorBodySchema.safeParse(data);
    const error = body.success ? body.data.error : {};
    throw new ApiError(
      response.status,
      knownCode(error.code),
      error.message ?? `The server answered ${response.status}.`,
    );
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    // The developer needs the path and the field; the user needs only to know it failed.
    console.error(`The answer of ${path} does not match its schema`, parsed.error.issues);
    throw new ApiError(
      response.status,
      'bad_response',
      'Something went wrong reading the answer. Please reload the page and try again.',
      { cause: parsed.error },
    );
  }
  return parsed.data;
}
