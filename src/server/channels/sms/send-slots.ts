import { sql } from 'drizzle-orm';
import { selectRows, type Database } from '../../db/client';

/**
 * Reserves the next free sending moment for `fromNumber` at `messagesPerSecond`. Reservation
 * is one atomic statement on the shared database, so any number of processes queueing at the
 * same moment each get their own slot and the provider never sees more than the rate.
 */
export async function reserveSendSlot(
  db: Database,
  fromNumber: string,
  messagesPerSecond: number,
): Promise<Date> {
  if (messagesPerSecond <= 0) return new Date();
  const gapMs = Math.ceil(1000 / messagesPerSecond);
  const gap = sql.raw(`interval '${gapMs} milliseconds'`);
  const rows = await selectRows<{ slot: Date | string }>(
    db,
    sql`insert into sms_send_slots (from_number, next_slot_at)
        values (${fromNumber}, clock_timestamp() + ${gap})
        on conflict (from_number) do update
          set next_slot_at = greatest(sms_send_slots.next_slot_at, clock_timestamp()) + ${gap}
        returning next_slot_at - ${gap} as slot`,
  );
  const slot = rows[0]?.slot;
  return slot ? new Date(slot) : new Date();
}
