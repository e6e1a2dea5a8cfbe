import fc from 'fast-check';
import { anyString, bodyArbitrary, type JsonObject } from './fuzz-bodies';
import { headersArbitrary } from './fuzz-headers';

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

export { anyString, bodyArbitrary, jsonBodyValue, taint, type JsonObject } from './fuzz-bodies';
export { contentTypes, headersArbitrary } from './fuzz-headers';

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
