import { eq, sql } from 'drizzle-orm';
import { selectRows, type Database } from '../../db/client';
import { consents, users } from '../../db/schema';
import type { SkipReason } from '@/shared/check-ins';
import { subscriptionStatusOf } from '../billing/service';
import type { CheckIn } from './check-in-rows';
import { parentOf } from './check-in-rows';
import type { EngineDeps } from './engine-deps';

/**
 * The owner's e-mail when a day is not sent (docs/product.md §2, §4): true, and once per stretch of
 * days skipped for the same reason. Nothing is sent
 * - for a parent whose consent request was never sent: the owner has not finished setting up,
 *   and "check-ins have stopped" would be news of something that never started;
 * - for a number that replied STOP: the owner was told when it happened (consent's notice);
 * - for a subscription that stopped: everyone was told when it stopped (stop-notices.ts).
 */
export function createSkipNotices({ email, publicUrl }: Pick<EngineDeps, 'email' | 'publicUrl'>) {
  const why = async (tx: Database, checkIn: CheckIn, reason: SkipReason, firstName: string) => {
    switch (reason) {
      case 'subscription':
        // A subscription that stopped was told to everyone as it stopped (stop-notices.ts),
        // which is the owner's first word of it; only an account that never had one hears here.
        return (await subscriptionStatusOf(tx, checkIn.userId))
          ? undefined
          : 'your subscription is not active. Start or renew it to resume them.';
      case 'opted_out':
        return undefined;
      // Told by its own e-mail, with what happened (missed-by-us.ts).
      case 'missed_by_us':
        return undefined;
      case 'consent': {
        const [consent] = await tx
          .select({ status: consents.status })
          .from(consents)
          .where(
            sql`${consents.subjectType} = 'parent' and ${consents.subjectId} = ${checkIn.parentId}`,
          );
        if (!consent || consent.status === 'pending') return undefined;
        return checkIn.checkInBy === 'call'
          ? `${firstName} has not pressed 1 on the consent call yet. You can call again from your dashboard.`
          : `${firstName} has not replied Y to the consent request yet. You can send it again from your dashboard.`;
      }
    }
  };

  return {
    async tellOwnerSkipped(tx: Database, checkIn: CheckIn, reason: SkipReason) {
      // Once per stretch: not again while the check-in before (the day before, or an earlier
      // time of the same day) was skipped for the same reason and the owner was told then. A
      // day skipped in silence (the request not sent yet) tells nothing, so the first day the
      // owner can act on still gets its e-mail.
      const [previous] = await selectRows<{
        status: string;
        skip_reason: string | null;
        told: boolean;
      }>(
        tx,
        sql`select ci.status, ci.skip_reason,
            exists (select 1 from emails e
              where e.idempotency_key = 'checkins-stopped:' || ci.id::text) as told
          from check_ins ci
          where ci.parent_id = ${checkIn.parentId} and (ci.local_date < ${checkIn.localDate}
            or (ci.local_date = ${checkIn.localDate} and ci.slot < ${checkIn.slot}))
          order by ci.local_date desc, ci.slot desc limit 1`,
      );
      if (previous?.status === 'skipped' && previous.skip_reason === reason && previous.told)
        return;
      const parent = await parentOf(tx, checkIn);
      const because = await why(tx, checkIn, reason, parent.firstName);
      if (!because) return;
      const [owner] = await tx
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, checkIn.userId));
      if (!owner) return;
      await email.queue(
        {
          idempotencyKey: `checkins-stopped:${checkIn.id}`,
          to: owner.email,
          kind: 'checkins-stopped',
          userId: checkIn.userId,
          context: { checkInId: checkIn.id, reason },
          content: {
            subject: `Daily check-ins for ${parent.firstName} are paused`,
            heading:
              checkIn.checkInBy === 'call'
                ? `We did not call ${parent.firstName} today`
                : `We did not text ${parent.firstName} today`,
            paragraphs: [`Daily check-ins for ${parent.firstName} are paused because ${because}`],
            action: { label: 'Open your dashboard', url: `${publicUrl}/dashboard` },
          },
        },
        tx,
      );
    },
  };
}
