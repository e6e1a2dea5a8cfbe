import { and, eq } from 'drizzle-orm';
import type { EmailChannel } from '../../channels/email/email-channel';
import type { SmsChannel } from '../../channels/sms/sms-channel';
import type { VoiceCall } from '../../channels/voice/call-repository';
import { callPrompt, callWords } from '../../channels/voice/call-words';
import type { VoiceChannel } from '../../channels/voice/voice-channel';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { consents } from '../../db/schema';
import { product } from '@/shared/product';
import { askingOf, personAndOwnerOf } from './consent-people';
import { ownerNameOf } from './owner-name';
import type { Consent } from './service';

/**
 * Consent by call (issue 23): a parent checked on by call is asked on a call, not by a text
 * they could never read. The call names the service and the owner, says how often it calls,
 * and asks for 1 (or "yes"); the record keeps when, from which number, the words spoken and the
 * key or words heard. Reminders and expiry are the texts' (service.ts).
 */

/** A landline backup contact's consent call (docs/product.md §2.15): what they agree to. */
const backupConsentRequest = (owner: string, service: string) =>
  `Hello. This is ${service}, calling for ${owner}. ${owner} has named you as a backup contact for a family member who lives near you. We would call you only when they may need help and no one in the family has answered for 15 minutes. Your answer is recorded.`;

/** The exact words the consent call speaks, its question included: what a 1 agrees to. */
export async function consentCallWording(
  db: Database,
  consent: Pick<Consent, 'subjectType' | 'subjectId'>,
  ownerName: string,
) {
  const { language, mode } = await askingOf(db, consent);
  const request =
    consent.subjectType === 'backup_contact'
      ? backupConsentRequest(ownerName, product.name)
      : callWords[language].consentRequest(ownerName, product.name);
  return { request, wording: `${request} ${callPrompt('consent', mode, language)}` };
}

/**
 * Sends a request (or a reminder) the way the consent asks: the stored words by text, or the
 * call that speaks them. `attempt` keys each one, so a retried job sends it once.
 */
export async function sendConsentRequest(
  deps: { sms: SmsChannel; voice: VoiceChannel },
  tx: Database,
  consent: Consent,
  attempt: number,
  kind: 'consent' | 'consent-reminder',
) {
  if (consent.channel === 'sms') {
    await deps.sms.queue(
      {
        // Per number: a changed number's request counts from the first again, and keyed by the
        // row alone it was taken for the old number's first and never sent (though a bare Y
        // from the new phone would have agreed).
        idempotencyKey: `consent:${consent.id}:${consent.phone}:${attempt}`,
        to: consent.phone,
        body: consent.wording ?? '',
        kind,
        userId: consent.userId,
        context: { consentId: consent.id },
      },
      tx,
    );
    return;
  }
  const { language, mode } = await askingOf(tx, consent);
  const { request } = await consentCallWording(
    tx,
    consent,
    await ownerNameOf(tx, consent.userId, language),
  );
  await deps.voice.queue(
    {
      idempotencyKey: `consent-call:${consent.id}:${consent.phone}:${attempt}`,
      to: consent.phone,
      message: request,
      inputMode: mode,
      language,
      question: 'consent',
      kind: 'consent-call',
      userId: consent.userId,
      context: {
        consentId: consent.id,
        ...(consent.subjectType === 'backup_contact'
          ? {
              saidAfterYes:
                'Thank you. We will call you only when someone you look out for may need help and nobody in the family has answered. To stop the calls, press 9 on any call. Goodbye.',
            }
          : {}),
      },
    },
    tx,
  );
}

/**
 * The answer on a consent call: 1 or "yes" verifies the request that call was making (the
 * call is the request, so it cannot answer another account's); 2 or "no" ends it and the owner
 * is told. Press 9 is an opt-out, which the channel has already recorded (like STOP).
 */
export async function answerConsentCall(
  deps: { email: EmailChannel; clock: Clock; publicUrl: string },
  tx: Database,
  call: VoiceCall,
) {
  const consentId = call.context.consentId;
  if (call.kind !== 'consent-call' || typeof consentId !== 'string') return;
  const waiting = and(
    eq(consents.id, consentId),
    eq(consents.status, 'sent'),
    eq(consents.channel, 'voice'),
    eq(consents.phone, call.toNumber),
  );
  if (call.answer === 'agree') {
    await tx
      .update(consents)
      .set({
        status: 'verified',
        verifiedAt: deps.clock.now(),
        verifiedFrom: call.toNumber,
        verifiedInput: call.answerInput,
        nextReminderAt: null,
      })
      .where(waiting);
    return;
  }
  if (call.answer !== 'refuse') return;
  const [refused] = await tx
    .update(consents)
    .set({ status: 'failed', failedReason: 'Said no on the consent call.', nextReminderAt: null })
    .where(waiting)
    .returning();
  if (refused) await tellOwnerRefused(deps, tx, refused);
}

async function tellOwnerRefused(
  deps: { email: EmailChannel; clock: Clock; publicUrl: string },
  tx: Database,
  consent: Consent,
) {
  const found = await personAndOwnerOf(tx, consent);
  if (!found) return;
  const { person, ownerEmail } = found;
  await deps.email.queue(
    {
      idempotencyKey: `consent-refused:${consent.id}:${consent.requestedAt?.getTime() ?? 0}`,
      to: ownerEmail,
      kind: 'consent-refused',
      userId: consent.userId,
      context: { consentId: consent.id },
      content: {
        subject: `${person.first} said no to the daily calls`,
        heading: `${person.first} said no to the daily calls`,
        paragraphs: [
          `We called ${person.first} ${person.last} to ask whether ${product.name} may call once a day to check on them, and they answered no. We will not call them for check-ins.`,
          'If they change their mind, you can send the consent call again from your dashboard.',
        ],
        action: { label: 'Open your dashboard', url: `${deps.publicUrl}/dashboard` },
      },
    },
    tx,
  );
}
