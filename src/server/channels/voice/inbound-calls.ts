import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { product } from '../../../shared/product';
import type { PhoneBook } from '../phone-book';
import { callWords } from './call-words';
import { insertCall } from './call-repository';

/**
 * Records a call to the service's number from a parent's number, answered at once, asking the
 * day's question in the parent's language (keys and speech both: the caller chose to call).
 * Undefined when no parent has the number. A repeated webhook finds the same call.
 */
export async function answerInboundCall(
  deps: { db: Database; clock: Clock; phoneBook?: PhoneBook },
  inbound: { providerSid: string; from: string; to: string },
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
