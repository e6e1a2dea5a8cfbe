import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { SmsChannel } from '../../channels/sms/sms-channel';
import type { VoiceChannel } from '../../channels/voice/voice-channel';
import type { Database } from '../../db/client';
import { consents } from '../../db/schema';
import { nextTimeInWindow, reminderWindow } from '../../time/quiet-hours';
import type { ServedCountry } from '@/shared/phone';
import { askingOf, consentPeopleOf, zoneOfSubject } from './consent-people';
import { refusalToAsk, requestConsentNow } from './consent-request';
import type { Consent } from './service';
import { theirMoment } from '@/shared/consent-timing';

/*
 * First contact in waking hours (docs/product.md §3): a consent request, text or call, reaches a
 * person only between 9:00 AM and 8:00 PM in their own zone. Asked for at night, it waits as a
 * pending consent whose `nextReminderAt` is the morning it will go, and the reminder sweep (a
 * cron job) sends it then. The row is the queue, so a restart loses nothing, and the sweep
 * takes it only while it is still pending at that time, so it goes once.
 */

/** The same hours as the reminders': 9:00 AM–8:00 PM local. */
export const wakingHours = reminderWindow;

const BATCH = 200;

/** When a request made now may reach this person, and the zone that is in. */
export async function whenItMayGo(db: Database, consent: Consent, now: Date) {
  const zone = await zoneOfSubject(db, consent);
  return { zone, at: nextTimeInWindow(now, zone, wakingHours) };
}

/** A request that waits for the morning: pending, with the time it will go. */
export const isWaiting = (consent: Pick<Consent, 'status' | 'nextReminderAt'>) =>
  consent.status === 'pending' && consent.nextReminderAt !== null;

/** What the screen is told about a waiting request: when it goes, in whose zone. */
export async function waitsUntilOf(db: Database, consent: Consent) {
  if (!isWaiting(consent)) return null;
  return { at: consent.nextReminderAt!, zone: await zoneOfSubject(db, consent) };
}

/**
 * Queues a request not yet out (never asked, or failed) for `at`. One already out is never
 * queued: taking it back would leave the text she has unanswerable until the morning.
 */
export async function queueForMorning(tx: Database, consent: Consent, at: Date) {
  const { channel } = await askingOf(tx, consent);
  const [waiting] = await tx
    .update(consents)
    .set({ status: 'pending', channel, nextReminderAt: at, failedReason: null })
    .where(and(eq(consents.id, consent.id), inArray(consents.status, ['pending', 'failed'])))
    .returning();
  return waiting;
}

/**
 * Why a request already out is not sent again at night: it still stands, its daily reminders
 * keep to the day, and from when the owner may send it again.
 */
export function nightResendMessage(
  consent: Pick<Consent, 'subjectType'>,
  waitsUntil: { at: Date; zone: string },
) {
  const subject = consent.subjectType;
  const when = theirMoment({ at: waitsUntil.at.toISOString(), zone: waitsUntil.zone }, subject);
  const [who, whose] = subject === 'owner' ? ['you', 'your'] : ['they', 'their'];
  return `It is night where ${who} live. The request already sent still stands, and its reminders go between 9:00 AM and 8:00 PM ${whose} time. You can send it again from ${when}.`;
}

/**
 * Sends the requests whose morning has come. Each is checked again as it goes: the person is
 * still on the account with that number, the number may still be asked, and it is still day
 * where they live (their zone may have changed overnight).
 */
export async function sendWaitingRequests(
  deps: {
    db: Database;
    sms: SmsChannel;
    voice: VoiceChannel;
    servedCountries?: readonly ServedCountry[];
  },
  now: Date,
) {
  const { db } = deps;
  const due = await db
    .select()
    .from(consents)
    .where(and(eq(consents.status, 'pending'), lte(consents.nextReminderAt, now)))
    .orderBy(asc(consents.nextReminderAt))
    .limit(BATCH);
  let requested = 0;
  for (const consent of due) {
    const stillAsIs = and(
      eq(consents.id, consent.id),
      eq(consents.status, 'pending'),
      eq(consents.nextReminderAt, consent.nextReminderAt!),
    );
    const { at } = await whenItMayGo(db, consent, now);
    if (at > now) {
      await db.update(consents).set({ nextReminderAt: at }).where(stillAsIs);
      continue;
    }
    const person = (await consentPeopleOf(db, consent.userId)).find(
      (someone) => someone.id === consent.subjectId && someone.phone === consent.phone,
    );
    if (!person) {
      await db.update(consents).set({ nextReminderAt: null }).where(stillAsIs);
      continue;
    }
    const refusal = await refusalToAsk(deps, consent);
    if (refusal) {
      await db
        .update(consents)
        .set({ status: 'failed', failedReason: refusal.message, nextReminderAt: null })
        .where(stillAsIs);
      continue;
    }
    const sent = await db.transaction((tx) => requestConsentNow(deps, tx, consent, now, stillAsIs));
    if (sent) requested += 1;
  }
  return { waiting: due.length, requested };
}
