import { describe, expect, it } from 'vitest';
import { accountSchema, familyMemberSchema, parentSchema } from './family';
import { phoneIssue } from './phone-field';
import { toE164 } from './phone';

// Issue 39: "917.555.0162" was "not a valid phone number". Every common way of writing a US number
// reads as the same number, and one that cannot be read says which part is wrong.

const usFormats = [
  '917.555.0162',
  '917 555 0162',
  '917-555-0162',
  '(917) 555-0162',
  '+1 917 555 0162',
  '1-917-555-0162',
  '+1 (917) 555.0162',
  '9175550162',
];

describe('reading a typed phone number', () => {
  it.each(usFormats)('reads %s as +19175550162 in every form that takes a phone', (typed) => {
    expect(phoneIssue(typed, 'United States')).toBeUndefined();
    expect(toE164(typed, 'United States')).toBe('+19175550162');
    const place = { city: 'Albany', state: 'New York', zipOrCounty: '12207' };
    const names = { firstName: 'Rose', lastName: 'Lee' };
    expect(
      parentSchema.safeParse({ ...names, ...place, relationshipType: 'parent', phone: typed })
        .success,
    ).toBe(true);
    expect(
      accountSchema.safeParse({ ...names, ...place, email: 'a@example.com', cellPhone: typed })
        .success,
    ).toBe(true);
    expect(
      familyMemberSchema.safeParse({
        ...names,
        ...place,
        email: 'sam@example.com',
        cellPhone: typed,
        parentIds: ['00000000-0000-4000-8000-000000000000'],
      }).success,
    ).toBe(true);
  });

  it.each([
    ['917-555-016', 'United States', 'A US number has 10 digits; this has 9.'],
    ['917-555-01622', 'United States', 'A US number has 10 digits; this has 11.'],
    ['1-917-555-016', 'United States', 'A US number has 10 digits after the 1; this has 9.'],
    ['416 555 012', 'Canada', 'A Canadian number has 10 digits; this has 9.'],
    [
      '917 555 O162',
      'United States',
      'Could not read “O” (character 9): a phone number has only digits, spaces, dots, dashes, parentheses and a + at the start.',
    ],
    [
      '017-555-0162',
      'United States',
      'Area code 017 does not exist: an area code never starts with 0.',
    ],
    [
      '917-055-0162',
      'United States',
      'The three digits after the area code (055) never start with 0.',
    ],
    ['999 555 0162', 'United States', 'Area code 999 is not in use.'],
    ['---', 'United States', 'Could not find any digits in this phone number.'],
    [
      '917 555 0162',
      'Other',
      'Start a number outside the United States and Canada with + and its country code.',
    ],
    [
      '07911 12345',
      'United Kingdom',
      'Could not read this as a phone number in the United Kingdom: check the digits.',
    ],
  ])('says what it could not read in %s (%s)', (typed, country, message) => {
    expect(phoneIssue(typed, country)).toBe(message);
    const result = parentSchema.safeParse({
      firstName: 'Rose',
      lastName: 'Lee',
      city: 'Albany',
      state: 'New York',
      zipOrCounty: '12207',
      relationshipType: 'parent',
      phone: typed,
      country: country === 'Canada' || country === 'Other' ? country : 'United States',
    });
    if (country !== 'United Kingdom')
      expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['phone'], message })]);
  });
});
