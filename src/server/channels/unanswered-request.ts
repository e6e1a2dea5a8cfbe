/**
 * A request to the provider (send a text, place a call) that left and got no answer: a timeout,
 * a dropped connection. The provider may have taken it, now or a while later, so it is looked
 * up only after a lease, never sent again at once. An error reply is not this: it says the
 * provider did not take the request.
 */
export class UnansweredRequestError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'UnansweredRequestError';
  }
}

/**
 * The error to rethrow for a failed Twilio request: Twilio's error replies carry their HTTP
 * status, and anything without one got no answer.
 */
export function unlessTwilioAnswered(error: unknown): unknown {
  if (numberIn(error, 'status') !== undefined) return error;
  return new UnansweredRequestError(messageOf(error), { cause: error });
}

/** What went wrong, in words, whatever was thrown. */
export const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : String(error);

/** A numeric field of what was thrown (Twilio's `code`, an HTTP `status`), if it has one. */
export function numberIn(error: unknown, field: 'code' | 'status'): number | undefined {
  if (typeof error !== 'object' || error === null || !(field in error)) return undefined;
  const value: unknown = Reflect.get(error, field);
  return typeof value === 'number' ? value : undefined;
}
