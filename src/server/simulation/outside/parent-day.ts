import type { CastParent } from '../cast';
import type { Act } from '../observer';
import { isCheckInBody } from '../people';

/**
 * A parent's day as the outside sees it: when the check-in text reached (or failed to reach)
 * their phone, and what they and the call did afterwards; from that, what the family must be
 * told, and when. This is the oracle: it follows docs/product.md §2 from the people's acts, not from
 * the service's records.
 */
export type Told = 'ok' | 'no' | 'no_response' | 'undeliverable' | 'late' | 'info';

export interface ExpectedNotice {
  kind: Told;
  /** From when it may arrive, and by when it must. */
  from: number;
  by: number;
  /** For info forwards and alerts with words: the parent's words. */
  words?: string;
  /** For no_response: words the notice must hold about how the day ended. */
  reason?: string;
}

export interface ParentDay {
  parent: CastParent;
  /** When the check-in text reached the phone (or the network gave up on it). */
  at: number;
  end: number;
  delivered: boolean;
  localDate: string;
  /** A weather warning's extra check-in (docs/product.md §2.16), not one of her times. */
  weather?: boolean;
  notices: ExpectedNotice[];
  /** Texts the parent must get back, each within the step allowance of `from`. */
  replies: { text: string; from: number; by: number }[];
  /**
   * The day's latest alert, for claims: from when, and until it closed. The next day's check-in
   * does not close it: an alert can be taken in hand for 48 hours (check-claims.ts).
   */
  alert?: OpenAlert;
  /**
   * Every alert the day raised, in order: one closed by SHE'S OK and followed by her new plea
   * is still the one a claim made between them found open.
   */
  alerts?: OpenAlert[];
  /** The follow-up call must ring by this time (when one is due). */
  callBy?: number;
  stopped: boolean;
}

/**
 * An alert's span; `openedBy` is the act that raised it and `closedBy` the act that closed it,
 * when one did.
 */
export interface OpenAlert {
  from: number;
  until: number;
  openedBy?: Act;
  closedBy?: Act;
}

export const isCheckInText = isCheckInBody;

/**
 * What a parent must read back, in their language: the oracle's own words for the service's
 * replies, kept apart from the service's wording so a wrong language shows.
 */
export const repliesFor = (parent: CastParent) =>
  parent.language === 'es'
    ? {
        thanks: `¡Gracias, ${parent.nickname}!`,
        familyTold: 'Su familia ya fue notificada',
        askAgain: '¡Gracias por su mensaje! Por favor responda SÍ',
      }
    : {
        thanks: `Thank you, ${parent.nickname}!`,
        familyTold: 'Your family has been notified',
        askAgain: 'Thanks for your message! Please reply YES',
      };
