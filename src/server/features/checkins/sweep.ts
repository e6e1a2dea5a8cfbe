import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { selectRows, type Database } from '../../db/client';
import { checkIns, parents } from '../../db/schema';
import { insertJsonRows } from '../../db/json-rows';
import { AppError } from '../../http/app-error';
import { mapWithConcurrency } from '../../jobs/map-with-concurrency';
import { localDateOf } from '../../time/local-time';
import { checkInMessages } from '@/shared/check-ins';
import { markCampaignMessagesSent } from '../campaigns/service';
import { opening, type CheckInMove } from './check-in-machine';
import { parentsById } from './check-in-rows';
import { batchWords, bodyOf, campaignOf, weatherKindOf } from './due-words';
import {
  SWEEP_BATCH,
  blockersOf,
  dueQuery,
  mayBegin,
  notBehindWeather,
  rangeAfter,
  type DueParent,
} from './due-parents';
import { MINUTE_MS, nameOf, type EngineDeps } from './engine-deps';
import { isDue, inWindow } from './due-rule';
import { moveSweepMark, recordDaysMissedByUs } from './missed-by-us';
import type { MoveCheckIn } from './move-check-in';
import { WEATHER_SLOT } from '@/shared/check-in-times';
import { markWeatherCheckInOpened } from '../weather/service';

/** Check-ins created (and texts queued) per transaction, and such transactions at once. */
const DEFAULT_CHUNK = { size: 500, concurrency: 4 };
/**
 * When no delivery report ever comes (lost in a crash, or the provider never sends one), the
 * follow-up still happens: this long past the delay, counted from the check-in's creation.
 */
const REPORT_GRACE_MINUTES = 30;

/** Which of the day's check-ins a due row is: her parent and its slot. */
const dayKey = (row: { parentId: string; slot: number }) => `${row.parentId} ${row.slot}`;
const dueKey = (due: DueParent) => dayKey({ parentId: due.parent_id, slot: due.slot });

/** Why "send now" cannot send: the reason the rules' opening gave, in the owner's words. */
function refusal(start: CheckInMove, name: string, due: DueParent) {
  switch (start.set.skipReason) {
    case 'subscription':
      return checkInMessages.noSubscription;
    case 'opted_out':
      return checkInMessages.optedOut(name, due.check_in_by);
    case 'consent':
    case 'missed_by_us':
    case undefined:
      return checkInMessages.noConsent(name, due.check_in_by);
  }
}

/** The every-minute sweep that starts each day's check-ins, and the owner's "send now". */
export function createSweep(deps: EngineDeps, { beginMany }: Pick<MoveCheckIn, 'beginMany'>) {
  const { db, clock } = deps;

  const startChunk = async (tx: Database, chunk: DueParent[], manual: boolean) => {
    const now = clock.now();
    // Each day begins as the rules' opening says: skipped (and why), its text, or its call.
    const starts = new Map(
      chunk.map((due) => [
        dueKey(due),
        opening(
          {
            type: 'due',
            by: due.check_in_by,
            blockers: blockersOf(due),
            manual,
            ...(due.slot === WEATHER_SLOT ? { weather: weatherKindOf(due) } : {}),
          },
          now,
        ),
      ]),
    );
    const startOf = (key: string) => starts.get(key)!;
    const sends = (start: CheckInMove) => start.status !== 'skipped' && start.status !== 'paused';
    const worded = chunk.filter((due) => sends(startOf(dueKey(due))));
    const wording = await batchWords(tx, worded, now);
    const planned = chunk.map((due) => {
      const start = startOf(dueKey(due));
      const delay = due.follow_up_delay_minutes ?? 60;
      const byText = start.status === 'awaiting';
      // The day's words: the text's, or what the call says to a parent checked on by call.
      const words = sends(start) ? { body: bodyOf(due, wording) } : {};
      const text = byText
        ? {
            smsMessageId: randomUUID(),
            // A backstop only: the provider's reports set the real follow-up time. A call's
            // result has its own limit (follow-up.ts).
            followUpAt: new Date(now.getTime() + (delay + REPORT_GRACE_MINUTES) * MINUTE_MS),
          }
        : {};
      return {
        id: randomUUID(),
        userId: due.user_id,
        parentId: due.parent_id,
        localDate: due.local_date,
        slot: due.slot,
        status: start.status,
        checkInBy: due.check_in_by,
        manual,
        // The service's clock, like every other time of the day (tests and the simulator move it).
        createdAt: now,
        updatedAt: now,
        ...start.set,
        ...words,
        ...text,
      };
    });
    const reopenOf = new Map(chunk.map((due) => [dueKey(due), due.reopen_id]));
    const created = await insertJsonRows(
      tx,
      checkIns,
      planned.filter((plan) => !reopenOf.get(dayKey(plan))),
      { conflictTarget: ['parentId', 'localDate', 'slot'] },
    );
    // A day skipped for what is no longer missing begins on its own row, its skip kept in its
    // history; only while it is still skipped (another sweep may have begun it).
    const reopened = [];
    for (const plan of planned) {
      const reopenId = reopenOf.get(dayKey(plan));
      if (!reopenId || plan.status === 'skipped') continue;
      const { id: _id, createdAt: _createdAt, ...begun } = plan;
      reopened.push(
        ...(await tx
          .update(checkIns)
          .set({ ...begun, skipReason: null })
          .where(and(eq(checkIns.id, reopenId), eq(checkIns.status, 'skipped')))
          .returning()),
      );
    }
    const inserted = [...created, ...reopened];
    if (inserted.length === 0) return inserted;
    // A warning's extra check-in is opened once: the weather's record says so too.
    for (const row of inserted.filter((one) => one.slot === WEATHER_SLOT))
      await markWeatherCheckInOpened(tx, row, now);
    // The first text carrying a campaign's day locks that day against edits.
    const dueOf = new Map(chunk.map((due) => [dueKey(due), due]));
    await markCampaignMessagesSent(
      tx,
      inserted
        .filter((row) => row.status === 'awaiting')
        .flatMap((row) => campaignOf(wording.campaigns, dueOf.get(dayKey(row))!)?.id ?? []),
      now,
    );
    // The opening's effects for every new day at once: history, texts, calls, owners told.
    const parentsOf = await parentsById(tx, inserted);
    await beginMany(
      tx,
      inserted.map((row) => ({
        checkIn: row,
        parent: async () => parentsOf.get(row.parentId)!,
        effects: startOf(dayKey(row)).effects,
      })),
    );
    return inserted;
  };

  /**
   * Creates due check-ins and, for those that may be sent, queues their texts, a few hundred
   * per transaction (all or nothing each). A parent whose day already has its check-in is
   * passed over, so a second sweep creates and sends nothing. Returns the rows it created.
   */
  const startMany = async (dues: DueParent[], manual: boolean) => {
    const { size, concurrency } = deps.sweepChunk ?? DEFAULT_CHUNK;
    const chunks: DueParent[][] = [];
    for (let offset = 0; offset < dues.length; offset += size)
      chunks.push(dues.slice(offset, offset + size));
    const created = await mapWithConcurrency(chunks, concurrency, (chunk) =>
      db.transaction((tx) => startChunk(tx, chunk, manual)),
    );
    return created.flat();
  };

  return {
    /**
     * Creates the check-ins whose local time has come (a skipped minute, such as one the
     * clocks jumped over, is caught up) and sends their texts. A second sweep finds them
     * existing and does nothing.
     */
    async sweep() {
      const now = clock.now();
      // Days whose time and catch-up passed since the last sweep ran are ours to tell.
      const missedByUs = await recordDaysMissedByUs(deps, await moveSweepMark(db, now), now);
      // The due parents of the ranges after `afterId`, until a batch's worth or the last range:
      // a morning spread over the day's zones and minutes still writes in full batches.
      const read = async (afterId?: string) => {
        const due: DueParent[] = [];
        let end = afterId;
        do {
          const range = await rangeAfter(db, end);
          const when = sql`${isDue(sql`l.local_now`, sql`t.time`)} and ${notBehindWeather}`;
          const where = sql`p.check_ins_enabled and ${range.where}`;
          due.push(
            ...(await selectRows<DueParent>(db, dueQuery(now, where, when))).filter(mayBegin),
          );
          end = range.end;
        } while (end && due.length < SWEEP_BATCH);
        return { due, end };
      };
      let sent = 0;
      let skipped = 0;
      // Batch after batch to the last range: every parent due this minute is sent this minute.
      // The next batch is read while this one's check-ins are written.
      let batch = await read();
      for (;;) {
        const next = batch.end ? read(batch.end) : undefined;
        // Read, so a failure of this batch's writes does not leave it unobserved.
        next?.catch(() => {});
        const created = await startMany(batch.due, false);
        const started = created.filter((row) => row.status !== 'skipped').length;
        sent += started;
        skipped += created.length - started;
        if (!next) return { sent, skipped, missedByUs };
        batch = await next;
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
      const [row] = (
        await selectRows<DueParent>(
          db,
          // "Send now" sends the day's first check-in: the later ones keep their times.
          dueQuery(
            clock.now(),
            sql`p.id = ${parentId}`,
            sql`t.slot = 0 and ${inWindow(sql`l.local_now`)}`,
          ),
        )
      ).filter(mayBegin);
      if (!row) {
        const today = localDateOf(clock.now(), parent.timezone);
        const [existing] = await db
          .select({ id: checkIns.id })
          .from(checkIns)
          .where(
            and(
              eq(checkIns.parentId, parentId),
              eq(checkIns.localDate, today),
              eq(checkIns.slot, 0),
            ),
          );
        throw new AppError(
          'conflict',
          existing ? checkInMessages.alreadyToday(name) : checkInMessages.quietHours(name),
        );
      }
      // The same opening as the sweep's; refused rather than recorded as skipped, since the
      // owner is right here to be told why.
      const start = opening(
        { type: 'due', by: row.check_in_by, blockers: blockersOf(row), manual: true },
        clock.now(),
      );
      if (start.status === 'paused')
        throw new AppError('conflict', checkInMessages.paused(name, row.paused_until ?? ''));
      if (start.status === 'skipped') throw new AppError('conflict', refusal(start, name, row));
      const [created] = await startMany([row], true);
      if (!created) throw new AppError('conflict', checkInMessages.alreadyToday(name));
      return created;
    },
  };
}
