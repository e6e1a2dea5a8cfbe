/** The family set-up's cached reads. A change invalidates what it touched. */
export const onboardingKeys = {
  state: ['onboarding'] as const,
  profile: ['profile'] as const,
  parents: ['parents'] as const,
  familyMembers: ['family-members'] as const,
  consents: ['consents'] as const,
  schedules: ['schedules'] as const,
  billing: ['billing', 'subscription'] as const,
};

/** What a change to the family (parents or family members) makes out of date. */
export const familyDependents = [
  onboardingKeys.parents,
  onboardingKeys.familyMembers,
  onboardingKeys.consents,
  onboardingKeys.schedules,
  onboardingKeys.billing,
];
