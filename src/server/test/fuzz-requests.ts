import fc from 'fast-check';
import { emailListArbitrary, nestedJsonArbitrary } from './fuzz-abuse';
import { fieldNames, nastyStrings, plausibleStrings, taints } from './fuzz-values';

/**
 * Generators of hostile HTTP requests for the fuzzing test: arbitrary path parameters, query
 * strings, headers and bodies. They lean towards what reaches deep code (field names the
 * shared schemas use, the ids of rows that exist) and towards what breaks servers (NUL bytes,
 * lone surrogates, invalid percent-encoding, huge strings, bodies that lie about their type).
 */

export interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer> | URLSearchParams | FormData;
}

export const anyString = fc.oneof(
  { weight: 3, arbitrary: fc.string() },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.constantFrom(...nastyStrings) },
  { weight: 2, arbitrary: fc.constantFrom(...plausibleStrings) },
);

const jsonLeaf = (ids: string[]) =>
  fc.oneof(
    anyString,
    fc
      .tuple(fc.constantFrom(...plausibleStrings), fc.constantFrom(...taints))
      .map(([value, nasty]) => taint(value, nasty)),
    fc.uuid(),
    fc.constantFrom(...ids),
    emailListArbitrary,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
  );

/** JSON values that are mostly objects keyed by real field names, with nasty leaves. */
export const jsonBodyValue = (ids: string[]) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.dictionary(fc.constantFrom(...fieldNames), fieldValue(ids)) },
    { weight: 2, arbitrary: fc.jsonValue() },
    { weight: 1, arbitrary: fc.object() },
    { weight: 1, arbitrary: fc.anything() },
  );

const fieldValue = (ids: string[]) =>
  fc.oneof(
    { weight: 4, arbitrary: jsonLeaf(ids) },
    { weight: 1, arbitrary: fc.array(jsonLeaf(ids), { maxLength: 5 }) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  );

const toJsonText = (value: unknown) => {
  try {
    return JSON.stringify(value) ?? 'undefined';
  } catch {
    return String(value);
  }
};

/** A request body and the content type it claims (which may be a lie). */
export const bodyArbitrary = (ids: string[], seeds: JsonObject[]) =>
  fc.oneof(
    { weight: 3, arbitrary: jsonBodyValue(ids).map(toJsonText) },
    { weight: 10, arbitrary: mutatedSeed(ids, seeds).map(toJsonText) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary' }) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '',
        '{',
        '{"a":',
        '[1,]',
        'nul',
        '{"__proto__":{"x":1}}',
        '\ufeff{}',
      ),
    },
    // Past the body limit, and a large value inside it.
    { weight: 1, arbitrary: fc.constant('x'.repeat(300 * 1024)) },
    { weight: 1, arbitrary: fc.constant(JSON.stringify({ firstName: 'y'.repeat(200 * 1024) })) },
    { weight: 1, arbitrary: nestedJsonArbitrary(fieldNames) },
    {
      weight: 1,
      arbitrary: fc.uint8Array({ maxLength: 64 }).map((bytes) => new Uint8Array(bytes)),
    },
    { weight: 1, arbitrary: formFields(ids).map((fields) => new URLSearchParams(fields)) },
    {
      weight: 1,
      arbitrary: formFields(ids).map((fields) => {
        const form = new FormData();
        for (const [key, value] of fields) form.append(key, value);
        return form;
      }),
    },
  );

export type JsonObject = Record<string, unknown>;

/**
 * A body the app accepts somewhere (one it answered with, or a set-up request's), with up to
 * three fields changed, removed, added or tainted (a nasty character put inside a valid value).
 * Random JSON rarely gets past a schema; these get past it often enough to put NUL bytes, huge
 * numbers and foreign ids in front of the handlers.
 */
const mutatedSeed = (ids: string[], seeds: JsonObject[]) =>
  fc.constantFrom(...seeds).chain((seed) =>
    fc
      .array(
        fc.tuple(
          fc.constantFrom(...Object.keys(seed), ...fieldNames),
          fc.oneof(
            { weight: 3, arbitrary: fc.record({ taint: fc.constantFrom(...taints) }) },
            { weight: 2, arbitrary: fc.record({ value: anyString }) },
            // An address field (or any other) holding a list or a display-name form.
            { weight: 1, arbitrary: fc.record({ value: emailListArbitrary }) },
            { weight: 1, arbitrary: fc.record({ value: fieldValue(ids) }) },
            { weight: 1, arbitrary: fc.constant({ remove: true }) },
          ),
        ),
        { maxLength: 3 },
      )
      .map((changes) => {
        const body: JsonObject = { ...seed };
        for (const [key, change] of changes) {
          if ('remove' in change) delete body[key];
          else if ('value' in change) body[key] = change.value;
          else body[key] = taint(body[key], change.taint);
        }
        return body;
      }),
  );

/** A nasty character inside a string value (or instead of a value that is not a string). */
export const taint = (value: unknown, nasty: string) => {
  if (typeof value !== 'string') return nasty;
  const middle = Math.floor(value.length / 2);
  return `${value.slice(0, middle)}${nasty}${value.slice(middle)}`;
};

const formFields = (ids: string[]) =>
  fc.array(
    fc.tuple(
      fc.oneof(fc.constantFrom(...fieldNames), anyString),
      fc.oneof(anyString, fc.constantFrom(...ids)),
    ),
    { maxLength: 6 },
  );

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

/** One value for a path parameter: an owned row's id, a uuid, or anything at all. */
export const pathSegmentArbitrary = (ids: string[]) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...ids) },
    { weight: 2, arbitrary: fc.uuid() },
    { weight: 2, arbitrary: fc.string({ unit: 'grapheme' }).map(encodeSegment) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('%', '%zz', '%E0%A4%A', '%00', '%2F', '..', '.', '%20'),
    },
    { weight: 1, arbitrary: fc.constant('a'.repeat(3000)) },
  );

const encodeSegment = (value: string) => {
  const encoded = encodeURIComponent(value);
  return encoded === '' || encoded === '.' || encoded === '..' ? `x${encoded}` : encoded;
};

const queryKeys = [
  'limit',
  'cursor',
  'before',
  'after',
  'parentId',
  'category',
  'page',
  'q',
  'ref',
];

/** A query string (with its `?`), or none: arbitrary pairs, or raw junk. */
export const queryArbitrary = (ids: string[]) =>
  fc.oneof(
    { weight: 1, arbitrary: fc.constant('') },
    {
      weight: 4,
      arbitrary: fc
        .array(
          fc.tuple(
            fc.oneof(fc.constantFrom(...queryKeys), anyString),
            fc.oneof(anyString, fc.uuid(), fc.constantFrom(...ids), fc.integer().map(String)),
          ),
          { minLength: 1, maxLength: 5 },
        )
        .map((pairs) => `?${new URLSearchParams(pairs)}`),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom('?', '?&&&', '?limit=%zz', '?%', '?limit=1&limit=2', '?limit[]=1'),
    },
  );

/** Fills a route's pattern (`/api/parents/:id`) with generated path parameters. */
export const pathArbitrary = (pattern: string, ids: string[]) => {
  const names = [...pattern.matchAll(/:(\w+)|\*/g)].length;
  return fc
    .array(pathSegmentArbitrary(ids), { minLength: names, maxLength: names })
    .map((segments) => {
      let index = 0;
      return pattern.replace(/:(\w+)|\*/g, () => segments[index++] ?? 'x');
    });
};

/** A whole request for one route: path, query, headers and (unless a GET) a body. */
export const requestArbitrary = (
  method: string,
  pattern: string,
  known: { ids: string[]; seeds: JsonObject[] },
  sessionCookie: string | undefined,
): fc.Arbitrary<FuzzRequest> =>
  fc
    .record({
      path: pathArbitrary(pattern, known.ids),
      query: queryArbitrary(known.ids),
      headers: headersArbitrary(sessionCookie),
      body:
        method === 'GET'
          ? fc.constant(undefined)
          : fc.option(bodyArbitrary(known.ids, known.seeds)),
    })
    .map(({ path, query, headers, body }) => ({
      method,
      path: `${path}${query}`,
      headers,
      body: body ?? undefined,
    }));
