import { and, eq, gt, gte, inArray, ne, sql } from 'drizzle-orm';
import type { InboundSmsEvent } from '../../channels/dispatch';
import type { Database } from '../../db/client';
import { subqueryColumns } from '../../db/subquery-columns';
import { checkIns, consents, parents } from '../../db/schema';
import type { VoiceCall } from '../../channels/voice/call-repository';
import { CALL_BACK_KIND } from '../../channels/voice/inbound-calls';
import { classifyReply, type ReplyOutcome } from '../../replies/classify-reply';
import type { EngineDeps } from './engine-deps';
import { createEarlyCheckIn, numbersThatMayCheckInEarly } from './early-check-in';
import type { MoveCheckIn } from './move-check-in';
import { callAnswerEvent } from './provider-reports';

const DAY_MS = 86_400_000;

/**
 * A parent's text, to the check-in it answers (PRODUCT.md §2.2–§2.4, §2.7). The rule for which
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
    // Only accounts this number agreed to: a reply never reaches one still asking for its
    // consent (decision 019). A STOP has just ended every consent of the number, and stops
    // every open day of it.
    const agreed = tx
      .select({ agreed: sql`1`.as('agreed') })
      .from(consents)
      .where(
        and(
          eq(consents.subjectType, 'parent'),
          eq(consents.subjectId, parents.id),
          eq(consents.phone, parents.phone),
          stopping ? undefined : eq(consents.status, 'verified'),
        ),
      )
      .limit(1)
      .as('agreed');
    // Locked here, in the statement that finds them, so the move reads nothing again.
    const recent = tx
      .select()
      .from(checkIns)
      .where(
        and(
          eq(checkIns.parentId, parents.id),
          ne(checkIns.status, 'skipped'),
          gte(checkIns.localDate, earliestDate),
          gt(checkIns.createdAt, since),
        ),
      )
      .for('update')
      .as('recent');
    // Each parent's consent and days are looked up by that parent (lateral), by index. Joined
    // whole, PostgreSQL read every consent or every check-in of the service to hash them for a
    // batch's two hundred parents (its default costs price an index probe as a disk read), and
    // each batch cost more as the service grew. Rows are locked in the order the parents are
    // read: a batch has each number once and a number's next text waits for it, so batches of
    // one process never wait on each other; across processes a deadlock fails a batch, which
    // is then answered text by text (inbound-batches.ts).
    const rows = await tx
      .select({ checkIn: subqueryColumns(recent, checkIns), parent: parents })
      .from(parents)
      .innerJoinLateral(agreed, sql`true`)
      .innerJoinLateral(recent, sql`true`)
      .where(and(inArray(parents.phone, numbers), eq(parents.active, true)));
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
    async onInboundText(event: InboundSmsEvent) {
      const { from, body, inboundId, answeredBy, tx } = event;
      if (answeredBy) return;
      // The same rules the channel used for its keywords, so the two never disagree.
      const outcome = classifyReply(body);
      await onParentWords(tx, { from, body, key: inboundId, outcome }, 'sms');
    },

    /**
     * A batch's texts (inbound-batches.ts), at most one per number: the parents' plain answers
     * are answered together, each as `onInboundText` would. A text that may need more (a
     * keyword, a STOP's words, an early check-in) is marked to go one by one; one that answers
     * no check-in is left to go on alone.
     */
    async onInboundTexts(events: InboundSmsEvent[]) {
      const tx = events[0]!.tx;
      const answering: { event: InboundSmsEvent; outcome: ReplyOutcome }[] = [];
      for (const event of events) {
        const outcome = classifyReply(event.body);
        if (event.keyword || event.answeredBy || outcome === 'opt_out') event.oneByOne = true;
        else answering.push({ event, outcome });
      }
      const early = await numbersThatMayCheckInEarly(
        tx,
        answering.filter(({ outcome }) => outcome === 'ok').map(({ event }) => event.from),
        clock.now(),
      );
      const plain = answering.filter(({ event, outcome }) => {
        if (outcome !== 'ok' || !early.has(event.from)) return true;
        event.oneByOne = true;
        return false;
      });
      if (plain.length === 0) return;
      const latest = await latestCheckIns(
        tx,
        plain.map(({ event }) => event.from),
        false,
      );
      await move.many(
        tx,
        plain.flatMap(({ event, outcome }) =>
          (latest.get(event.from) ?? []).map((locked) => ({
            ...locked,
            event: {
              type: 'reply',
              outcome,
              words: event.body,
              key: event.inboundId,
              channel: 'sms',
            } as const,
          })),
        ),
      );
      // A text from a number with no check-in to answer goes on alone, as before the batches.
      for (const { event } of plain) {
        if (latest.has(event.from)) event.settled = true;
      }
    },

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
