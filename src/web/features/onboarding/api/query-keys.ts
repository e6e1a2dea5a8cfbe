import { billingKeys } from '@/web/lib/api/billing';
import { consentKeys } from '@/web/lib/api/consents';
import { familyMemberKeys } from '@/web/lib/api/family-members';
import { parentKeys } from '@/web/lib/api/parents';

/** The family set-up's own cached reads. A change invalidates what it touched. */
export const onboardingKeys = {
  state: ['onboarding'] as const,
  profile: ['profile'] as const,
  schedules: ['schedules'] as const,
};

/** What a change to the family (parents or family members) makes out of date. */
export const familyDependents = [
  parentKeys.all,
  familyMemberKeys.all,
  consentKeys.all,
  onboardingKeys.schedules,
  billingKeys.state,
];
