import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { SmsChannel } from '../../channels/sms/sms-channel';
import type { VoiceChannel } from '../../channels/voice/voice-channel';
import type { Database } from '../../db/client';
import { consents } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { numberProblemMessage, type ServedCountry } from '@/shared/phone';
import { askingOf } from './consent-people';
import { askedByAnotherAccount, newReplyCode } from './consent-replies';
import { consentCallWording, sendConsentRequest } from './consent-calls';
import { ownerNameOf } from './owner-name';
import type { Consent } from './service';
import { consentRequestText } from './wording';

const DAY_MS = 86_400_000;

/**
 * Why this number may not be asked at all, checked where it is first contacted: a number stored
 * before the rule, or before SERVED_COUNTRIES was narrowed, is never asked (docs/product.md §3).
 * Checked again when a request that waited for the morning goes.
 */
export async function refusalToAsk(
  deps: { sms: SmsChannel; servedCountries?: readonly ServedCountry[] },
  consent: Consent,
): Promise<AppError | undefined> {
  // A family member told by e-mail only may have no cell (her row is kept from before).
  if (!consent.phone) return new AppError('bad_request', 'There is no phone number to ask.');
  const refusal = numberProblemMessage(consent.phone, 'Other', deps.servedCountries);
  if (refusal) return new AppError('bad_request', refusal);
  if (await deps.sms.isOptedOut(consent.phone)) {
    return new AppError(
      'conflict',
      'This number has replied STOP. It must reply START before it can agree again.',
    );
  }
  return undefined;
}

/**
 * Asks now: stores the exact words and hands the text or the call to its channel, in `tx`.
 * `onlyIf` narrows which row may change (the morning sweep takes only the request it read), so
 * two workers never send one request twice. Undefined when the row was not as expected.
 */
export async function requestConsentNow(
  deps: { sms: SmsChannel; voice: VoiceChannel },
  tx: Database,
  consent: Consent,
  now: Date,
  onlyIf: SQL = inArray(consents.status, ['pending', 'sent', 'failed']),
): Promise<Consent | undefined> {
  const { userId } = consent;
  // A request still waiting keeps its code, so a Y with the code from the first text
  // still agrees; the code is shown only when another account has asked this number.
  const replyCode =
    consent.status === 'sent' && consent.replyCode
      ? consent.replyCode
      : await newReplyCode(tx, consent.phone);
  const asking = await askingOf(tx, consent);
  const ownerName = await ownerNameOf(tx, userId, asking.language);
  // A parent checked on by call is asked on a call: a call answers only its own request,
  // so it needs no code.
  const wording =
    asking.channel === 'voice'
      ? (await consentCallWording(tx, consent, ownerName)).wording
      : consentRequestText(
          ownerName,
          consent.subjectType,
          (await askedByAnotherAccount(tx, consent.phone, userId)) ? replyCode : undefined,
          asking.language,
        );
  const [updated] = await tx
    .update(consents)
    .set({
      status: 'sent',
      channel: asking.channel,
      wording,
      replyCode,
      // A new request window starts unless this re-sends one still waiting for its Y.
      requestedAt: sql`case when ${consents.status} = 'sent' then ${consents.requestedAt} else ${now.toISOString()}::timestamptz end`,
      sentAt: now,
      nextReminderAt: new Date(now.getTime() + DAY_MS),
      reminderCount: sql`${consents.reminderCount} + 1`,
      failedReason: null,
    })
    .where(and(eq(consents.id, consent.id), onlyIf))
    .returning();
  if (!updated) return undefined;
  await sendConsentRequest(deps, tx, updated, updated.reminderCount, 'consent');
  return updated;
}
