import { consumeLimits } from '../../auth/rate-limit';
import type { Database } from '../../db/client';
import { subscriptionStatusOf } from '../billing/service';
import { trialCapMessages, trialCaps } from '@/shared/trial-caps';

/**
 * Counts one consent request (a first send or a re-send) against an unpaid account's daily cap
 * (src/shared/trial-caps.ts), in the transaction that sends it: a send that fails is not counted.
 */
export async function countTrialConsentSend(tx: Database, userId: string, now: Date) {
  if ((await subscriptionStatusOf(tx, userId)) === 'active') return;
  await consumeLimits(
    tx,
    [
      {
        key: `trial:consent-sends:user:${userId}`,
        max: trialCaps.consentSendsPerDay,
        windowSeconds: 86_400,
        message: trialCapMessages.consentSends,
      },
    ],
    now,
  );
}
