import { and, count, eq, gt } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { voiceCalls } from '../../db/schema';
import { product } from '@/shared/product';
import type { PhoneBook } from '../phone-book';
import { callWords } from './call-words';
import { insertCall } from './call-repository';

/**
 * The provider's STIR/SHAKEN verdict on a call's caller ID (Twilio's `StirVerstat`). Only a
 * full attestation that passed verification says the caller's carrier vouches that the caller
 * owns the number it shows; every other verdict (B or C, a failed one, none at all) leaves the
 * `From` number a claim anyone can make (docs/product.md §3, "Caller ID is not identity").
 */
export const FULL_ATTESTATION = 'TN-Validation-Passed-A';

export interface InboundCall {
  providerSid: string;
  from: string;
  to: string;
  /** The STIR/SHAKEN verdict, absent when the provider gave none. */
  attestation?: string;
}

/** The kind of the call the service places back to a parent whose own call it could not trust. */
export const CALL_BACK_KIND = 'call-back';
/**
 * At most this many call-backs to one number a day: a parent who calls three times is called
 * back three times, and a stranger spoofing her number cannot ring her phone all day.
 */
export const CALL_BACKS_PER_DAY = 3;

/** Whether the caller's number is vouched for by its carrier, so the caller may act as its owner. */
export const isAttested = (call: Pick<InboundCall, 'attestation'>) =>
  call.attestation === FULL_ATTESTATION;

/**
 * Records a call to the service's number from a parent's number, answered at once, asking the
 * day's question in the parent's language (keys and speech both: the caller chose to call).
 * Undefined when no parent has the number. A repeated webhook finds the same call. Only for a
 * call whose number is attested (see isAttested).
 */
export async function answerInboundCall(
  deps: { db: Database; clock: Clock; phoneBook?: PhoneBook },
  inbound: InboundCall,
) {
  const parent = await deps.phoneBook?.parentAt(deps.db, inbound.from);
  if (!parent) return undefined;
  const { call } = await insertCall(deps.db, {
    idempotencyKey: `inbound-call:${inbound.providerSid}`,
    // The person's number is the call's number, as for the calls the service places: the
    // history lists a number's calls together.
    toNumber: inbound.from,
    fromNumber: inbound.to,
    message: callWords[parent.language].inboundGreeting(parent.name, product.name),
    inputMode: 'both',
    language: parent.language,
    question: 'check_in',
    direction: 'inbound',
    status: 'in-progress',
    providerSid: inbound.providerSid,
    kind: 'inbound-call',
    context: {},
    userId: null,
    createdAt: deps.clock.now(),
  });
  return call;
}

/**
 * What a call the service could not trust leads to: a call placed back to the parent at the
 * number on file, asking the same question, so that what she answers there counts and a spoofer
 * hears nothing of it. Undefined when the number agreed to nothing, or was called back enough
 * today. The call's own id keys it, so a repeated webhook places one call.
 */
export async function callBackFor(
  deps: { db: Database; clock: Clock; phoneBook?: PhoneBook },
  inbound: InboundCall,
) {
  const parent = await deps.phoneBook?.parentAt(deps.db, inbound.from);
  if (!parent) return undefined;
  const since = new Date(deps.clock.now().getTime() - 86_400_000);
  const [recent] = await deps.db
    .select({ calls: count() })
    .from(voiceCalls)
    .where(
      and(
        eq(voiceCalls.toNumber, inbound.from),
        eq(voiceCalls.kind, CALL_BACK_KIND),
        gt(voiceCalls.createdAt, since),
      ),
    );
  if ((recent?.calls ?? 0) >= CALL_BACKS_PER_DAY) return undefined;
  return {
    idempotencyKey: `call-back:${inbound.providerSid}`,
    to: inbound.from,
    message: callWords[parent.language].callBackGreeting(parent.name, product.name),
    inputMode: 'both' as const,
    language: parent.language,
    question: 'check_in' as const,
    kind: CALL_BACK_KIND,
  };
}
