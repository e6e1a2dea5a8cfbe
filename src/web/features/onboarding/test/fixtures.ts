import type { SessionUser } from '@/shared/auth';
import type { ProfileDto } from '@/shared/onboarding';
import type { FamilyMemberDto } from '@/shared/family-members';
import type { ParentDto } from '@/shared/parents';

/** Rows as the API answers them, to seed the fake with. */
export const owner: SessionUser = {
  id: 'u1',
  email: 'pat@example.com',
  displayName: 'Pat',
  firstName: null,
  onboardingCompleted: false,
  subscriptionStatus: null,
};

/** Ids the shared schemas accept (parentIds must be UUIDs). */
export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const apiError = (status: number, code: string, message: string) => ({
  status,
  body: { error: { code, message } },
});

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

export const aProfile = (overrides: Partial<ProfileDto> = {}): ProfileDto => ({
  firstName: 'Pat',
  middleName: '',
  lastName: 'Smith',
  nickname: '',
  email: 'pat@example.com',
  cellPhone: '+12125550100',
  city: 'Boston',
  state: 'Massachusetts',
  zipOrCounty: '02108',
  country: 'United States',
  ...overrides,
});
