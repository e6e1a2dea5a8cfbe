import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client';
import { accountSettings, parents, subscriptions, users } from '../db/schema';
import { checkInTimeZones } from '@/shared/family';
import type { OwnerNoticePreference } from '@/shared/owner-notices';
import { insertAgreedConsent } from '../test/seed-rows';
import type { CastAccount, CastParent } from './cast';
import { drawMoreTimes, insertMoreTimes } from './cast-times';
import { parentTraits } from './cast-traits';
import type { Random } from './random';

// The cast's accounts and parents, written straight to the database with their choices drawn
// from `rng` in a fixed order (cast.ts), so a seed sets up the same cast every time.

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

/** The `index`th owner's account: sign-in, subscription (or none) and settings. */
export async function insertCastAccount(
  db: Database,
  index: number,
  rng: Random,
): Promise<{ account: CastAccount; ownerWants: OwnerNoticePreference }> {
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
  return { account, ownerWants };
}

/** The cast's `position`th parent, at `number`, with her consent as drawn. */
export async function insertCastParent(
  db: Database,
  setUp: {
    userId: string;
    number: string;
    position: number;
    rng: Random;
    start: Date;
    /** Draws the run's events (cast-events.ts): who never agrees. None in a short run. */
    events?: Random;
    /** Draws who has a second check-in time, and which (cast-times.ts). */
    times?: Random;
  },
): Promise<CastParent> {
  const { userId, number, position, rng, start, events, times } = setUp;
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
  const moreTimes = drawMoreTimes(times, { messageTime: row!.messageTime, checkInBy, language });
  await insertMoreTimes(db, { id: row!.id, userId }, moreTimes);
  return {
    id: row!.id,
    userId,
    name: `${row!.firstName} ${row!.lastName}`,
    nickname: row!.nickname,
    phone: number,
    zone,
    messageTime: row!.messageTime,
    moreTimes,
    enabled: row!.checkInsEnabled,
    consented: consented && !consentAnswer,
    ...(consentAnswer ? { consentAnswer } : {}),
    faults,
    checkInBy,
    language,
  };
}
