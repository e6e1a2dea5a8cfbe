import { ApiError } from './api-error';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
}

/** An answer of the API as it arrived: its status and its JSON body, not yet checked. */
export interface RawAnswer {
  status: number;
  ok: boolean;
  data: unknown;
}

/**
 * Calls the app's own API with the session cookie and resolves with the status and the JSON
 * body, unchecked: `apiRequest` (api-client.ts) checks it against the route's schema. Rejects
 * with an ApiError of code `network_error` when the server could not be reached.
 */
export async function fetchAnswer(path: string, options: RequestOptions = {}): Promise<RawAnswer> {
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
  return { status: response.status, ok: response.ok, data };
}
