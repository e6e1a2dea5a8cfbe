import type { WeatherWarningKind } from '@/shared/weather';
import type { ReplyOutcome } from '../../replies/classify-reply';
import type { CheckInStatus, MissedReason, SkipReason } from '@/shared/check-ins';
import type { CheckInBy } from '@/shared/family';
import type { PausedBy } from '@/shared/pauses';
import type { CheckInStep, FamilyNoticeKind } from '@/shared/check-in-steps';

/** What the engine's rules read of a check-in (a row of check_ins). */
export interface CheckInState {
  status: CheckInStatus;
  sentAt: Date | null;
  deliveredAt: Date | null;
  /** Who took the current alert in hand, as a recipient key; null before anyone did. */
  claimedBy: string | null;
  /** Their name as the others were told it, and when (a lapsed claim names them). */
  claimedByName?: string | null;
  claimedAt?: Date | null;
  /** When a lapsed claim opened the alert again: it happens once (§2.15). */
  reopenedAt?: Date | null;
  /** When the current alert went out (a plea after SHE'S OK is a new one). */
  alertedAt?: Date | null;
  /** When her backup contacts were told of the current alert: once (§2.15). */
  backupsToldAt?: Date | null;
  /** How the day reaches the parent: a text (then a call if unanswered), or calls only. */
  checkInBy: CheckInBy;
  /** Calls placed this day so far. */
  callAttempt: number;
  /** The day's current call: a report about an earlier one changes nothing. */
  callId: string | null;
  /** How a call parent's first, unanswered call ended. */
  retryReason: MissedReason | null;
}

/** Someone who was told of an alert: a family member, the owner, or a backup contact. */
export interface Claimant {
  /** `member:<id>`, `owner:<userId>` or `backup:<id>`. */
  key: string;
  name: string;
}

export type CheckInEvent =
  /** The provider accepted the text; the follow-up timer runs from here until delivery. */
  | { type: 'text_sent'; followUpAt: Date }
  | { type: 'text_delivered'; followUpAt: Date }
  | { type: 'text_failed'; error: string | null }
  /**
   * The parent texted, or (`channel: 'voice'`) called the service's number and answered its
   * question. `key` tells apart replies that may come more than once.
   */
  | { type: 'reply'; outcome: ReplyOutcome; words: string; key: string; channel?: 'sms' | 'voice' }
  /** The follow-up delay (or a call parent's wait before the second call) has passed. */
  | { type: 'follow_up_due'; callsOn: boolean }
  /** An answer on the day's call; `callId` is the call it came on. */
  | {
      type: 'call_answered';
      answer: 'ok' | 'needs_help' | 'opt_out';
      words: string;
      callId?: string | null;
    }
  | { type: 'call_missed'; reason: MissedReason; callId?: string | null }
  /** One of those told of an alert is on it ("I'm on it"). */
  | { type: 'claim'; by: Claimant }
  /** One of those told has spoken to the parent and closes the alert ("SHE'S OK"). */
  | { type: 'resolve'; by: Claimant; note: string }
  /** The parent texted PAUSE while her day waited for her answer (docs/product.md §2.14). */
  | { type: 'pause'; words: string }
  /** 60 minutes since the alert was taken in hand, and no "SHE'S OK" (docs/product.md §2.15). */
  | { type: 'claim_lapsed' }
  /**
   * The follow-up sweep's minute check of an alert nobody has taken in hand: 15 minutes after
   * it went out, her backup contacts are told (docs/product.md §2.15).
   */
  | { type: 'alert_unclaimed' };

export type ParentText = 'thanks' | 'family_told' | 'ask_again';

/**
 * How a day's check-in begins: at the parent's time (a text, or a call for a call parent), or
 * earlier, because the parent checked in first (docs/product.md §2.11): a YES by text, or an answer
 * on a call to the service's number.
 */
export type CheckInStart =
  | {
      type: 'due';
      by: CheckInBy;
      /** What could keep the day from being sent (the sweep reads them with the due parents). */
      blockers: DayBlockers;
      /** The owner's "send now" rather than the parent's time. */
      manual: boolean;
      /** A weather warning's extra check-in (docs/product.md §2.16): the warning, one of the listed kinds. */
      weather?: WeatherWarningKind;
    }
  | {
      type: 'early';
      by: CheckInBy;
      outcome: 'ok' | 'needs_help';
      words: string;
      channel: 'sms' | 'voice';
      key: string;
    };

/** What the day's check-in needs, as the sweep read it: any missing, and the day is skipped. */
export interface DayBlockers {
  /** A free trial or a paid subscription is running. */
  subscribed: boolean;
  /** The parent's number replied STOP. */
  optedOut: boolean;
  /** Her check-ins are paused for the day (docs/product.md §2.14), and by whom. */
  paused?: PausedBy;
  /** The parent's current number agreed to the check-ins. */
  consented: boolean;
}

export type CheckInEffect =
  /** A step for the check-in's history (what Recent Activity and reports read). */
  | { type: 'record'; step: CheckInStep }
  | {
      type: 'tell_family';
      notice: FamilyNoticeKind;
      words?: string;
      lateAnswer?: 'YES' | 'NO';
      missedReason?: MissedReason;
      /** A call parent's first call, unanswered too: the notice says how each ended. */
      firstMissedReason?: MissedReason;
      /** The parent checked in before the day's time. */
      early?: 'sms' | 'voice';
      /** Tells apart notices of one kind that may come more than once (each forwarded text). */
      occurrence?: string;
      /** Who took the alert in hand (claimed, resolved); they are not told their own news. */
      by?: Claimant;
      note?: string;
      /** A lapsed claim: who held the alert, and since when (everyone is told, they too). */
      heldBy?: { name: string; since: Date };
    }
  | { type: 'text_parent'; text: ParentText }
  /** The day's check-in text (its words and id were written with the day's row). */
  | { type: 'send_text' }
  | { type: 'place_call' }
  /** The parent's backup contacts are told of the alert, by text or call (backup-notices.ts). */
  | { type: 'tell_backups' }
  /** The owner is e-mailed that the day was not sent, and why (skip-notices.ts). */
  | { type: 'tell_owner_skipped'; reason: SkipReason };

/** Columns a move sets besides the status. */
export interface CheckInChanges {
  skipReason?: SkipReason;
  sentAt?: Date;
  deliveredAt?: Date;
  followUpAt?: Date;
  callAttempt?: number;
  retryReason?: MissedReason;
  respondedAt?: Date;
  responseChannel?: 'sms' | 'voice';
  responseBody?: string;
  alertedAt?: Date;
  missedReason?: MissedReason;
  claimedBy?: string | null;
  claimedByName?: string | null;
  claimedAt?: Date | null;
  resolvedByName?: string;
  resolvedNote?: string;
  resolvedAt?: Date;
  reopenedAt?: Date | null;
  backupsToldAt?: Date | null;
}

export interface CheckInMove {
  status: CheckInStatus;
  set: CheckInChanges;
  effects: CheckInEffect[];
}
