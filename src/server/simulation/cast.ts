import type { Database } from '../db/client';
import type { PhoneFaults } from '../channels/simulator/simulator-network';
import type { CheckInBy, NotificationPreference } from '@/shared/family';
import type { Language } from '@/shared/languages';
import type { OwnerNoticePreference } from '@/shared/owner-notices';
import type { Random } from './random';
import type { CastTime } from './cast-times';
import { insertCastMember, insertCastOwner } from './cast-recipients';
import { insertCastAccount, insertCastParent } from './cast-rows';
import { insertCastBackups } from './cast-backups';

/**
 * Who lives in a simulated run, and what each has chosen: the ground truth the outside checks
 * compare the phones and inboxes against. Set up straight in the database (fast), with the
 * choices a careful product must honour spread at random: parents whose times fall in a DST gap
 * or repeat (stored outside the check-in window), numbers the network treats badly, members who
 * never agreed to texts, owners with and without their own cell.
 */
export interface CastParent {
  id: string;
  userId: string;
  /** "Parent12 Sim": what the family's notices name. */
  name: string;
  /** What the parent's own texts call them. */
  nickname: string;
  phone: string;
  zone: string;
  /** Her first time of the day (slot 0). */
  messageTime: string;
  /** Her more times of the day, slots 1 and 2 (docs/product.md §2.13): none for most. */
  moreTimes: CastTime[];
  enabled: boolean;
  consented: boolean;
  faults: PhoneFaults;
  /** How they are checked on: a text, or calls only (issue 23). */
  checkInBy: CheckInBy;
  language: Language;
  /**
   * A parent asked for her consent by the service at the run's start (the request waits for
   * her waking hours) who never agrees: she never answers it, or she answers no (a NO text, or
   * 2 on the consent call). Never checked on (issue 35).
   */
  consentAnswer?: 'never' | 'no';
  /**
   * She texts PAUSE `days` at `at` (before her time that day, docs/product.md §2.14): that day
   * and the next `days - 1` are paused (cast-events.ts plans it).
   */
  pause?: { at: number; days: number };
  /** Her neighbour, whose cell agreed: told only of alerts nobody took in hand (§2.15). */
  backup?: { key: string; phone: string };
  /**
   * An Extreme Heat Warning raised for her ZIP code (`zip`, one in her own zone) at `at`, in
   * force for `hours` (cast-heat.ts plans it): the weather's extra check-in (§2.16).
   */
  heat?: CastHeat;
}

/** A planned weather warning for one parent's ZIP code (cast-heat.ts). */
export interface CastHeat {
  at: number;
  hours: number;
  zip: string;
}

export interface CastRecipient {
  /** `member:<id>` or `owner:<userId>`, as the engine names them. */
  key: string;
  firstName: string;
  email: string;
  phone: string | null;
  /** The phone agreed to texts when the run started. */
  agreed: boolean;
  wants: NotificationPreference | OwnerNoticePreference;
  owner: boolean;
  parentIds: string[];
}

export interface CastAccount {
  userId: string;
  subscribed: boolean;
  followUpMinutes: 30 | 60;
  callsOn: boolean;
  /** How the call takes an answer: keys, speech, or both. */
  voiceResponse: 'both' | 'keypad' | 'voice';
  /** The owner's zone: their first parent's. */
  ownerZone: string;
  parents: CastParent[];
  recipients: CastRecipient[];
  /** A trial that ends in the run, nobody paying (cast-events.ts): when it ends. */
  trialEndsAt?: number;
  /**
   * The owner deletes the account at this people's turn (cast-events.ts); once she has, the
   * moment she did, seconds into the turn's minute (cast-deletion.ts), which the checks read.
   */
  deletedAt?: number;
}

export interface Cast {
  accounts: CastAccount[];
  parents: CastParent[];
  /** Hours in which the whole service was down, the clock moving on (cast-events.ts). */
  outage?: { from: number; to: number };
}

/**
 * Sets up the cast: accounts of one to four parents until there are `parentCount`, each with
 * one to three family members and its owner (cast-rows.ts and cast-recipients.ts write them).
 * The draws from `rng` come in the same order for a seed, so a run can be repeated exactly.
 */
export async function setUpCast(
  db: Database,
  parentCount: number,
  rng: Random,
  start: Date,
  /** Draws the run's events (cast-events.ts): who never agrees. None in a short run. */
  events?: Random,
  /** Draws who has a second time of the day (cast-times.ts), apart from the other draws. */
  times?: Random,
): Promise<Cast> {
  const cast: Cast = { accounts: [], parents: [] };
  let phoneSeq = 0;
  const phone = () => {
    phoneSeq += 1;
    // 555-01xx numbers across area codes: fictional, and valid in form.
    return `+1${200 + Math.floor(phoneSeq / 100)}55501${String(phoneSeq % 100).padStart(2, '0')}`;
  };

  while (cast.parents.length < parentCount) {
    const index = cast.accounts.length + 1;
    const { account, ownerWants } = await insertCastAccount(db, index, rng);
    const { userId } = account;

    const count = Math.min(rng.int(1, 4), parentCount - cast.parents.length);
    for (let n = 0; n < count; n += 1) {
      const number = phone();
      const position = cast.parents.length + 1;
      const parent = await insertCastParent(db, {
        userId,
        number,
        position,
        rng,
        start,
        events,
        times,
      });
      account.parents.push(parent);
      cast.parents.push(parent);
    }
    account.ownerZone = account.parents[0]!.zone;

    for (let n = 0; n < rng.int(1, 3); n += 1) {
      const number = phone();
      account.recipients.push(
        await insertCastMember(db, { account, index, n, number, rng, start }),
      );
    }

    // The owner: always told, as they chose; their own cell only sometimes, and agreed or not.
    const ownerCell = rng.next() > 0.4 ? phone() : null;
    account.recipients.push(
      await insertCastOwner(db, { account, index, ownerWants, ownerCell, rng }),
    );
    cast.accounts.push(account);
  }
  await insertCastBackups(db, cast.parents);
  return cast;
}

/** How a recipient is told, by the rule of docs/product.md §2: as chosen, never not at all. */
export function channelsOf(recipient: CastRecipient, optedOut: boolean) {
  const sms =
    recipient.wants !== 'email' && recipient.agreed && !optedOut && Boolean(recipient.phone);
  return { sms, email: recipient.wants !== 'sms' || !sms };
}
