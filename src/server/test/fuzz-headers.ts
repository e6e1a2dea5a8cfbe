import fc from 'fast-check';
import { nastyStrings } from './fuzz-values';

/**
 * Request headers for the fuzzing test (fuzz-requests.ts): content types true and false,
 * foreign and junk origins, session cookies with garbage around them, and arbitrary extras.
 */

export const contentTypes = [
  'application/json',
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'application/json; charset=latin1',
  'application/vnd.api+json',
  'text/plain',
  'text/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=----fuzz',
  '',
  ';;;',
  'application/json, text/plain',
];

/** A header value a client can send: no CR, LF or NUL, at most Latin-1. */
const headerValue = fc
  .oneof(
    fc.string(),
    fc.string({ unit: 'binary', maxLength: 30 }),
    fc.constantFrom(...nastyStrings),
  )
  .map((value) => value.replace(/[^\t\u0020-\u007e\u0080-\u00ff]/g, '?'));

const headerNames = [
  'accept',
  'accept-language',
  'authorization',
  'referer',
  'host',
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-request-id',
  'x-http-method-override',
  'x-twilio-signature',
  'stripe-signature',
  'if-none-match',
  'sec-fetch-site',
];

const origins = [
  'http://app.test',
  'https://evil.example',
  'null',
  'http://localhost',
  'http://app.test.evil.example',
  'file://',
];

/**
 * Headers: a content type (or none), an Origin (same, foreign or junk), cookies (the session's,
 * garbage, or the session's with garbage around it) and a few arbitrary extra headers.
 */
export const headersArbitrary = (sessionCookie: string | undefined) =>
  fc
    .record(
      {
        // Mostly JSON, so bodies reach the schemas; the rest try every other kind, or none.
        'content-type': fc.option(
          fc.oneof(
            { weight: 3, arbitrary: fc.constant('application/json') },
            { weight: 2, arbitrary: fc.constantFrom(...contentTypes) },
          ),
          { freq: 6 },
        ),
        origin: fc.oneof(fc.constantFrom(...origins), headerValue),
        cookie: cookieArbitrary(sessionCookie),
        extra: fc.dictionary(
          fc.oneof(fc.constantFrom(...headerNames), fc.stringMatching(/^x-[a-z0-9-]{1,20}$/)),
          headerValue,
          { maxKeys: 3 },
        ),
      },
      { requiredKeys: sessionCookie ? ['content-type', 'cookie'] : ['content-type'] },
    )
    .map(({ extra, ...named }) => {
      const headers: Record<string, string> = { ...extra };
      for (const [name, value] of Object.entries(named))
        if (value !== undefined && value !== null) headers[name] = value;
      return headers;
    });

const cookieArbitrary = (sessionCookie: string | undefined) => {
  const garbage = fc.oneof(
    headerValue.map((value) => value.replace(/[;,]/g, '')),
    fc.constantFrom(
      'checkin.session_token=garbage',
      'checkin.session_token=a.b',
      'checkin.session_token=',
      '__Secure-checkin.session_token=x',
      '=;=;;',
    ),
  );
  if (!sessionCookie) return garbage;
  return fc.oneof(
    { weight: 4, arbitrary: fc.constant(sessionCookie) },
    { weight: 2, arbitrary: garbage.map((junk) => `${junk}; ${sessionCookie}`) },
    { weight: 1, arbitrary: garbage.map((junk) => `${sessionCookie}; ${junk}`) },
    { weight: 1, arbitrary: garbage },
  );
};
