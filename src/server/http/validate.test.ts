import { describe, expect, it } from 'vitest';
import { holdsNulCharacter } from './validate';

/** A value nested `depth` levels deep, built without recursion. */
const nested = (depth: number, leaf: unknown) => {
  let value = leaf;
  for (let level = 0; level < depth; level++) value = level % 2 ? [value] : { inner: value };
  return value;
};

describe('the NUL check', () => {
  it('finds a NUL at any depth, in keys of no interest and in values', () => {
    expect(holdsNulCharacter(nested(5, 'a\u0000b'))).toBe(true);
    expect(holdsNulCharacter(nested(5, 'ab'))).toBe(false);
    expect(holdsNulCharacter({ list: [1, null, true, { x: ['ok', 'n\u0000'] }] })).toBe(true);
  });

  it('walks a value nested far past the call stack without overflowing it', () => {
    expect(() => holdsNulCharacter(nested(200_000, 'ab'))).not.toThrow();
    expect(holdsNulCharacter(nested(200_000, '\u0000'))).toBe(true);
    expect(holdsNulCharacter(Array.from({ length: 500_000 }, () => 0))).toBe(false);
  });
});
