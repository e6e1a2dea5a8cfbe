import { describe, expect, it } from 'vitest';
import { jsonDepthExceeds } from './json-depth';

describe('the JSON depth count', () => {
  it('counts arrays and objects, not brackets inside strings', () => {
    expect(jsonDepthExceeds('{"a":[{"b":[]}]}', 4)).toBe(false);
    expect(jsonDepthExceeds('{"a":[{"b":[[]]}]}', 4)).toBe(true);
    expect(jsonDepthExceeds(`{"a":"${'['.repeat(50)}"}`, 2)).toBe(false);
    expect(jsonDepthExceeds(`{"a":"\\"${'{'.repeat(50)}"}`, 2)).toBe(false);
    expect(jsonDepthExceeds(`["\\\\",${'['.repeat(5)}]`, 4)).toBe(true);
  });

  it('reads a body of any depth in one loop', () => {
    expect(jsonDepthExceeds('['.repeat(1_000_000), 32)).toBe(true);
    expect(jsonDepthExceeds('[]'.repeat(500_000), 32)).toBe(false);
  });
});
