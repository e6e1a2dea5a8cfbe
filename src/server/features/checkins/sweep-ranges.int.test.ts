import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { selectRows } from '../../db/client';
import { engineTestFile } from '../../test/engine-test-file';
import { seedPeakParents } from '../../test/peak-parents';

// Tuesday 14 April 2026, 8:00 AM in New York (EDT).
const { setClock, harness, world } = engineTestFile('2026-04-14T12:00:00Z');

/**
 * The sweep reads the parents a range of 2,000 ids at a time (sweep.ts). A morning whose due
 * parents sit in the first and the last range, with a range of parents due later between them,
 * still reaches each due parent once and no one else.
 */
describe('a sweep over more parents than one range', () => {
  it('texts every due parent once, range after range, and no one not yet due', async () => {
    const db = harness().database.db;
    const phones = await seedPeakParents(db, 4_100);
    // The second range of the id order is due an hour later, at 10:00.
    const later = new Set(
      (
        await selectRows<{ phone: string }>(
          db,
          sql`update parents set message_time = '10:00'
              where id in (select id from parents order by id offset 2000 limit 2000)
              returning phone`,
        )
      ).map((row) => row.phone),
    );
    expect(later.size).toBe(2_000);

    /** What the phone network carried: the texts each number received. */
    const received = async () =>
      new Map(
        (
          await selectRows<{ phone: string; texts: number }>(
            db,
            sql`select phone, count(*)::int as texts from simulator_events
                where kind = 'sms' and direction = 'to_phone' group by phone`,
          )
        ).map((row) => [row.phone, row.texts]),
      );
    const sweepAndSend = async () => {
      await world.sweep();
      await harness().services.channels.sms.drainOutbox();
    };

    setClock('2026-04-14T13:00:00Z'); // 9:00 AM
    await sweepAndSend();
    const atNine = await received();
    const dueAtNine = phones.filter((phone) => !later.has(phone));
    expect(dueAtNine.filter((phone) => atNine.get(phone) !== 1)).toEqual([]);
    expect([...later].filter((phone) => atNine.has(phone))).toEqual([]);

    setClock('2026-04-14T14:00:00Z'); // 10:00 AM
    await sweepAndSend();
    const atTen = await received();
    expect(phones.filter((phone) => atTen.get(phone) !== 1)).toEqual([]);
    expect(atTen.size).toBe(phones.length);
  }, 120_000);
});
