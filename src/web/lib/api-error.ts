import type { ErrorCode } from '../../shared/api-error';

/**
 * An error answered by the API, with its code and the message meant for the user. Apart from
 * the API client so a server-rendered page can tell one apart without loading the schema
 * library the client parses answers with.
 */
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
