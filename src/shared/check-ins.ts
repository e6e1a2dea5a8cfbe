import type { CheckInBy } from './family';
/** What the owner is told when a check-in cannot be sent now. */
export const checkInMessages = {
  alreadyToday: (name: string) =>
    `Today's check-in for ${name} has already been sent. The next one goes out tomorrow.`,
  quietHours: (name: string) =>
    `Check-ins go out between 7:00 AM and 9:00 PM in ${name}'s time zone. Please try again then.`,
  noSubscription: 'Check-ins need an active subscription or free trial.',
  paused: (name: string, until: string) =>
    `${name}'s check-ins are paused through ${until}. Resume them to send one now.`,
  optedOut: (name: string, by: CheckInBy = 'text') =>
    by === 'call'
      ? `${name}'s number has asked us to stop. We cannot call them until they opt back in.`
      : `${name}'s number has replied STOP. They need to reply START before we can text them.`,
  noConsent: (name: string, by: CheckInBy = 'text') =>
    by === 'call'
      ? `${name} has not agreed to the daily calls yet. Send the consent call and wait for them to press 1.`
      : `${name} has not agreed to texts yet. Send the consent request and wait for their Y reply.`,
} as const;

/**
 * Every status a day's check-in can be in (docs/product.md §2). The engine's rules
 * (server/features/checkins/check-in-machine.ts), the database's CHECK constraint and every
 * label below are written over this one list: a new status breaks the build until each of
 * them handles it.
 */
export const checkInStatuses = [
  /** Not sent today, for `skipReason`. */
  'skipped',
  /** The text is out; no answer yet. */
  'awaiting',
  /** No reply to the text; the follow-up call is under way. For a call parent: the day's call. */
  'calling',
  /**
   * A parent checked on by call did not answer the day's call (or the line was busy): one more
   * call is due at the follow-up time, before the family is told (issue 23).
   */
  'redialing',
  /** YES by text, or OK on the call. */
  'ok',
  /** NO, HELP or a plea for help, by text or on the call: the family was alerted. */
  'needs_help',
  /** Neither the text nor the call got an answer (see `missedReason`): the family was alerted. */
  'no_response',
  /** The text could not be delivered: the family was alerted. */
  'undeliverable',
  /** The parent opted out (STOP) while the check-in was open. */
  'stopped',
  /**
   * No check-in this day: her check-ins are paused, by the owner or by her own text
   * (docs/product.md §2.14). Shown as paused, never counted as missed.
   */
  'paused',
  /**
   * After an alert, someone who was told has spoken to the parent and closed it on their
   * behalf ("SHE'S OK"), with a short note (docs/product.md §2.10).
   */
  'resolved',
] as const;
export type CheckInStatus = (typeof checkInStatuses)[number];

/** How a silent day ended: what the family and the dashboard are told, truthfully. */
export const missedReasons = [
  /** Follow-up calls are switched off: only the text went unanswered. */
  'no_call',
  /** The call rang out, or went to voicemail. */
  'no_answer',
  'busy',
  /** The call could not be placed. */
  'call_failed',
  /** Picked up, but no usable answer came (silence, or words the call could not take). */
  'answered_no_reply',
  /** No result of the call ever came back. */
  'no_result',
] as const;
export type MissedReason = (typeof missedReasons)[number];

/**
 * Why a day was not sent. `missed_by_us`: its time, and the catch-up after it, passed while
 * the service could not send (an outage, a worker down, a clock jump): counted as missed, and
 * the owner is told that day (docs/product.md §2.12, decision 039).
 */
export const skipReasons = ['consent', 'opted_out', 'subscription', 'missed_by_us'] as const;
export type SkipReason = (typeof skipReasons)[number];

/** A check-in's status in the owner's words: the dashboard, the history, the reports. */
export function checkInStatusLabel(status: CheckInStatus): string {
  switch (status) {
    case 'skipped':
      return 'Not sent';
    case 'awaiting':
      return 'Waiting for reply';
    case 'calling':
      return 'Calling';
    case 'redialing':
      return 'Calling again soon';
    case 'ok':
      return 'OK';
    case 'needs_help':
      return 'Needs help';
    case 'no_response':
      return 'No answer';
    case 'undeliverable':
      return 'Not delivered';
    case 'stopped':
      return 'Opted out';
    case 'paused':
      return 'Paused';
    case 'resolved':
      return 'OK, family checked';
  }
}

/** The end of "… did not reply to today's check-in text", for each way a silent day ends. */
export function missedReasonText(reason: MissedReason): string {
  switch (reason) {
    case 'no_call':
      return 'did not reply to the check-in text';
    case 'no_answer':
      return 'did not reply to the text and did not answer the call';
    case 'busy':
      return 'did not reply to the text, and the line was busy when we called';
    case 'call_failed':
      return 'did not reply to the text, and the call could not be placed';
    case 'answered_no_reply':
      return 'did not reply to the text, and answered the call but gave no answer';
    case 'no_result':
      return 'did not reply to the text, and we could not confirm the call was answered';
  }
}

/** How one call of a call parent's day ended without an answer, in a sentence's middle. */
function callEndingText(reason: MissedReason): string {
  switch (reason) {
    case 'no_answer':
    case 'no_call':
      return 'nobody answered';
    case 'busy':
      return 'the line was busy';
    case 'call_failed':
      return 'the call could not be placed';
    case 'answered_no_reply':
      return 'the call was answered but no answer was given';
    case 'no_result':
      return 'we could not confirm the call was answered';
  }
}

/**
 * The end of "… did not respond to today's check-in calls" for a parent checked on by call,
 * who was called twice (issue 23): how each call ended.
 */
export function missedCallsText(first: MissedReason, second: MissedReason): string {
  return `did not respond to today's check-in calls: the first time ${callEndingText(first)}, and when we called again ${callEndingText(second)}`;
}

/** Why a day was not sent, in the owner's words. */
export function skipReasonText(reason: SkipReason, by: CheckInBy = 'text'): string {
  switch (reason) {
    case 'consent':
      return by === 'call'
        ? 'they have not agreed to the daily calls yet'
        : 'they have not agreed to texts yet';
    case 'opted_out':
      return by === 'call' ? 'their number asked us to stop' : 'their number replied STOP';
    case 'subscription':
      return 'the subscription is not active';
    case 'missed_by_us':
      return 'our service could not send it in time';
  }
}
