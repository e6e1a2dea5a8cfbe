import { describe, expect, it } from 'vitest';
import { accountSchema, familyMemberSchema, parentSchema } from './family';
import { numberProblem, numberProblemMessage, phoneMessages, regionOf } from './phone';

describe('numbers the service may contact', () => {
  it.each([
    ['(212) 555-0123', 'United States', undefined],
    ['+1 416 555 0123', 'Canada', undefined],
    ['416 555 0123', 'Canada', undefined],
    ['+1 900 226 0000', 'United States', 'special'], // premium rate
    ['+1 800 555 0000', 'United States', 'special'], // toll-free
    ['+1 888 555 0100', 'United States', 'special'], // toll-free
    ['+1 500 555 0006', 'United States', 'special'], // personal number
    ['+881 612 345 678', 'Other', 'special'], // satellite: no country at all
    ['+44 909 879 0000', 'Other', 'special'], // premium rate abroad
    ['+371 9000 0000', 'Other', 'special'], // premium rate abroad
    ['+44 7911 123456', 'Other', 'notServed'], // a mobile abroad
    ['+34 911 234 567', 'Other', 'notServed'], // a landline abroad
    ['12', 'United States', 'invalid'],
  ] as const)('%s (%s): %s', (typed, country, problem) => {
    expect(numberProblem(typed, country)).toBe(problem);
  });

  it('reads no calling region from a country named like an object’s own property', () => {
    expect(regionOf('constructor')).toBeUndefined();
    expect(regionOf('toString')).toBeUndefined();
    expect(regionOf('Canada')).toBe('CA');
    expect(regionOf('GB')).toBe('GB');
  });

  it('names the served countries, and a narrower list', () => {
    expect(numberProblemMessage('+44 7911 123456', 'Other')).toBe(
      'We can only text or call mobile and landline numbers in the United States and Canada.',
    );
    expect(numberProblemMessage('+1 416 555 0123', 'Canada', ['US'])).toBe(
      'We can only text or call mobile and landline numbers in the United States.',
    );
    expect(numberProblemMessage('+1 416 555 0123', 'Canada', ['US', 'CA'])).toBeUndefined();
  });

  it('is the rule of every form that takes a number the service contacts', () => {
    const base = {
      firstName: 'Rose',
      lastName: 'Lee',
      city: 'Albany',
      state: 'New York',
      zipOrCounty: '12207',
    };
    const cases = [
      [parentSchema, { ...base, relationshipType: 'parent', phone: '+1 900 226 0000' }, 'phone'],
      [
        familyMemberSchema,
        {
          ...base,
          cellPhone: '+1 900 226 0000',
          email: 'sam@example.com',
          parentIds: ['00000000-0000-4000-8000-000000000000'],
        },
        'cellPhone',
      ],
      [
        accountSchema,
        { ...base, cellPhone: '+1 900 226 0000', email: 'a@example.com' },
        'cellPhone',
      ],
    ] as const;
    for (const [schema, input, field] of cases) {
      const result = schema.safeParse(input);
      expect(result.error?.issues).toEqual([
        expect.objectContaining({ path: [field], message: phoneMessages.special }),
      ]);
      const fine = schema.safeParse({ ...input, [field]: '(212) 555-0123' });
      expect(fine.success).toBe(true);
    }
    expect(
      parentSchema.safeParse({ ...base, relationshipType: 'parent', phone: '12' }).error?.issues[0]
        ?.message,
    ).toBe('A US number has 10 digits; this has 2.');
  });
});
