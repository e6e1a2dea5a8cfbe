import { sql } from 'drizzle-orm';
import { selectRows, type Database } from '../../db/client';

/**
 * Reserves the next `count` sending moments of `fromNumber` at `messagesPerSecond`, one gap
 * apart, and returns the first. Reservation is one atomic statement on the shared database, so
 * any number of processes queueing at the same moment each get their own slots and the provider
 * never sees more than the rate. Without a rate every text may go at once: `now`.
 */
export async function reserveSendSlots(
  db: Database,
  fromNumber: string,
  messagesPerSecond: number,
  count: number,
  now: Date,
): Promise<Date> {
  if (messagesPerSecond <= 0 || count <= 0) return now;
  const gapMicroseconds = Math.round(1_000_000 / messagesPerSecond);
  const span = sql.raw(`interval '${gapMicroseconds * count} microseconds'`);
  const at = now.toISOString();
  const rows = await selectRows<{ slot: Date | string }>(
    db,
    sql`insert into sms_send_slots (from_number, next_slot_at)
        values (${fromNumber}, ${at}::timestamptz + ${span})
        on conflict (from_number) do update
          set next_slot_at = greatest(sms_send_slots.next_slot_at, ${at}::timestamptz) + ${span}
        returning next_slot_at - ${span} as slot`,
  );
  const slot = rows[0]?.slot;
  return slot ? new Date(slot) : now;
}
