import type { OverviewParent } from '@/shared/dashboard';
import type { FamilyMemberDto } from '@/shared/family-members';
import type { ParentDto } from '@/shared/parents';

// Parents and family members as the API answers them, for the tests to seed and compare with.

/** Ids the shared schemas accept (parentIds must be UUIDs). */
export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const aParent = (overrides: Partial<ParentDto> = {}): ParentDto => ({
  id: uuid(1),
  firstName: 'Mary',
  middleName: '',
  lastName: 'Smith',
  nickname: 'Mom',
  relationshipType: 'parent',
  relationshipDescription: '',
  phone: '+12125550101',
  timezone: 'America/New_York',
  city: 'Albany',
  state: 'New York',
  zipOrCounty: '12207',
  country: 'United States',
  messageTime: '09:00',
  personalityType: 'caring',
  language: 'en',
  checkInBy: 'text',
  checkInsEnabled: false,
  createdAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

export const aFamilyMember = (overrides: Partial<FamilyMemberDto> = {}): FamilyMemberDto => ({
  id: uuid(101),
  firstName: 'Sam',
  middleName: '',
  lastName: 'Smith',
  nickname: '',
  cellPhone: '+12125550102',
  email: 'sam@example.com',
  city: 'Albany',
  state: 'New York',
  zipOrCounty: '12207',
  country: 'United States',
  notificationPreference: 'sms',
  parentIds: [uuid(1)],
  emailStatus: 'confirmed',
  createdAt: '2026-11-01T10:05:00.000Z',
  ...overrides,
});

/** A parent as the overview lists her: protected, her check-in not started today. */
export const anOverviewParent = (overrides: Partial<OverviewParent> = {}): OverviewParent => ({
  ...aParent({
    id: 'p1',
    firstName: 'Ruth',
    lastName: 'Ames',
    nickname: '',
    phone: '+19075550100',
    checkInsEnabled: true,
    createdAt: '2026-01-01T00:00:00.000Z',
  }),
  active: true,
  protection: { reasons: [], consentWaitsUntil: null },
  weatherLocation: 'found',
  today: {
    localDate: '2026-01-12',
    status: 'not_started',
    checkInStatus: null,
    skipReason: null,
    sentAt: null,
    respondedAt: null,
    sendsBy: null,
    claimedBy: null,
    resolvedBy: null,
    checkIns: [{ slot: 0, time: '09:00', status: 'not_started' }],
  },
  strip: [],
  ...overrides,
});
