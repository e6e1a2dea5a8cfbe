import type { SessionUser } from '@/shared/auth';
import type { ProfileDto } from '@/shared/onboarding';

export { aFamilyMember, aParent, uuid } from '@/web/test/family-fixtures';

/** Rows as the API answers them, to seed the fake with. */
export const owner: SessionUser = {
  id: 'u1',
  email: 'pat@example.com',
  displayName: 'Pat',
  firstName: null,
  onboardingCompleted: false,
  subscriptionStatus: null,
};

export const apiError = (status: number, code: string, message: string) => ({
  status,
  body: { error: { code, message } },
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
