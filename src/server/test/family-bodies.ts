import type { FamilyMemberInput, ParentInput } from '../../shared/family';

/** A parent that `POST /api/parents` accepts, with any fields changed. */
export const sampleParent = (overrides: Partial<ParentInput> = {}): ParentInput => ({
  firstName: 'Rose',
  lastName: 'Lee',
  relationshipType: 'parent',
  phone: '(212) 555-0123',
  city: 'Albany',
  state: 'New York',
  zipOrCounty: '12207',
  ...overrides,
});

/** A family member following `parentIds`, as `POST /api/family-members` takes one. */
export const sampleFamilyMember = (parentIds: string[]): FamilyMemberInput => ({
  firstName: 'Sam',
  lastName: 'Lee',
  cellPhone: '+1 646 555 0142',
  email: 'sam@example.com',
  city: 'Boston',
  state: 'Massachusetts',
  zipOrCounty: '02108',
  parentIds,
});
