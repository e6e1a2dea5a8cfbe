import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../db/client';
import { assertWhatThePhonesGot, assertWhatWasStored } from '../../test/fault-outcomes';
import { faultSteps } from './faults-steps.support';
import { createFaults, faultRig, onPostgres } from './faults.support';

/**
 * The morning peak with the phone provider failing for a minute, and on PostgreSQL the database
 * dropping every connection several times in that minute: afterwards every parent got the day's
 * text once, every silent parent one call, and every family member each notice once.
 */

// The service, the failing provider and the phones (faults.support.ts), and the test's steps.
const rig = faultRig();
beforeAll(() => rig.start(), 120_000);
afterAll(() => rig.close());
const { pause, until, unsettledWork, sweep, rowsOf, open, replies, settled } = faultSteps(rig);

describe('the morning peak through a minute of faults', () => {
  it(
    onPostgres
      ? 'sends every text and call once and tells every family, with the provider failing and the database dropping its connections'
      : 'sends every text and call once and tells every family, with the provider failing',
    async () => {
      const { standIn, harness, network, family, faults, at, dropConnections } = rig;

      // Before the outage: the 8:00 and 8:30 AM texts go out and are delivered.
      at('13:00:00');
      await sweep();
      await until('the 8:00 AM texts are delivered', async () =>
        (await rowsOf('calls-in-outage')).every((row) => row.deliveredAt),
      );
      at('13:30:00');
      await sweep();
      await until('the 8:30 AM texts are delivered', async () =>
        (await rowsOf('replies-in-outage')).every((row) => row.deliveredAt),
      );

      // The outage: the peak's texts and the 8:00 AM follow-up calls fall due; the 8:30 AM
      // parents reply, so their thanks and their families' notices go out in it too.
      at('14:00:00');
      network.holdCallbacks = true;
      let dropped = await dropConnections();
      await sweep();
      dropped += await dropConnections();
      await replies('replies-in-outage');
      // The minute passes at the test's pace: twenty seconds in four, like the retry delays.
      for (const time of ['14:00:20', '14:00:40']) {
        await pause(4000);
        at(time);
        dropped += await dropConnections();
        await sweep();
      }
      await pause(4000);
      // However slow the machine, the outage has met a round of every kind of failure.
      await until('the outage has failed texts and calls in every way', async () => {
        return faults.message >= 2 * createFaults.length && faults.call >= createFaults.length;
      });
      if (onPostgres) expect(dropped).toBeGreaterThan(0);

      // The provider is back. Its callbacks come only once every attempt it failed has been
      // settled through its API: an attempt that did get through must be found there, not made
      // again.
      at('14:01:00');
      await sweep();
      await until(
        'every text and call is settled with the provider',
        async () => {
          const [unsettled] = await selectRows<{ count: number }>(
            harness.database.db,
            sql`select (select count(*)::int from sms_messages where status in ('queued', 'sending'))
            + (select count(*)::int from voice_calls where status in ('queued', 'placing')) as count`,
          );
          return unsettled!.count === 0;
        },
        45_000,
        unsettledWork,
      );
      network.holdCallbacks = false;
      await until(
        'the peak’s texts are delivered and the outage’s calls and replies done',
        async () =>
          (await rowsOf()).every((row) =>
            family.parents.find((parent) => parent.id === row.parentId)!.cohort === 'peak'
              ? row.deliveredAt
              : !open(row),
          ),
      );
      at('14:05:00');
      await replies('peak');
      await until('the peak’s replies are recorded', async () =>
        (await rowsOf('peak')).every(
          (row) =>
            !family.parents.find((parent) => parent.id === row.parentId)!.reply || !open(row),
        ),
      );
      // An hour after delivery, the peak's silent parents are called.
      at('15:05:00');
      await sweep();
      await until('every call has its answer', async () =>
        (await rowsOf()).every((row) => !open(row)),
      );
      at('15:20:00');
      await sweep();
      await until('every text, call and e-mail is done', settled);

      // The provider saw its ambiguous failures, and still each text and call was made once.
      expect(faults.message).toBeGreaterThan(createFaults.length);
      expect(faults.ambiguous.message).toBeGreaterThan(0);
      expect(faults.ambiguous.call).toBeGreaterThan(0);
      expect(faults.lookup).toBeGreaterThan(0);
      assertWhatThePhonesGot(standIn.created, family);
      await assertWhatWasStored(harness.database.db, family);
    },
    120_000,
  );
});
