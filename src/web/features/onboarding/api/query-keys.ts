import { billingKeys } from '../../../lib/api/billing';
import { consentKeys } from '../../../lib/api/consents';
import { familyMemberKeys } from '../../../lib/api/family-members';
import { parentKeys } from '../../../lib/api/parents';

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
