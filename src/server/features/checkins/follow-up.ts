import { and, eq, exists, gt, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { backupContacts, checkIns, parents, voiceCalls } from '../../db/schema';
import { BACKUPS_TOLD_AFTER_MINUTES } from './alert-rules';
import { MINUTE_MS, settingsOf, type EngineDeps } from './engine-deps';
import type { CheckInEvent } from './check-in-events';
import type { MoveCheckIn } from './move-check-in';
import { callAnswerEvent, missedReasonOfCall } from './provider-reports';

const BATCH = 2000;
/**
 * A follow-up call has rung out, been answered or failed well within this; one still without a
 * result by then lost its report (a crash while it came in, a provider outage) and counts as
 * unanswered, so the family is told rather than left waiting.
 */
export const CALL_RESULT_LIMIT_MINUTES = 10;
/** An alert taken in hand with no "SHE'S OK" this long after is open to everyone again (§2.15). */
export const CLAIM_LAPSES_MINUTES = 60;

/** Follow-up and escalation: the call after the delay, and the alert when it comes to nothing. */
export function createFollowUp({ db, clock }: Pick<EngineDeps, 'db' | 'clock'>, move: MoveCheckIn) {
  /**
   * Places the follow-up call for texts unanswered after the account's delay, and a call
   * parent's second call once its wait is over.
   */
  async function callUnanswered() {
    const now = clock.now();
    const local = sql`(${now.toISOString()}::timestamptz at time zone ${parents.timezone})`;
    const due = await db
      .select({
        id: checkIns.id,
        userId: checkIns.userId,
        // The day is over where she lives (her date is a later one): after an outage, a
        // follow-up call is never placed for it (decision 039); the family is told she did not
        // answer the text instead.
        dayOver: sql<boolean>`to_char(${local}, 'YYYY-MM-DD') > ${checkIns.localDate}`,
      })
      .from(checkIns)
      .innerJoin(parents, eq(parents.id, checkIns.parentId))
      .where(
        and(inArray(checkIns.status, ['awaiting', 'redialing']), lte(checkIns.followUpAt, now)),
      )
      .limit(BATCH);
    let called = 0;
    for (const checkIn of due) {
      await db.transaction(async (tx) => {
        const { voiceEnabled } = await settingsOf(tx, checkIn.userId);
        const moved = await move(tx, checkIn.id, {
          type: 'follow_up_due',
          callsOn: voiceEnabled && !checkIn.dayOver,
        });
        if (moved?.status === 'calling') called += 1;
      });
    }
    return called;
  }

  /**
   * Check-ins whose call has had no result long after it was placed: the answer that was
   * recorded counts; without one, the parent did not respond and the family is told.
   */
  async function closeSilentCalls() {
    const cutoff = new Date(clock.now().getTime() - CALL_RESULT_LIMIT_MINUTES * MINUTE_MS);
    const stale = await db
      .select({ id: checkIns.id, callId: checkIns.callId })
      .from(checkIns)
      // Counted from the move to `calling` (its updatedAt), not from the follow-up time: after
      // an outage the call goes out late, and must still get its full time to ring.
      .where(and(eq(checkIns.status, 'calling'), lte(checkIns.updatedAt, cutoff)))
      .limit(BATCH);
    let timedOut = 0;
    for (const checkIn of stale) {
      await db.transaction(async (tx) => {
        const [call] = checkIn.callId
          ? await tx.select().from(voiceCalls).where(eq(voiceCalls.id, checkIn.callId))
          : [];
        const answered = call && callAnswerEvent(call);
        if (answered) {
          await move(tx, checkIn.id, answered);
          return;
        }
        const reason = (call && missedReasonOfCall(call)) ?? 'no_result';
        const missed = { type: 'call_missed', reason, callId: checkIn.callId } as const;
        if (await move(tx, checkIn.id, missed)) timedOut += 1;
      });
    }
    return timedOut;
  }

  /** The open alerts of the last 48 hours (read by index) that `rest` also holds for. */
  const openAlerts = (now: Date, ...rest: SQL[]) =>
    db
      .select({ id: checkIns.id })
      .from(checkIns)
      .where(
        and(
          inArray(checkIns.status, ['needs_help', 'no_response', 'undeliverable']),
          gt(checkIns.alertedAt, new Date(now.getTime() - 48 * 60 * MINUTE_MS)),
          ...rest,
        ),
      )
      .limit(BATCH);

  /** Moves each alert by `event`, one transaction each; how many moved. */
  async function moveEach(alerts: { id: string }[], event: CheckInEvent) {
    let moved = 0;
    for (const { id } of alerts)
      await db.transaction(async (tx) => {
        if (await move(tx, id, event)) moved += 1;
      });
    return moved;
  }

  /**
   * Alerts taken in hand `CLAIM_LAPSES_MINUTES` ago with no "SHE'S OK" since: each is opened to
   * everyone again, once (docs/product.md §2.15).
   */
  async function reopenLapsedClaims() {
    const now = clock.now();
    const lapsed = await openAlerts(
      now,
      lte(checkIns.claimedAt, new Date(now.getTime() - CLAIM_LAPSES_MINUTES * MINUTE_MS)),
      isNull(checkIns.reopenedAt),
    );
    return moveEach(lapsed, { type: 'claim_lapsed' });
  }

  /**
   * Alerts nobody has taken in hand `BACKUPS_TOLD_AFTER_MINUTES` after they went out, of parents
   * with backup contacts: the rule (alert-rules.ts) tells them, once (docs/product.md §2.15).
   */
  async function tellBackups() {
    const now = clock.now();
    const unclaimed = await openAlerts(
      now,
      lte(checkIns.alertedAt, new Date(now.getTime() - BACKUPS_TOLD_AFTER_MINUTES * MINUTE_MS)),
      isNull(checkIns.claimedBy),
      isNull(checkIns.reopenedAt),
      isNull(checkIns.backupsToldAt),
      exists(
        db
          .select({ one: sql`1` })
          .from(backupContacts)
          .where(eq(backupContacts.parentId, checkIns.parentId)),
      ),
    );
    return moveEach(unclaimed, { type: 'alert_unclaimed' });
  }

  return {
    async followUp() {
      const called = await callUnanswered();
      const timedOut = await closeSilentCalls();
      const reopened = await reopenLapsedClaims();
      return { called, timedOut, reopened, backupsTold: await tellBackups() };
    },
  };
}
