import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ChannelDispatch } from '../../channels/dispatch';
import type { SmsChannel } from '../../channels/sms/sms-channel';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { consents, familyMembers, parents, profiles, users } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { consentRequestText, isConsentYes } from './wording';

export type Consent = typeof consents.$inferSelect;
export type ConsentSubject = 'parent' | 'family_member';

const DAY_MS = 86_400_000;

export function createConsentService(deps: { db: Database; sms: SmsChannel; clock: Clock }) {
  const { db, sms, clock } = deps;

  const ownerName = async (userId: string) => {
    const [profile] = await db.select().from(profiles).where(eq(profiles.userId, userId));
    if (profile) return `${profile.firstName} ${profile.lastName}`.trim();
    const [user] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
    return user?.name || 'Your family';
  };

  return {
    /**
     * The owner's consents, one per parent and family member, created as pending the first time
     * they are listed. A number that changed since its consent gets a fresh, pending one.
     */
    async list(userId: string) {
      const people = [
        ...(
          await db
            .select({
              id: parents.id,
              phone: parents.phone,
              first: parents.firstName,
              last: parents.lastName,
            })
            .from(parents)
            .where(and(eq(parents.userId, userId), eq(parents.active, true)))
        ).map((person) => ({ ...person, type: 'parent' as const })),
        ...(
          await db
            .select({
              id: familyMembers.id,
              phone: familyMembers.cellPhone,
              first: familyMembers.firstName,
              last: familyMembers.lastName,
            })
            .from(familyMembers)
            .where(and(eq(familyMembers.userId, userId), eq(familyMembers.active, true)))
        ).map((person) => ({ ...person, type: 'family_member' as const })),
      ];
      for (const person of people) {
        await db
          .insert(consents)
          .values({ userId, subjectType: person.type, subjectId: person.id, phone: person.phone })
          .onConflictDoUpdate({
            target: [consents.subjectType, consents.subjectId],
            set: {
              phone: person.phone,
              status: 'pending',
              reminderCount: 0,
              wording: null,
              sentAt: null,
              nextReminderAt: null,
              verifiedAt: null,
              verifiedFrom: null,
              failedReason: null,
            },
            // Only when the number changed: consent belongs to a number, not to a person.
            setWhere: sql`${consents.phone} <> ${person.phone}`,
          });
      }
      const rows = await db.select().from(consents).where(eq(consents.userId, userId));
      const names = new Map(people.map((person) => [person.id, `${person.first} ${person.last}`]));
      return rows
        .filter((row) => names.has(row.subjectId))
        .map((row) => ({ ...row, name: names.get(row.subjectId)! }));
    },

    /** Texts the consent request (or a reminder) to the person's phone. */
    async send(userId: string, consentId: string) {
      const [consent] = await db
        .select()
        .from(consents)
        .where(and(eq(consents.id, consentId), eq(consents.userId, userId)));
      if (!consent) throw new AppError('not_found', 'Consent not found');
      if (consent.status === 'verified')
        throw new AppError('conflict', 'This number has already agreed.');
      if (await sms.isOptedOut(consent.phone)) {
        throw new AppError(
          'conflict',
          'This number has replied STOP. It must reply START before it can agree again.',
        );
      }
      const wording = consentRequestText(
        await ownerName(userId),
        consent.subjectType as ConsentSubject,
      );
      const now = clock.now();
      return db.transaction(async (tx) => {
        const [updated] = await tx
          .update(consents)
          .set({
            status: 'sent',
            wording,
            sentAt: now,
            nextReminderAt: new Date(now.getTime() + DAY_MS),
            reminderCount: sql`${consents.reminderCount} + 1`,
            failedReason: null,
          })
          .where(
            and(
              eq(consents.id, consent.id),
              inArray(consents.status, ['pending', 'sent', 'failed']),
            ),
          )
          .returning();
        if (!updated) throw new AppError('conflict', 'This number has already agreed.');
        await sms.queue(
          {
            idempotencyKey: `consent:${consent.id}:${updated.reminderCount}`,
            to: consent.phone,
            body: wording,
            kind: 'consent',
            context: { consentId: consent.id },
          },
          tx,
        );
        return updated;
      });
    },

    /** Connects consent to what comes in: a Y verifies, a STOP fails. */
    listen(dispatch: ChannelDispatch) {
      dispatch.on('inboundSms', async ({ from, body, tx }) => {
        if (!isConsentYes(body)) return;
        await tx
          .update(consents)
          .set({
            status: 'verified',
            verifiedAt: clock.now(),
            verifiedFrom: from,
            nextReminderAt: null,
          })
          .where(and(eq(consents.phone, from), eq(consents.status, 'sent')));
      });
      dispatch.on('optOutChanged', async ({ phone, optedOut, tx }) => {
        if (!optedOut) return;
        await tx
          .update(consents)
          .set({ status: 'failed', failedReason: 'The number replied STOP.', nextReminderAt: null })
          .where(
            and(
              eq(consents.phone, phone),
              inArray(consents.status, ['pending', 'sent', 'verified']),
            ),
          );
      });
    },
  };
}

export type ConsentService = ReturnType<typeof createConsentService>;
