import { randomUUID } from 'node:crypto';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { selectRows, type Database } from '../../db/client';
import { checkInEvents, checkIns, parents } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { localDateOf } from '../../time/local-time';
import { checkInMessages, type SkipReason } from '../../../shared/check-ins';
import { campaignMessagesFor, markCampaignMessagesSent } from '../campaigns/service';
import { favouriteTemplatesFor, takeFunFacts } from '../library/service';
import type { CheckIn } from './check-in-rows';
import { buildDailyMessage, wantsFunFact, type MessageStyle } from './daily-message';
import { MINUTE_MS, nameOf, type EngineDeps } from './engine-deps';
import { isDue, inWindow } from './due-rule';
import { createSkipNotices } from './skip-notices';

const SWEEP_BATCH = 2000;
/** Check-ins created (and texts queued) per transaction. */
const START_CHUNK = 500;
/**
 * When no delivery report ever comes (lost in a crash, or the provider never sends one), the
 * follow-up still happens: this long past the delay, counted from the check-in's creation.
 */
const REPORT_GRACE_MINUTES = 30;

interface DueParent {
  parent_id: string;
  user_id: string;
  first_name: string;
  nickname: string;
  phone: string;
  personality_type: string;
  timezone: string;
  message_time: string;
  local_date: string;
  consented: boolean | null;
  opted_out: boolean;
  subscription_status: string | null;
  follow_up_delay_minutes: number | null;
}

/** Why a due parent gets no text today, or null when the text may go. */
const skipReasonOf = (due: DueParent): SkipReason | null =>
  due.subscription_status !== 'trialing' && due.subscription_status !== 'active'
    ? 'subscription'
    : due.opted_out
      ? 'opted_out'
      : !due.consented
        ? 'consent'
        : null;

/**
 * Parents (matching `where`) with no check-in yet for their local date, with what decides
 * whether it may be sent, when their local time satisfies `when`.
 */
const dueQuery = (now: Date, where: SQL, when: SQL) => sql`
  with l as (
    select p.*, (${now.toISOString()}::timestamptz at time zone p.timezone) as local_now
    from parents p
    where p.active and ${where}
  )
  select l.id as parent_id, l.user_id, l.first_name, l.nickname, l.phone, l.personality_type,
    l.timezone, l.message_time, to_char(l.local_now, 'YYYY-MM-DD') as local_date,
    (c.status = 'verified' and c.phone = l.phone) as consented,
    coalesce(o.opted_out, false) as opted_out,
    s.status as subscription_status,
    a.follow_up_delay_minutes
  from l
  left join consents c on c.subject_type = 'parent' and c.subject_id = l.id
  left join phone_opt_outs o on o.phone = l.phone
  left join subscriptions s on s.user_id = l.user_id
  left join account_settings a on a.user_id = l.user_id
  where ${when} and not exists (
    select 1 from check_ins ci
    where ci.parent_id = l.id and ci.local_date = to_char(l.local_now, 'YYYY-MM-DD')
  )
  limit ${SWEEP_BATCH}`;

/** The every-minute sweep that starts each day's check-ins, and the owner's "send now". */
export function createSweep(deps: EngineDeps) {
  const { db, sms, clock } = deps;
  const skipNotices = createSkipNotices(deps);

  /**
   * What the day's texts of a batch say: each account's favourite templates, its campaign's
   * line for the parent's date, and a fun fact where the day wants one (its use is counted).
   */
  const wordsFor = async (tx: Database, sendable: DueParent[], now: Date) => {
    const days = sendable.map((due) => ({ userId: due.user_id, localDate: due.local_date }));
    const favourites = await favouriteTemplatesFor(
      tx,
      sendable.map((due) => due.user_id),
    );
    const campaigns = await campaignMessagesFor(tx, days);
    const funFacts = await takeFunFacts(
      tx,
      sendable
        .filter((due) =>
          wantsFunFact(due.local_date, campaigns.get(`${due.user_id} ${due.local_date}`)),
        )
        .map((due) => ({
          userId: due.user_id,
          localDate: due.local_date,
          mood: due.personality_type,
        })),
      now,
    );
    return { favourites, campaigns, funFacts };
  };

  const startChunk = async (tx: Database, chunk: DueParent[], manual: boolean) => {
    const now = clock.now();
    const words = await wordsFor(
      tx,
      chunk.filter((due) => !skipReasonOf(due)),
      now,
    );
    const planned = chunk.map((due) => {
      const skipReason = skipReasonOf(due);
      const dayKey = `${due.user_id} ${due.local_date}`;
      const delay = due.follow_up_delay_minutes ?? 60;
      return {
        id: randomUUID(),
        userId: due.user_id,
        parentId: due.parent_id,
        localDate: due.local_date,
        status: skipReason ? ('skipped' as const) : ('awaiting' as const),
        skipReason,
        manual,
        // The service's clock, like every other time of the day (tests and the simulator move it).
        createdAt: now,
        updatedAt: now,
        ...(skipReason
          ? {}
          : {
              smsMessageId: randomUUID(),
              body: buildDailyMessage({
                parentName: due.nickname || due.first_name,
                style: due.personality_type as MessageStyle,
                localDate: due.local_date,
                localTime: due.message_time,
                favouriteTemplates: words.favourites.get(due.user_id) ?? [],
                campaignLine: words.campaigns.get(dayKey)?.content,
                funFact: words.funFacts.get(dayKey),
              }),
              // A backstop only: the provider's reports set the real follow-up time.
              followUpAt: new Date(now.getTime() + (delay + REPORT_GRACE_MINUTES) * MINUTE_MS),
            }),
      };
    });
    const inserted = await tx
      .insert(checkIns)
      .values(planned)
      .onConflictDoNothing({ target: [checkIns.parentId, checkIns.localDate] })
      .returning();
    if (inserted.length === 0) return inserted;
    await tx.insert(checkInEvents).values(
      inserted.map((row) => ({
        checkInId: row.id,
        userId: row.userId,
        at: now,
        kind: row.status === 'skipped' ? 'skipped' : 'text_queued',
        detail: row.status === 'skipped' ? { reason: row.skipReason } : { manual },
      })),
    );
    // The first text carrying a campaign's day locks that day against edits.
    await markCampaignMessagesSent(
      tx,
      inserted
        .filter((row) => row.status === 'awaiting')
        .flatMap((row) => words.campaigns.get(`${row.userId} ${row.localDate}`)?.id ?? []),
      now,
    );
    const phoneOf = new Map(chunk.map((due) => [due.parent_id, due.phone]));
    await sms.queueMany(
      inserted
        .filter((row) => row.status === 'awaiting')
        .map((row) => ({
          id: row.smsMessageId!,
          idempotencyKey: `checkin:${row.id}`,
          to: phoneOf.get(row.parentId)!,
          body: row.body!,
          kind: 'checkin',
          userId: row.userId,
          context: { checkInId: row.id },
        })),
      tx,
    );
    for (const row of inserted) {
      if (row.skipReason) await skipNotices.tellOwnerSkipped(tx, row, row.skipReason);
    }
    return inserted;
  };

  /**
   * Creates due check-ins and, for those that may be sent, queues their texts, a few hundred
   * per transaction (all or nothing each). A parent whose day already has its check-in is
   * passed over, so a second sweep creates and sends nothing. Returns the rows it created.
   */
  const startMany = async (dues: DueParent[], manual: boolean) => {
    const created: CheckIn[] = [];
    for (let offset = 0; offset < dues.length; offset += START_CHUNK) {
      const chunk = dues.slice(offset, offset + START_CHUNK);
      created.push(...(await db.transaction((tx) => startChunk(tx, chunk, manual))));
    }
    return created;
  };

  return {
    /**
     * Creates the check-ins whose local time has come (a skipped minute, such as one the
     * clocks jumped over, is caught up) and sends their texts. A second sweep finds them
     * existing and does nothing.
     */
    async sweep() {
      const now = clock.now();
      let sent = 0;
      let skipped = 0;
      // Batch after batch until none is due: every parent due this minute is sent this minute.
      for (;;) {
        const due = await selectRows<DueParent>(
          db,
          dueQuery(now, sql`p.check_ins_enabled`, isDue(sql`l.local_now`, sql`l.message_time`)),
        );
        const created = await startMany(due, false);
        const texted = created.filter((row) => row.status === 'awaiting').length;
        sent += texted;
        skipped += created.length - texted;
        // A batch that created nothing new (another worker got there first) ends it too.
        if (due.length < SWEEP_BATCH || created.length === 0) return { sent, skipped };
      }
    },

    /** The dashboard's "send today's check-in now": it is the day's check-in. */
    async sendNow(userId: string, parentId: string) {
      const [parent] = await db
        .select()
        .from(parents)
        .where(and(eq(parents.id, parentId), eq(parents.userId, userId), eq(parents.active, true)));
      if (!parent) throw new AppError('not_found', 'No such parent.');
      const name = nameOf(parent);
      const [row] = await selectRows<DueParent>(
        db,
        dueQuery(
          clock.now(),
          sql`p.id = ${parentId}`,
          inWindow(sql`l.local_now`),
        ),
      );
      if (!row) {
        const today = localDateOf(clock.now(), parent.timezone);
        const [existing] = await db
          .select({ id: checkIns.id })
          .from(checkIns)
          .where(and(eq(checkIns.parentId, parentId), eq(checkIns.localDate, today)));
        throw new AppError(
          'conflict',
          existing ? checkInMessages.alreadyToday(name) : checkInMessages.quietHours(name),
        );
      }
      // Refused rather than recorded as skipped: the owner is right here to be told why.
      if (row.subscription_status !== 'trialing' && row.subscription_status !== 'active')
        throw new AppError('conflict', checkInMessages.noSubscription);
      if (row.opted_out) throw new AppError('conflict', checkInMessages.optedOut(name));
      if (!row.consented) throw new AppError('conflict', checkInMessages.noConsent(name));
      const [created] = await startMany([row], true);
      if (!created) throw new AppError('conflict', checkInMessages.alreadyToday(name));
      return created;
    },
  };
}
