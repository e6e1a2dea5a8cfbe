/** What the owner is told when a check-in cannot be sent now. */
export const checkInMessages = {
  alreadyToday: (name: string) =>
    `Today's check-in for ${name} has already been sent. The next one goes out tomorrow.`,
  quietHours: (name: string) =>
    `Check-ins go out between 7:00 AM and 9:00 PM in ${name}'s time zone. Please try again then.`,
  noSubscription: 'Check-ins need an active subscription or free trial.',
  optedOut: (name: string) =>
    `${name}'s number has replied STOP. They need to reply START before we can text them.`,
  noConsent: (name: string) =>
    `${name} has not agreed to texts yet. Send the consent request and wait for their Y reply.`,
} as const;
