/**
 * Segments that a credential follows in a path: an alert's signed link (`/alert/<token>` and
 * its API `/api/alerts/<token>/…`), an e-mail's one-click unsubscribe, an address's
 * confirmation link. Whoever reads the logs must not be able to open the pages they name.
 * Compared in any letter case: the web app's router opens `/ALERT/<token>` too.
 */
const beforeCredential = new Set(['alert', 'alerts', 'unsubscribe', 'confirm', 'confirm-email']);

export const REDACTED = '[redacted]';

/**
 * A request's path as the logs may keep it, each segment after one of `beforeCredential`
 * written as `[redacted]`. Only the path is ever logged, never the query, so sign-in codes and
 * e-mailed tokens in `?token=` or `?code=` never reach the logs at all.
 */
export function redactedPath(path: string) {
  const segments = path.split('/');
  return segments
    .map((segment, index) =>
      index > 0 && segment !== '' && beforeCredential.has(segments[index - 1]!.toLowerCase())
        ? REDACTED
        : segment,
    )
    .join('/');
}
