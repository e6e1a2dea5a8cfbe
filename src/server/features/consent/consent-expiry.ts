import { and, eq } from 'drizzle-orm';
import type { EmailChannel } from '../../channels/email/email-channel';
import type { Database } from '../../db/client';
import { consents, users } from '../../db/schema';
import { product } from '@/shared/product';
import { nameOfSubject } from './consent-people';
import type { Consent } from './service';

/** A request is reminded daily and expires this long after it was first sent (docs/product.md §3). */
export const CONSENT_WINDOW_DAYS = 7;

const subjectName = async (tx: Database, consent: Consent) => {
  const person = await nameOfSubject(tx, consent);
  return person ? `${person.first} ${person.last}` : 'Someone in your family';
};

/** Ends a request nobody answered, and tells the owner once. */
export const expireConsent = async (
  deps: { db: Database; email: EmailChannel; publicUrl: string },
  consent: Consent,
) => {
  const { db, email } = deps;
  await db.transaction(async (tx) => {
    const [expired] = await tx
      .update(consents)
      .set({
        status: 'failed',
        failedReason: `No reply within ${CONSENT_WINDOW_DAYS} days.`,
        nextReminderAt: null,
      })
      .where(and(eq(consents.id, consent.id), eq(consents.status, 'sent')))
      .returning();
    if (!expired) return;
    const [owner] = await tx
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, consent.userId));
    if (!owner) return;
    const name = await subjectName(tx, consent);
    await email.queue(
      {
        idempotencyKey: `consent-expired:${consent.id}:${consent.requestedAt?.getTime() ?? 0}`,
        to: owner.email,
        kind: 'consent-expired',
        userId: consent.userId,
        context: { consentId: consent.id },
        content: {
          subject: `${name} has not agreed to ${consent.channel === 'voice' ? 'the daily calls' : 'texts'} yet`,
          heading: `${name} did not reply to the consent request`,
          paragraphs:
            consent.channel === 'voice'
              ? [
                  `We called ${name} every day for ${CONSENT_WINDOW_DAYS} days to ask whether ${product.name} may call once a day, and they did not press 1. Until they agree, we cannot call them.`,
                  'You can send the consent call again from your dashboard. It may help to let them know it is coming and that they only need to press 1.',
                ]
              : [
                  `We texted ${name} a request to agree to ${product.name} messages every day for ${CONSENT_WINDOW_DAYS} days, and no Y reply came. Until they agree, we cannot text them.`,
                  'You can send the request again from your dashboard. It may help to let them know it is coming and that they only need to reply Y.',
                ],
          action: { label: 'Open your dashboard', url: `${deps.publicUrl}/dashboard` },
        },
      },
      tx,
    );
  });
};
