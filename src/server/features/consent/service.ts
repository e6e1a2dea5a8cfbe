import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { VoiceCall } from '../../channels/voice/call-repository';
import type { EmailChannel } from '../../channels/email/email-channel';
import type { SmsChannel } from '../../channels/sms/sms-channel';
import type { VoiceChannel } from '../../channels/voice/voice-channel';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { consents } from '../../db/schema';
import { defineJob, scheduledPayload } from '../../jobs/job-definition';
import { nextTimeInWindow, reminderWindow } from '../../time/quiet-hours';
import { AppError } from '../../http/app-error';
import { askWhichRequest, consentTextFacts, verifyRequests } from './consent-replies';
import type { ConsentSubject } from './consent-subject';
import { answerConsentCall, sendConsentRequest } from './consent-calls';
import { consentPeopleOf, toldByEmailOnly, zoneOfSubject } from './consent-people';
import { refusalToAsk, requestConsentNow } from './consent-request';
import {
  isWaiting,
  nightResendMessage,
  queueForMorning,
  sendWaitingRequests,
  waitsUntilOf,
  whenItMayGo,
} from './waking-hours';
import { CONSENT_WINDOW_DAYS, expireConsent } from './consent-expiry';
import { tellOwnerOptedOut } from './opt-out-notice';
import { countTrialConsentSend } from './trial-send-cap';
import type { ServedCountry } from '@/shared/phone';

export type Consent = typeof consents.$inferSelect;
export type { ConsentSubject } from './consent-subject';
export { parentNumberAgreed } from './parent-agreement';
export { consentRowFor, dropConsentOf } from './consent-rows';
import { freshConsent } from './consent-rows';
export { parseConsentReply } from './wording';
export type { ConsentTextFacts } from './consent-replies';

const DAY_MS = 86_400_000;
export { CONSENT_WINDOW_DAYS };
const REMINDER_BATCH = 200;

/**
 * Called in the transaction that changes a person's number, so nothing (a reminder, a
 * check-in) ever goes to the new number on the old number's consent.
 */
export async function resetConsentForNumber(
  tx: Database,
  subjectType: ConsentSubject,
  subjectId: string,
  phone: string,
) {
  await tx
    .update(consents)
    .set({ ...freshConsent, phone })
    .where(
      and(
        eq(consents.subjectType, subjectType),
        eq(consents.subjectId, subjectId),
        sql`${consents.phone} <> ${phone}`,
      ),
    );
}

/**
 * A parent switched between texts and calls: what they agreed to (a daily text, or a daily
 * call) is not what comes now, so they are asked again, the new way (issue 23).
 */
export async function restartConsent(tx: Database, subjectId: string, phone: string) {
  await tx
    .update(consents)
    .set({ ...freshConsent, phone })
    .where(and(eq(consents.subjectType, 'parent'), eq(consents.subjectId, subjectId)));
}

export function createConsentService(deps: {
  db: Database;
  sms: SmsChannel;
  voice: VoiceChannel;
  email: EmailChannel;
  clock: Clock;
  publicUrl: string;
  /** SERVED_COUNTRIES: a request goes only to a mobile or landline in one of them. */
  servedCountries?: readonly ServedCountry[];
}) {
  const { db, sms, clock } = deps;

  const expire = (consent: Consent) => expireConsent(deps, consent);

  return {
    /**
     * The account's consents, one per parent, family member and the owner's own cell, created
     * as pending the first time
     * they are listed. A number that changed since its consent gets a fresh, pending one.
     */
    async list(userId: string) {
      const people = await consentPeopleOf(db, userId);
      for (const person of people) {
        await db
          .insert(consents)
          .values({ userId, subjectType: person.type, subjectId: person.id, phone: person.phone })
          .onConflictDoUpdate({
            target: [consents.subjectType, consents.subjectId],
            set: { ...freshConsent, phone: person.phone },
            // Only when the number changed: consent belongs to a number, not to a person.
            setWhere: sql`${consents.phone} <> ${person.phone}`,
          });
      }
      const rows = await db.select().from(consents).where(eq(consents.userId, userId));
      const byId = new Map(people.map((person) => [person.id, person]));
      const listed = [];
      for (const row of rows) {
        const person = byId.get(row.subjectId);
        if (person)
          listed.push({
            ...row,
            name: `${person.first} ${person.last}`,
            textsWanted: person.textsWanted,
            // Not asked yet: how the request will be made.
            channel: row.status === 'pending' ? person.asks : row.channel,
            waitsUntil: await waitsUntilOf(db, row),
          });
      }
      return listed;
    },

    /** Texts the consent request (or a reminder) to the person's phone, or calls them. */
    async send(userId: string, consentId: string) {
      const [consent] = await db
        .select()
        .from(consents)
        .where(and(eq(consents.id, consentId), eq(consents.userId, userId)));
      if (!consent) throw new AppError('not_found', 'Consent not found');
      if (consent.status === 'verified')
        throw new AppError('conflict', 'This number has already agreed.');
      if (await toldByEmailOnly(db, consent))
        throw new AppError(
          'conflict',
          'This family member is told by e-mail only: nothing is texted to this number, so it is not asked to agree.',
        );
      const refusal = await refusalToAsk(deps, consent);
      if (refusal) throw refusal;
      const now = clock.now();
      // First contact in waking hours (docs/product.md §3): at night where they live, it waits.
      const { at, zone } = await whenItMayGo(db, consent, now);
      const waitsUntil = { at, zone };
      if (at > now && consent.status === 'sent') {
        // The request already out stays answerable; its reminders keep to the day already.
        throw new AppError('conflict', nightResendMessage(consent, waitsUntil));
      }
      if (at > now && isWaiting(consent) && consent.nextReminderAt!.getTime() === at.getTime()) {
        return { ...consent, waitsUntil };
      }
      return db.transaction(async (tx) => {
        await countTrialConsentSend(tx, userId, now);
        if (at > now) {
          const waiting = await queueForMorning(tx, consent, at);
          if (!waiting) throw new AppError('conflict', 'This number has already agreed.');
          return { ...waiting, waitsUntil };
        }
        const updated = await requestConsentNow(deps, tx, consent, now);
        if (!updated) throw new AppError('conflict', 'This number has already agreed.');
        return { ...updated, waitsUntil: null };
      });
    },

    /**
     * Sends the reminders that are due (daily, inside 9:00 AM–8:00 PM local time) and expires
     * requests with no reply after seven days. Each step is conditional on the row being as it
     * was read, so two sweeps at once send one reminder.
     */
    async sendDueReminders() {
      const now = clock.now();
      // First the requests that waited for the morning: a reminder is never due before them.
      const { requested } = await sendWaitingRequests(deps, now);
      const due = await db
        .select()
        .from(consents)
        .where(and(eq(consents.status, 'sent'), lte(consents.nextReminderAt, now)))
        .orderBy(asc(consents.nextReminderAt))
        .limit(REMINDER_BATCH);
      let reminded = 0;
      for (const consent of due) {
        const requestedAt = consent.requestedAt ?? consent.sentAt ?? now;
        const expiresAt = new Date(requestedAt.getTime() + CONSENT_WINDOW_DAYS * DAY_MS);
        if (now >= expiresAt) {
          await expire(consent);
          continue;
        }
        const allowed = nextTimeInWindow(now, await zoneOfSubject(db, consent), reminderWindow);
        if (allowed > now) {
          // Quiet hours: wait for the morning (or the expiry, whichever comes first).
          await db
            .update(consents)
            .set({ nextReminderAt: allowed < expiresAt ? allowed : expiresAt })
            .where(
              and(
                eq(consents.id, consent.id),
                eq(consents.status, 'sent'),
                eq(consents.nextReminderAt, consent.nextReminderAt!),
              ),
            );
          continue;
        }
        await db.transaction(async (tx) => {
          const next = new Date(now.getTime() + DAY_MS);
          const [updated] = await tx
            .update(consents)
            .set({
              reminderCount: sql`${consents.reminderCount} + 1`,
              sentAt: now,
              nextReminderAt: next < expiresAt ? next : expiresAt,
            })
            .where(
              and(
                eq(consents.id, consent.id),
                eq(consents.status, 'sent'),
                eq(consents.nextReminderAt, consent.nextReminderAt!),
              ),
            )
            .returning();
          if (!updated) return;
          // The same wording: a Y (or a 1) to the reminder agrees to exactly what was stored.
          await sendConsentRequest(deps, tx, updated, updated.reminderCount, 'consent-reminder');
          reminded += 1;
        });
      }
      return { checked: due.length, reminded, requested };
    },

    reminderJob() {
      return defineJob({
        name: 'consent-reminders',
        payload: scheduledPayload,
        // Reminders are daily; looking every five minutes keeps the first of the day near 9:00 AM.
        cron: '*/5 * * * *',
        handle: async (_payload, { logger }) => {
          const result = await this.sendDueReminders();
          if (result.checked > 0 || result.requested > 0)
            logger.info(result, 'consent reminders swept');
        },
      });
    },

    /** For the inbound router: each number's requests waiting for a text, and who asked it. */
    textFacts: consentTextFacts,

    /** A Y the inbound router gave to these requests: they are verified, and she is thanked. */
    verifyByText: (tx: Database, text: { from: string }, requestIds: string[]) =>
      verifyRequests({ sms, clock }, tx, text, requestIds),

    /** A bare Y to a number several families are asking: she is asked which, by its code. */
    askWhichRequest: (
      tx: Database,
      text: { from: string; providerSid: string },
      requestIds: string[],
    ) => askWhichRequest(sms, tx, text, requestIds),

    /** A consent call's answer (consent-calls.ts): only a call placed to ask it. */
    answerCall: (tx: Database, call: VoiceCall) => answerConsentCall(deps, tx, call),

    /** STOP from a number ends every consent of it; the owners it agreed to are told. */
    async endForOptOut(tx: Database, phone: string) {
      const ended = await tx
        .update(consents)
        .set({ status: 'failed', failedReason: 'The number replied STOP.', nextReminderAt: null })
        .where(
          and(eq(consents.phone, phone), inArray(consents.status, ['pending', 'sent', 'verified'])),
        )
        .returning();
      // Only the accounts the number had agreed to, or had been asked by: one that merely
      // typed the number in learns nothing from it.
      for (const consent of ended) {
        if (consent.sentAt || consent.verifiedAt)
          await tellOwnerOptedOut(deps, tx, consent, clock.now());
      }
    },
  };
}

export type ConsentService = ReturnType<typeof createConsentService>;
