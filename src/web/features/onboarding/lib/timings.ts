/**
 * Every delay of the wizard (spec §2, §4, §9), in one object so tests can run them on fake timers.
 * Reduced motion keeps these timings and drops only the movement.
 */
export const wizardTimings = {
  /** The success message shows this long before the wizard moves to the next step. */
  successMessageMs: 2000,
  /** Parents saved (and consent done): the toast stays this long… */
  subStepToastMs: 3000,
  /** …while the next sub-step slides in over this long. */
  slideMs: 300,
  /** Family members saved: a shorter toast, then the next step. */
  familyToastMs: 1500,
  /** The hearts show this long before set-up is completed. */
  heartsMs: 3000,
  /** Bulk consent requests: a pause after each send, then a gap before the next one. */
  bulkPauseAfterSendMs: 2000,
  bulkGapMs: 500,
  /** How often the consent list is re-read while a request waits for its Y. */
  consentPollMs: 3000,
} as const;

export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
