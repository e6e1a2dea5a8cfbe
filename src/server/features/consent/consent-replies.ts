import { randomInt } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { SmsChannel } from '../../channels/sms/sms-channel';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { columnsAs } from '../../db/json-rows';
import type { StatementPart } from '../../db/prepared';
import { consents } from '../../db/schema';
import type { Language } from '@/shared/languages';
import { languageOfSubject } from './consent-people';
import { ownerNameOf } from './owner-name';
import { consentConfirmationText, consentWhichCodeText } from './wording';

/*
 * Which request a Y answers (docs/product.md §3, decision 019). A number can be asked by more than
 * one account: two siblings, or a stranger who typed Mom's number. A Y must never verify a
 * request it was not meant for, above all not a stranger's that a YES to some check-in happens
 * to follow. So:
 * - "Y 4821" verifies exactly the pending request with that code for this number;
 * - a bare Y verifies only when one account alone has asked this number (pending or agreed)
 *   and no check-in for the number is waiting for its answer (then the Y is that answer).
 * The choice is made by the inbound router (src/server/inbound/route-inbound.ts) from the facts
 * `consentTextFacts` reads; this file carries it out.
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

/** A request a text can answer: sent and not answered. One made on a call is answered on that
 * call (consent-calls.ts), never by a text. */
const waitsForText = (consent: Pick<typeof consents.$inferSelect, 'status' | 'channel'>) =>
  consent.status === 'sent' && consent.channel === 'sms';

/** What the inbound router needs to know of a number's consents (src/server/inbound). */
export interface ConsentTextFacts {
  waitingRequests: { id: string; replyCode: string | null }[];
  askingAccounts: number;
  noneAgreed: boolean;
}

type AskedConsent = Pick<
  typeof consents.$inferSelect,
  'id' | 'userId' | 'phone' | 'status' | 'channel' | 'replyCode'
>;

/**
 * For each number, its requests waiting for a text, and who else asked it: the inbound router's
 * part of its facts statement (src/server/inbound/answer-inbound.ts), read with the other
 * owners' parts in one round trip.
 */
export const consentTextFacts: StatementPart<ConsentTextFacts> = {
  rows: () => sql`
    select ${columnsAs(consents, 'c', ['id', 'userId', 'phone', 'status', 'channel', 'replyCode'])}
    from ${consents} c
    where c.phone = any(array(select jsonb_array_elements_text(${sql.placeholder('consentNumbers')}::jsonb)))
      and c.status in ('sent', 'verified')`,
  values: (numbers) => ({ consentNumbers: JSON.stringify(numbers) }),
  read(rows) {
    const asked = rows as unknown as AskedConsent[];
    const facts = new Map<string, ConsentTextFacts>();
    for (const phone of new Set(asked.map((consent) => consent.phone))) {
      const ofNumber = asked.filter((consent) => consent.phone === phone);
      facts.set(phone, {
        waitingRequests: ofNumber
          .filter(waitsForText)
          .map((consent) => ({ id: consent.id, replyCode: consent.replyCode })),
        askingAccounts: new Set(ofNumber.map((consent) => consent.userId)).size,
        noneAgreed: ofNumber.every((consent) => consent.status === 'sent'),
      });
    }
    return facts;
  },
};

/**
 * Verifies the requests a Y was routed to (src/server/inbound/route-inbound.ts chose them:
 * decision 019), and thanks the number once for each. Only requests still waiting change.
 */
export async function verifyRequests(
  deps: { sms: SmsChannel; clock: Clock },
  tx: Database,
  text: { from: string },
  requestIds: string[],
) {
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
        inArray(consents.id, requestIds),
        eq(consents.phone, text.from),
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
            consent.subjectType,
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
}

/** A bare Y to a number several families asked: which one, by its code. */
export async function askWhichRequest(
  sms: SmsChannel,
  tx: Database,
  text: { from: string; providerSid: string },
  requestIds: string[],
) {
  const waiting = await tx
    .select()
    .from(consents)
    .where(and(inArray(consents.id, requestIds), eq(consents.phone, text.from)));
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
