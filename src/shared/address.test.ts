import { describe, expect, it } from 'vitest';
import { addressMessages } from './address';
import { accountSchema, parentSchema } from './family';

// Issue 39: an owner in the UK had to fill "State or province" and "Zip or County".

const owner = (place: object) => ({
  firstName: 'Ann',
  lastName: 'Rivera',
  email: 'ann@example.com',
  cellPhone: '+1 917 555 0162',
  city: 'London',
  ...place,
});

const issuesOf = (place: object) =>
  accountSchema
    .safeParse(owner(place))
    .error?.issues.map(({ path, message }) => ({ path, message }));

describe('an address by its country', () => {
  it('refuses a country named like an object’s own property as no country, without throwing', () => {
    for (const country of ['constructor', 'toString', '__proto__', 'hasOwnProperty'])
      expect(issuesOf({ country, state: 'NY', zipOrCounty: '12207' })).toEqual([
        { path: ['country'], message: expect.any(String) },
      ]);
  });

  it('asks an owner in the United Kingdom for a postcode, and no county', () => {
    expect(issuesOf({ country: 'United Kingdom', zipOrCounty: 'SW1A 1AA' })).toBeUndefined();
    expect(issuesOf({ country: 'United Kingdom' })).toEqual([
      { path: ['zipOrCounty'], message: addressMessages.postcode },
    ]);
  });

  it('keeps the specification’s state and zip in the United States', () => {
    expect(issuesOf({ country: 'United States' })).toEqual([
      { path: ['state'], message: 'State is required' },
      { path: ['zipOrCounty'], message: 'Zip or County is required' },
    ]);
  });

  it('asks for a province and a postal code in Canada, a state and postcode in Australia, and neither elsewhere', () => {
    expect(issuesOf({ country: 'Canada' })).toEqual([
      { path: ['state'], message: addressMessages.province },
      { path: ['zipOrCounty'], message: addressMessages.postalCode },
    ]);
    expect(issuesOf({ country: 'Australia' })).toEqual([
      { path: ['state'], message: addressMessages.australianState },
      { path: ['zipOrCounty'], message: addressMessages.postcode },
    ]);
    expect(issuesOf({ country: 'Other' })).toBeUndefined();
  });

  it('is the rule of a parent too', () => {
    const parent = {
      firstName: 'Rose',
      lastName: 'Lee',
      relationshipType: 'parent',
      phone: '(212) 555-0123',
      city: 'Toronto',
      country: 'Canada',
      state: 'Ontario',
    };
    expect(parentSchema.safeParse(parent).error?.issues).toEqual([
      expect.objectContaining({ path: ['zipOrCounty'], message: addressMessages.postalCode }),
    ]);
  });
});

describe('a body that is no person at all', () => {
  it.each([null, [], 'text', 3])('%o is refused as the wrong type, never thrown on', (body) => {
    const parsed = accountSchema.safeParse(body);
    expect(parsed.success).toBe(false);
  });
});
