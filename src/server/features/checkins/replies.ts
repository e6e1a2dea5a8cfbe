import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedStatement, tableRowFromJson } from '../../db/prepared';
import { checkIns, consents, parents } from '../../db/schema';
import type { VoiceCall } from '../../channels/voice/call-repository';
import { CALL_BACK_KIND } from '../../channels/voice/inbound-calls';
import type { ReplyOutcome } from '../../replies/classify-reply';
import type { EngineDeps } from './engine-deps';
import { createEarlyCheckIn, earlyCheckInFacts } from './early-check-in';
import type { MoveCheckIn } from './move-check-in';
import { callAnswerEvent } from './provider-reports';

const DAY_MS = 86_400_000;

/** A parent's text and how the inbound router read it. */
export interface ParentText {
  text: { from: string; body: string; inboundId: string };
  outcome: ReplyOutcome;
  /** Whether a parent at the number may check in early (the router's `early-check-in`). */
  early: boolean;
}

/**
 * Each parent's check-ins of the last day at these numbers, locked, with the parent: the
 * statement under `latestCheckIns`. Only accounts this number agreed to: a reply never reaches
 * one still asking for its consent (decision 019). A STOP has just ended every consent of the
 * number, and stops every open day of it.
 *
 * Each parent's consent and days are looked up by that parent (lateral), by index. Joined
 * whole, PostgreSQL read every consent or every check-in of the service to hash them for a
 * batch's two hundred parents (its default costs price an index probe as a disk read), and
 * each batch cost more as the service grew. Rows are locked in the statement that finds them,
 * so the move reads nothing again, and in the order the parents are read: a batch has each
 * number once and a number's next text waits for it, so batches of one process never wait on
 * each other; across processes a deadlock fails a batch, which is then answered text by text
 * (inbound-batches.ts). Prepared (db/prepared.ts): every parent's reply runs it. Each row is
 * two JSON values, not its fifty-four columns: the driver's reading of a row's description, column
 * by column, cost more than the statement's own work.
 */
const recentCheckIns = (stopping: boolean) =>
  preparedStatement<
    { checkIn: Record<string, unknown>; parent: Record<string, unknown> },
    { numbers: string; earliestDate: string; since: string }
  >(
    stopping ? 'reply-check-ins-stopping' : 'reply-check-ins',
    () => sql`
      select to_json(recent) as "checkIn", to_json(p) as parent
      from ${parents} p
      inner join lateral (
        select 1 from ${consents} c
        where c.subject_type = 'parent' and c.subject_id = p.id and c.phone = p.phone
          ${stopping ? sql`` : sql`and c.status = 'verified'`}
        limit 1
      ) agreed on true
      inner join lateral (
        select * from ${checkIns} ci
        where ci.parent_id = p.id
          -- A day not sent (skipped, or paused) asked her nothing to answer.
          and ci.status not in ('skipped', 'paused')
          and ci.local_date >= ${sql.placeholder('earliestDate')}
          and ci.created_at > ${sql.placeholder('since')}::timestamptz
        for update
      ) recent on true
      where p.phone = any(array(select jsonb_array_elements_text(${sql.placeholder('numbers')}::jsonb)))
        and p.active`,
  );
const recentCheckInsAgreed = recentCheckIns(false);
const recentCheckInsStopping = recentCheckIns(true);

/**
 * A parent's text, to the check-in it answers (docs/product.md §2.2–§2.4, §2.7). The rule for which
 * check-in a text belongs to: for each parent with this number, in each account the number
 * agreed to, the latest check-in sent in the last 24 hours (a reply the next morning answers
 * that morning's, not yesterday's alert). Two families that both have the parent's agreement
 * each get the reply for their own check-in.
 */
export function createReplies({ clock }: Pick<EngineDeps, 'clock'>, move: MoveCheckIn) {
  const checkInEarly = createEarlyCheckIn({ clock }, move);
  /** For each number, the check-ins its texts answer now, locked: see the rule above. */
  const latestCheckIns = async (tx: Database, numbers: string[], stopping: boolean) => {
    const since = new Date(clock.now().getTime() - DAY_MS);
    // The same window as a bound on the local date, so the (parent, local date) index reads the
    // last few days only, not every day the parent ever had: without it each reply read a
    // year of a parent's rows after a year. A check-in made since `since` has a local date no
    // earlier than the UTC date a day before it (no zone is more than 14 hours from UTC).
    const earliestDate = new Date(since.getTime() - DAY_MS).toISOString().slice(0, 10);
    const raw = await (stopping ? recentCheckInsStopping : recentCheckInsAgreed)(tx, {
      numbers: JSON.stringify(numbers),
      earliestDate,
      since: since.toISOString(),
    });
    const rows = raw.map((row) => ({
      checkIn: tableRowFromJson(checkIns, row.checkIn),
      parent: tableRowFromJson(parents, row.parent),
    }));
    const latest = new Map<string, (typeof rows)[number]>();
    for (const row of rows) {
      const seen = latest.get(row.checkIn.parentId);
      if (!seen || row.checkIn.createdAt > seen.checkIn.createdAt)
        latest.set(row.checkIn.parentId, row);
    }
    const byNumber = new Map<string, (typeof rows)[number][]>();
    for (const row of latest.values()) {
      const rowsOfNumber = byNumber.get(row.parent.phone);
      if (rowsOfNumber) rowsOfNumber.push(row);
      else byNumber.set(row.parent.phone, [row]);
    }
    return byNumber;
  };

  /**
   * A parent's words, typed or said on a call to the service's number: a YES (or, on a call,
   * any answer) before the day's time is the day's early check-in; otherwise they answer the
   * latest check-in of each family.
   */
  const onParentWords = async (
    tx: Database,
    words: { from: string; body: string; key: string; outcome: ReplyOutcome },
    channel: 'sms' | 'voice',
  ) => {
    const { from, body, key, outcome } = words;
    const early =
      outcome === 'ok' || (channel === 'voice' && outcome === 'needs_help')
        ? await checkInEarly(tx, from, { outcome, words: body, key, channel })
        : new Set<string>();
    const latest = await latestCheckIns(tx, [from], outcome === 'opt_out');
    for (const locked of latest.get(from) ?? []) {
      if (early.has(locked.parent.id)) continue;
      const event = { type: 'reply', outcome, words: body, key, channel } as const;
      await move(tx, locked.checkIn.id, event, locked);
    }
  };

  return {
    /**
     * Parents' texts the inbound router (src/server/inbound) gave to their check-ins, at most one
     * per number: an early check-in first where the router saw one is possible, then each
     * family's latest check-in, all moved together.
     */
    async answerTexts(tx: Database, answers: ParentText[]) {
      const checkedIn = new Set<string>();
      for (const { text, early } of answers) {
        if (!early) continue;
        const words = {
          outcome: 'ok' as const,
          words: text.body,
          key: text.inboundId,
          channel: 'sms' as const,
        };
        for (const parentId of await checkInEarly(tx, text.from, words)) checkedIn.add(parentId);
      }
      const moves = [];
      // A STOP reaches every day of the number, even one whose agreement it just ended.
      for (const stopping of [false, true]) {
        const these = answers.filter(({ outcome }) => (outcome === 'opt_out') === stopping);
        if (these.length === 0) continue;
        const latest = await latestCheckIns(
          tx,
          these.map(({ text }) => text.from),
          stopping,
        );
        for (const { text, outcome } of these) {
          for (const locked of latest.get(text.from) ?? []) {
            if (checkedIn.has(locked.parent.id)) continue;
            const event = {
              type: 'reply',
              outcome,
              words: text.body,
              key: text.inboundId,
              channel: 'sms',
            } as const;
            moves.push({ ...locked, event });
          }
        }
      }
      if (moves.length > 0) await move.many(tx, moves);
    },

    /** Of these numbers, those where a parent's check-in is waiting for her answer. */
    async numbersWithOpenCheckIn(tx: Database, numbers: string[]) {
      if (numbers.length === 0) return new Set<string>();
      const rows = await tx
        .selectDistinct({ phone: parents.phone })
        .from(checkIns)
        .innerJoin(parents, eq(parents.id, checkIns.parentId))
        .where(
          and(
            inArray(parents.phone, numbers),
            inArray(checkIns.status, ['awaiting', 'calling', 'redialing']),
          ),
        );
      return new Set(rows.map((row) => row.phone));
    },

    /** Of these numbers, those where a parent may check in early now (the router's facts). */
    earlyCheckInFacts: earlyCheckInFacts(clock),

    /**
     * The answer on a call a parent made to the service's number (its caller ID vouched for by
     * the network), or on the call placed back to her number on file when it was not.
     */
    async onInboundCall(tx: Database, call: VoiceCall) {
      if (call.kind !== 'inbound-call' && call.kind !== CALL_BACK_KIND) return;
      const answered = callAnswerEvent(call);
      if (!answered) return;
      const outcome = answered.answer;
      const words = { from: call.toNumber, body: answered.words, key: `call:${call.id}` };
      await onParentWords(tx, { ...words, outcome }, 'voice');
    },
  };
}
