import fc from 'fast-check';
import { emailListArbitrary, nestedJsonArbitrary } from './fuzz-abuse';
import { fieldNames, nastyStrings, plausibleStrings, taints } from './fuzz-values';

/**
 * Request bodies for the fuzzing test (fuzz-requests.ts): JSON keyed by the shared schemas'
 * field names with nasty leaves, bodies the app accepts with a few fields broken, forms, bytes,
 * and text that is not what its content type claims.
 */

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
