import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client';
import {
  accountSettings,
  consents,
  familyMemberParents,
  familyMembers,
  parents,
  profiles,
  subscriptions,
  users,
} from '../db/schema';
import type { PhoneFaults } from '../channels/simulator/simulator-network';
import { checkInTimeZones, type CheckInBy, type NotificationPreference } from '../../shared/family';
import type { Language } from '../../shared/languages';
import type { OwnerNoticePreference } from '../../shared/owner-notices';
import { insertAgreedConsent, insertConfirmedEmail } from '../test/seed-rows';
import type { Random } from './random';
import { parentTraits } from './cast-traits';

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
  messageTime: string;
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
  /** The owner deletes the account at this instant (cast-events.ts). */
  deletedAt?: number;
}

export interface Cast {
  accounts: CastAccount[];
  parents: CastParent[];
  /** Hours in which the whole service was down, the clock moving on (cast-events.ts). */
  outage?: { from: number; to: number };
}

const sampleTimes = (rng: Random) => {
  const roll = rng.next();
  // Times the forms refuse but a database may hold: in the spring gap, in the autumn repeat,
  // after the window. The engine must hold them inside 7:00 AM–9:00 PM, once a day.
  if (roll < 0.04) return '02:30';
  if (roll < 0.08) return '01:30';
  if (roll < 0.1) return '23:15';
  const minutes = rng.int(7 * 12, 20 * 12 + 6) * 5; // 7:00 AM to 8:30 PM, five-minute steps
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
};

export async function setUpCast(
  db: Database,
  parentCount: number,
  rng: Random,
  start: Date,
  /** Draws the run's events (cast-events.ts): who never agrees. None in a short run. */
  events?: Random,
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
    const userId = randomUUID();
    await db.insert(users).values({
      id: userId,
      name: `Owner ${index}`,
      email: `owner${index}@simulation.example`,
      emailVerified: true,
    });
    // One account in twenty has no running subscription: its check-ins must be skipped.
    const subscribed = rng.next() > 0.05;
    if (subscribed) {
      await db.insert(subscriptions).values({
        userId,
        provider: 'demo',
        status: 'trialing',
        parentCount: 1,
        familyMemberCount: 1,
      });
    }
    const account: CastAccount = {
      userId,
      subscribed,
      followUpMinutes: rng.pick([30, 60] as const),
      callsOn: rng.next() > 0.1,
      voiceResponse: rng.pick(['both', 'both', 'keypad', 'voice'] as const),
      ownerZone: '',
      parents: [],
      recipients: [],
    };
    const ownerWants = rng.pick(['email', 'email', 'both', 'sms'] as const);
    await db.insert(accountSettings).values({
      userId,
      followUpDelayMinutes: account.followUpMinutes,
      voiceEnabled: account.callsOn,
      voiceResponse: account.voiceResponse,
      ownerNotices: ownerWants,
    });

    const count = Math.min(rng.int(1, 4), parentCount - cast.parents.length);
    for (let n = 0; n < count; n += 1) {
      const number = phone();
      const position = cast.parents.length + 1;
      const zone = checkInTimeZones[position % checkInTimeZones.length]!;
      const { faults, checkInBy, language } = parentTraits(position, rng);
      const [row] = await db
        .insert(parents)
        .values({
          checkInBy,
          language,
          userId,
          firstName: `Parent${position}`,
          lastName: 'Sim',
          nickname: `P${position}`,
          relationshipType: 'parent',
          phone: number,
          timezone: zone,
          city: 'Town',
          state: 'Ohio',
          zipOrCounty: '00000',
          country: 'United States',
          messageTime: sampleTimes(rng),
          personalityType: rng.pick(['caring', 'cheerful', 'professional']),
          checkInsEnabled: rng.next() > 0.05,
          createdAt: new Date(start.getTime() - 86_400_000 + position),
        })
        .returning();
      const consented = rng.next() > 0.05;
      // In a run with events, one in twelve of the rest is asked at the start and never agrees.
      const consentAnswer =
        events && consented && position > 8 && events.chance(1 / 12)
          ? events.pick(['never', 'no'] as const)
          : undefined;
      if (consented && !consentAnswer)
        await insertAgreedConsent(
          db,
          userId,
          'parent',
          row!.id,
          number,
          checkInBy === 'call' ? 'voice' : 'sms',
        );
      const parent: CastParent = {
        id: row!.id,
        userId,
        name: `${row!.firstName} ${row!.lastName}`,
        nickname: row!.nickname,
        phone: number,
        zone,
        messageTime: row!.messageTime,
        enabled: row!.checkInsEnabled,
        consented: consented && !consentAnswer,
        ...(consentAnswer ? { consentAnswer } : {}),
        faults,
        checkInBy,
        language,
      };
      account.parents.push(parent);
      cast.parents.push(parent);
    }
    account.ownerZone = account.parents[0]!.zone;

    for (let n = 0; n < rng.int(1, 3); n += 1) {
      const number = phone();
      const wants = rng.pick(['sms', 'email', 'both'] as const);
      const [member] = await db
        .insert(familyMembers)
        .values({
          userId,
          firstName: `Member${n + 1}of${index}`,
          lastName: 'Sim',
          cellPhone: number,
          email: `member${n + 1}.${index}@simulation.example`,
          city: 'Town',
          state: 'Ohio',
          zipOrCounty: '00000',
          country: 'United States',
          notificationPreference: wants,
        })
        .returning();
      const follows = account.parents.filter(() => rng.next() > 0.3).map((parent) => parent.id);
      const parentIds = follows.length ? follows : [account.parents[0]!.id];
      await db
        .insert(familyMemberParents)
        .values(parentIds.map((parentId) => ({ familyMemberId: member!.id, parentId })));
      // Set up long ago: each member confirmed her address by its link then (docs/product.md §3).
      await insertConfirmedEmail(db, userId, member!.email);
      const memberAgreed = rng.next() > 0.15;
      if (memberAgreed) await insertAgreedConsent(db, userId, 'family_member', member!.id, number);
      else {
        // Asked, not answered yet: its reminders must keep to 9:00 AM–8:00 PM.
        await db.insert(consents).values({
          userId,
          subjectType: 'family_member',
          subjectId: member!.id,
          phone: number,
          status: 'sent',
          wording: `Family Check-In: Owner ${index} would like to send you updates about your family member (a few msgs/week). Msg & data rates may apply. Reply Y to agree, STOP to opt out, HELP for help.`,
          requestedAt: start,
          sentAt: start,
          nextReminderAt: start,
          reminderCount: 1,
        });
      }
      account.recipients.push({
        key: `member:${member!.id}`,
        firstName: member!.firstName,
        email: member!.email,
        phone: number,
        agreed: memberAgreed,
        wants,
        owner: false,
        parentIds,
      });
    }

    // The owner: always told, as they chose; their own cell only sometimes, and agreed or not.
    const ownerCell = rng.next() > 0.4 ? phone() : null;
    const [profile] = await db
      .insert(profiles)
      .values({
        userId,
        firstName: `Owner${index}`,
        lastName: 'Sim',
        email: `owner${index}@simulation.example`,
        cellPhone: ownerCell ?? '',
        city: 'Town',
        state: 'Ohio',
        zipOrCounty: '00000',
        country: 'United States',
      })
      .returning();
    const ownerAgreed = Boolean(ownerCell) && rng.next() > 0.5;
    if (ownerCell && ownerAgreed)
      await insertAgreedConsent(db, userId, 'owner', profile!.id, ownerCell);
    account.recipients.push({
      key: `owner:${userId}`,
      firstName: `Owner${index}`,
      email: `owner${index}@simulation.example`,
      phone: ownerCell,
      agreed: ownerAgreed,
      wants: ownerWants,
      owner: true,
      parentIds: account.parents.map((parent) => parent.id),
    });
    cast.accounts.push(account);
  }
  return cast;
}

/** How a recipient is told, by the rule of docs/product.md §2: as chosen, never not at all. */
export function channelsOf(recipient: CastRecipient, optedOut: boolean) {
  const sms =
    recipient.wants !== 'email' && recipient.agreed && !optedOut && Boolean(recipient.phone);
  return { sms, email: recipient.wants !== 'sms' || !sms };
}
