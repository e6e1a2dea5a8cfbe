import { randomInt } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { SmsChannel } from '../../channels/sms/sms-channel';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { checkIns, consents, parents } from '../../db/schema';
import type { Language } from '@/shared/languages';
import type { ConsentSubject } from './consent-subject';
import { languageOfSubject } from './consent-people';
import { ownerNameOf } from './owner-name';
import { consentConfirmationText, consentWhichCodeText, parseConsentReply } from './wording';

/*
 * Which request a Y answers (PRODUCT.md §3, decision 019). A number can be asked by more than
 * one account: two siblings, or a stranger who typed Mom's number. A Y must never verify a
 * request it was not meant for, above all not a stranger's that a YES to some check-in happens
 * to follow. So:
 * - "Y 4821" verifies exactly the pending request with that code for this number;
 * - a bare Y verifies only when one account alone has asked this number (pending or agreed)
 *   and no check-in for the number is waiting for its answer (then the Y is that answer).
 */

/** Four digits, different from every other request waiting on this number. */
export async function newReplyCode(tx: Database, phone: string) {
  const taken = new Set(
    (
      await tx
        .select({ code: consents.replyCode })
        .from(consents)
        .where(and(eq(consents.phone, phone), eq(consents.status, 'sent')))
    ).map((row) => row.code),
  );
  for (;;) {
    const code = String(randomInt(1000, 10_000));
    if (!taken.has(code)) return code;
  }
}

/** Whether another account has asked this number, or has its agreement. */
export async function askedByAnotherAccount(tx: Database, phone: string, userId: string) {
  const [row] = await tx
    .select({ id: consents.id })
    .from(consents)
    .where(
      and(
        eq(consents.phone, phone),
        inArray(consents.status, ['sent', 'verified']),
        sql`${consents.userId} <> ${userId}`,
      ),
    )
    .limit(1);
  return Boolean(row);
}

const hasOpenCheckIn = async (tx: Database, phone: string) => {
  const [row] = await tx
    .select({ id: checkIns.id })
    .from(checkIns)
    .innerJoin(parents, eq(parents.id, checkIns.parentId))
    .where(
      and(eq(parents.phone, phone), inArray(checkIns.status, ['awaiting', 'calling', 'redialing'])),
    )
    .limit(1);
  return Boolean(row);
};

/** A request a text can answer: sent and not answered. One made on a call is answered on that
 * call (consent-calls.ts), never by a text. */
const waitsForText = (consent: Pick<typeof consents.$inferSelect, 'status' | 'channel'>) =>
  consent.status === 'sent' && consent.channel === 'sms';

/**
 * Of a batch's texts, those `answerConsentRequest` may take: a consent reply's words from a
 * number with a request waiting for one. The rest it would leave to the check-ins untouched.
 */
export async function mayAnswerConsentRequest<Text extends { from: string; body: string }>(
  tx: Database,
  texts: Text[],
): Promise<Text[]> {
  const worded = texts.filter((text) => parseConsentReply(text.body));
  if (worded.length === 0) return [];
  const asked = await tx
    .select({ phone: consents.phone, status: consents.status, channel: consents.channel })
    .from(consents)
    .where(
      and(
        inArray(
          consents.phone,
          worded.map((text) => text.from),
        ),
        eq(consents.status, 'sent'),
      ),
    );
  const waitingAt = new Set(asked.filter(waitsForText).map((consent) => consent.phone));
  return worded.filter((text) => waitingAt.has(text.from));
}

/**
 * Takes a text as a consent reply when it is one. Returns true when it verified a request, so
 * nothing else reads it as an answer to a check-in.
 */
export async function answerConsentRequest(
  deps: { sms: SmsChannel; clock: Clock },
  tx: Database,
  text: { from: string; body: string; providerSid: string },
) {
  const reply = parseConsentReply(text.body);
  if (!reply) return false;
  const asked = await tx
    .select()
    .from(consents)
    .where(and(eq(consents.phone, text.from), inArray(consents.status, ['sent', 'verified'])));
  const waiting = asked.filter(waitsForText);
  if (waiting.length === 0) return false;

  let chosen: typeof waiting;
  if (reply.replyCode) {
    chosen = waiting.filter((consent) => consent.replyCode === reply.replyCode);
  } else {
    const accounts = new Set(asked.map((consent) => consent.userId));
    if (await hasOpenCheckIn(tx, text.from)) return false; // the Y answers the check-in
    if (accounts.size > 1) {
      // Only when nobody has agreed yet: then every account here is still just asking, and
      // naming them tells the person nothing they were not already told. Once one has their
      // agreement, a bare Y is most likely meant for that family; no prompt to agree to another.
      if (asked.every((consent) => consent.status === 'sent')) {
        await askWhichRequest(deps.sms, tx, text, waiting);
      }
      return false;
    }
    chosen = waiting;
  }
  if (chosen.length === 0) return false;

  const verified = await tx
    .update(consents)
    .set({
      status: 'verified',
      verifiedAt: deps.clock.now(),
      verifiedFrom: text.from,
      nextReminderAt: null,
    })
    .where(
      and(
        inArray(
          consents.id,
          chosen.map((consent) => consent.id),
        ),
        eq(consents.status, 'sent'),
      ),
    )
    .returning();
  for (const consent of verified) {
    await deps.sms.queue(
      {
        idempotencyKey: `consent-confirmed:${consent.id}:${consent.requestedAt?.getTime() ?? 0}`,
        to: text.from,
        body: await languageOfSubject(tx, consent).then(async (language) =>
          consentConfirmationText(
            await ownerNameOf(tx, consent.userId, language),
            consent.subjectType as ConsentSubject,
            language,
          ),
        ),
        kind: 'consent-confirmation',
        userId: consent.userId,
        context: { consentId: consent.id },
      },
      tx,
    );
  }
  return verified.length > 0;
}

async function askWhichRequest(
  sms: SmsChannel,
  tx: Database,
  text: { from: string; providerSid: string },
  waiting: (typeof consents.$inferSelect)[],
) {
  const requests = [];
  // In Spanish when a family that asked wrote to this number in Spanish: the person at the
  // number was asked in Spanish, and is answered so.
  let language: Language = 'en';
  for (const consent of waiting) {
    if (!consent.replyCode) continue;
    requests.push({
      ownerName: await ownerNameOf(tx, consent.userId),
      replyCode: consent.replyCode,
    });
    if ((await languageOfSubject(tx, consent)) === 'es') language = 'es';
  }
  if (requests.length === 0) return;
  await sms.queue(
    {
      idempotencyKey: `consent-which:${text.providerSid}`,
      to: text.from,
      body: consentWhichCodeText(requests, language),
      kind: 'consent-which',
    },
    tx,
  );
}
