import { and, gt, inArray, isNull, min } from 'drizzle-orm';
import type { Database } from '../db/client';
import { checkIns } from '../db/schema';
import { CLAIM_LAPSES_MINUTES } from '../features/checkins/follow-up';

/**
 * When the next claim of an open alert lapses and the follow-up sweep opens it again
 * (follow-up.ts, docs/product.md §2.15): 60 minutes after the oldest claim not yet re-opened
 * of the alerts it reads.
 */
export async function nextClaimLapse(db: Database, now: number) {
  const [held] = await db
    .select({ since: min(checkIns.claimedAt) })
    .from(checkIns)
    .where(
      and(
        inArray(checkIns.status, ['needs_help', 'no_response', 'undeliverable']),
        isNull(checkIns.reopenedAt),
        // The sweep looks only at the last 48 hours' alerts: an older one never lapses.
        gt(checkIns.alertedAt, new Date(now - 48 * 60 * 60_000)),
      ),
    );
  return held?.since ? new Date(held.since).getTime() + CLAIM_LAPSES_MINUTES * 60_000 : undefined;
}
