import type { OnboardingStep } from './onboarding';

/**
 * The set-up wizard's words, in one place so the pages and the end-to-end journeys read the
 * same text. Validation messages live with their schemas (family.ts, onboarding.ts).
 */
export const wizardSteps = [
  {
    name: 'Account',
    title: "Let's Get Started!",
    subtitle: 'First, a little about you, so your family knows who set this up.',
  },
  {
    name: 'Family',
    title: 'Your Family',
    subtitle: 'Who we check in on each day, and who hears how they are.',
  },
  {
    name: 'Communication',
    title: 'Staying in Touch',
    subtitle: 'Everyone agrees to texts, then you choose when the daily check-in goes out.',
  },
  {
    name: 'Finalization',
    title: 'Almost Done!',
    subtitle: 'Start your free trial and send a first test message.',
  },
] as const;

/** The heading of each sub-step, inside its step. */
export const subStepHeadings: Record<OnboardingStep, string> = {
  account: 'About you',
  parents: 'Your parents',
  'family-members': 'Family members',
  consent: 'SMS consent',
  schedule: 'Check-in schedule',
  payment: 'Your plan',
  'first-message': 'First test message',
};

/** What each sub-step says once its rows are saved, before the wizard moves on. */
export const stepSavedMessages: Record<OnboardingStep, string> = {
  account: 'Your details are saved.',
  parents: 'Parents saved!',
  'family-members': 'Family members saved!',
  consent: 'Consent step complete!',
  schedule: 'Schedule saved.',
  payment: 'Your free trial has started.',
  'first-message': "You're all set!",
};

export const onboardingCopy = {
  pageTitle: 'Set up your family',
  loadFailed: 'We could not load your set-up. Please try again.',
  addParent: 'Add parent',
  addFamilyMember: 'Add family member',
  familyPricing: (included: number, extraPrice: string) =>
    `${included === 1 ? 'Your plan includes your first family member.' : `Your plan includes ${included} family members.`} Each additional family member is ${extraPrice}/month.`,
  consentWording:
    'We text each person a short request that names you and the service. They reply Y to agree, or STOP to opt out. Msg & data rates may apply.',
  consentVoiceNote: "A parent's agreement also covers the follow-up call if they don't reply.",
  ownerTextsHeading: 'Alerts to you',
  ownerTextsNote:
    'You are always told of every alert, OK and weekly report by e-mail. To get them by text as well, agree from your own phone (optional); you can change this later in Settings.',
  ownerInFamily: (name: string) =>
    `${name} (you): always told of every alert, OK and weekly report, by e-mail unless you choose text in Settings.`,
  sendToAll: 'Send to all',
  skipForNow: 'Skip for Now',
  phoneSimulator: 'Open the phone simulator',
  scheduleNotes: [
    'Messages can be scheduled up to 30 days ahead.',
    'You can edit a message until 15 minutes before it is sent.',
    'Once a message is sent, it is locked.',
  ],
  freeTrial: (days: number) => `${days}-day free trial`,
  noCard: 'No credit card required',
  startTrial: 'Start trial',
  demoBilling: 'Demo — no payment is taken',
  testMessageSent: (name: string) => `Test message sent to ${name}`,
  completeSetup: 'Complete Setup',
  completing: 'Finishing your set-up…',
} as const;
