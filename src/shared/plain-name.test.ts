import { describe, expect, it } from 'vitest';
import { parentSchema } from './family';
import { isPlainName, plainNameMessages } from './plain-name';
import { singleLineMessage } from './text';

const parent = (names: object) =>
  parentSchema.safeParse({
    firstName: 'Rose',
    lastName: 'Lee',
    relationshipType: 'parent',
    phone: '(212) 555-0123',
    city: 'Albany',
    state: 'New York',
    zipOrCounty: '12207',
    ...names,
  });

describe('plain names', () => {
  it.each([
    'Mary-Jane',
    "O'Neil",
    'O’Neil',
    'José',
    'Zoë',
    'Jose\u0301', // a decomposed é: letter and combining mark
    'Łukasz',
    '李',
    'Ana María de la Cruz',
  ])('takes %s', (name) => {
    expect(isPlainName(name)).toBe(true);
    expect(parent({ firstName: name, nickname: name }).success).toBe(true);
  });

  it.each([
    'URGENT: Your bank card is locked. Call +1 900 226 0000',
    'Grandpa 2',
    'Grandpa: call now',
    'bank.example',
    'Mom!',
    '-Rose',
    "'",
    'J.R.',
  ])('refuses %s', (name) => {
    expect(isPlainName(name)).toBe(false);
    for (const field of ['firstName', 'middleName', 'lastName', 'nickname']) {
      const issues = parent({ [field]: name }).error?.issues ?? [];
      expect(issues[0], field).toMatchObject({ path: [field], message: plainNameMessages.shape });
    }
  });

  it('counts at most 40 characters as people see them', () => {
    expect(isPlainName('a'.repeat(40))).toBe(true);
    expect(isPlainName('a'.repeat(41))).toBe(false);
    expect(isPlainName('𠮷'.repeat(40))).toBe(true);
    expect(parent({ lastName: 'a'.repeat(41) }).error?.issues[0]?.message).toBe(
      plainNameMessages.tooLong,
    );
  });

  it('keeps the specification’s messages for a missing name and a line break', () => {
    expect(parent({ firstName: '' }).error?.issues[0]?.message).toBe('First name is required');
    expect(parent({ firstName: 'Rose\nLee' }).error?.issues[0]?.message).toBe(singleLineMessage);
    expect(parent({ nickname: '' }).success).toBe(true);
  });
});
