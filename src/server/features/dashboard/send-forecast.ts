import { sql } from 'drizzle-orm';
import type { Clock } from '../../clock';
import { selectRows, type Database } from '../../db/client';
import { localDueInstant } from '../../time/local-time';

/** What the forecast needs of the SMS sender: its rate, and the outbox's clock. */
export interface SenderPace {
  messagesPerSecond: number;
  outboxNow(): Date;
}

/** Below this, a text counts as going out at its minute. */
const LATE_MS = 60_000;
/** How long one count of a minute's peak stands before it is made again. */
const PEAK_COUNT_TTL_MS = 60_000;

/** A parent as the forecast needs it: today's date and time in their zone, and today's text. */
export interface ForecastParent {
  id: string;
  timezone: string;
  messageTime: string;
  localDate: string;
  /** When today's check-in text, still waiting in the outbox, has its reserved slot. */
  queuedSlot: Date | null;
  /** Whether today's check-in exists (then only its text's place in the queue counts). */
  started: boolean;
}

/**
 * When each parent's text will go out today, where the sender's rate makes it later than the
 * minute the owner chose (docs/product.md §2.1: the single number takes a text a second): a text already
 * queued goes at its reserved slot; a day not started yet goes once every text due at the same
 * instant across the service is out (an upper bound: "by"). Times are on the service clock.
 */
export function createSendForecast(db: Database, clock: Clock, pace: SenderPace) {
  const peakCounts = new Map<number, { count: number; at: number }>();

  /** Parents of every account due at `instant` today: the texts of that minute's peak. */
  const peakAt = async (instant: Date) => {
    const cached = peakCounts.get(instant.getTime());
    if (cached && Date.now() - cached.at < PEAK_COUNT_TTL_MS) return cached.count;
    const [row] = await selectRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from parents p
          where p.active and p.check_ins_enabled
            and ((to_char(${instant.toISOString()}::timestamptz at time zone p.timezone, 'YYYY-MM-DD')
              || ' ' || p.message_time)::timestamp at time zone p.timezone) = ${instant.toISOString()}::timestamptz`,
    );
    const count = row?.count ?? 0;
    peakCounts.set(instant.getTime(), { count, at: Date.now() });
    return count;
  };

  return async (forecastParents: ForecastParent[]): Promise<Map<string, Date>> => {
    const sendsBy = new Map<string, Date>();
    if (pace.messagesPerSecond <= 0 || forecastParents.length === 0) return sendsBy;
    const now = clock.now();
    // The outbox keeps its own time; a slot's distance from it is what is left to wait.
    const waitUntil = (slot: Date) =>
      new Date(now.getTime() + Math.max(0, slot.getTime() - pace.outboxNow().getTime()));

    for (const parent of forecastParents) {
      const due = localDueInstant(parent.localDate, parent.messageTime, parent.timezone);
      let expected: Date | undefined;
      if (parent.started) {
        expected = parent.queuedSlot ? waitUntil(parent.queuedSlot) : undefined;
      } else if (due.getTime() >= now.getTime()) {
        const texts = await peakAt(due);
        expected = new Date(due.getTime() + Math.ceil((texts * 1000) / pace.messagesPerSecond));
      }
      // "By" a whole minute, as the owner reads it: 9:02:31 is by 9:03.
      if (expected && expected.getTime() - due.getTime() >= LATE_MS)
        sendsBy.set(parent.id, new Date(Math.ceil(expected.getTime() / 60_000) * 60_000));
    }
    return sendsBy;
  };
}
