import { describe, expect, it } from 'vitest';
import { familyMemberSchema, familyMessages } from './family';

// docs/product.md §2, "Who is told": a member is told by text, e-mail or both, and is asked only
// for what that needs (issue 39).

const member = (overrides: object) => ({
  firstName: 'Carla',
  lastName: 'Lee',
  city: 'Albany',
  state: 'New York',
  zipOrCounty: '12207',
  parentIds: ['00000000-0000-4000-8000-000000000000'],
  ...overrides,
});

const issuesOf = (input: object) =>
  familyMemberSchema.safeParse(member(input)).error?.issues.map(({ path, message }) => ({
    path,
    message,
  }));

describe('a family member’s contacts', () => {
  it('need no cell phone for e-mail only, and no e-mail for texts only', () => {
    expect(
      issuesOf({ notificationPreference: 'email', email: 'carla@example.com' }),
    ).toBeUndefined();
    expect(issuesOf({ notificationPreference: 'sms', cellPhone: '917.555.0177' })).toBeUndefined();
  });

  it('need both for both, each missing one named on its field', () => {
    expect(issuesOf({ notificationPreference: 'both' })).toEqual([
      { path: ['cellPhone'], message: familyMessages.cellPhone },
      { path: ['email'], message: familyMessages.email },
    ]);
    expect(issuesOf({ notificationPreference: 'email', cellPhone: '917.555.0177' })).toEqual([
      { path: ['email'], message: familyMessages.email },
    ]);
  });

  it('still check what was typed in the field that is not needed', () => {
    expect(
      issuesOf({
        notificationPreference: 'email',
        email: 'carla@example.com',
        cellPhone: '917-555-016',
      }),
    ).toEqual([{ path: ['cellPhone'], message: 'A US number has 10 digits; this has 9.' }]);
    expect(
      issuesOf({ notificationPreference: 'sms', cellPhone: '9175550177', email: 'carla@' }),
    ).toEqual([{ path: ['email'], message: familyMessages.emailInvalid }]);
  });
});
