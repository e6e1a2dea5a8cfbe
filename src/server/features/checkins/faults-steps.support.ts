import { sql } from 'drizzle-orm';
import { selectRows } from '../../db/client';
import { checkIns } from '../../db/schema';
import type { Cohort } from '../../test/fault-families';
import { fromNumber, publicUrl, type FaultRig } from './faults.support';

/** The waits and steps the fault test (faults.int.test.ts) is written with, on its rig. */
export function faultSteps(rig: FaultRig) {
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  /**
   * Waits until `check` holds. Queries made while the database is unreachable fail; those are
   * tried again, as everything else in the service is.
   */
  async function until(
    what: string,
    check: () => Promise<boolean>,
    timeoutMs = 45_000,
    state?: () => Promise<unknown>,
  ) {
    const deadline = Date.now() + timeoutMs;
    let lastError: unknown;
    while (Date.now() < deadline) {
      rig.network.assertWorking();
      try {
        if (await check()) return;
        lastError = undefined;
      } catch (error) {
        lastError = error;
      }
      await pause(100);
    }
    const seen = state ? `; state: ${JSON.stringify(await state().catch(String), null, 1)}` : '';
    throw new Error(`gave up waiting until ${what}${seen}`, { cause: lastError });
  }

  /** The texts and calls not yet settled, with when they are next tried: what a failed wait reports. */
  async function unsettledWork() {
    return selectRows(
      rig.harness.database.db,
      sql`select 'text' as what, m.id, m.kind, m.status, m.attempts, m.send_started_at,
            m.send_after as next_attempt, m.error_message, pgboss.job_now() as job_now
          from sms_messages m
          where m.status in ('queued', 'sending')
        union all
        select 'call', c.id, null, c.status, c.attempts, null, j.start_after, j.state,
            pgboss.job_now()
          from voice_calls c left join pgboss.job j on j.id::text = c.id::text
          where c.status in ('queued', 'placing')`,
    );
  }

  /**
   * The minute's sweep. One that fails on a dropped connection is run again, as the next
   * minute's would be.
   */
  async function sweep() {
    await until('a sweep completes', async () => {
      await rig.harness.runJob('check-in-sweep', {});
      return true;
    });
  }

  const rowsOf = async (cohort?: Cohort) => {
    const rows = await rig.harness.database.db.select().from(checkIns);
    const ids = new Set(
      rig.family.parents
        .filter((parent) => !cohort || parent.cohort === cohort)
        .map((parent) => parent.id),
    );
    return rows.filter((row) => ids.has(row.parentId));
  };
  const open = (row: { status: string }) => row.status === 'awaiting' || row.status === 'calling';

  /** Parents text back, through the provider's inbound webhook. */
  async function replies(cohort: Cohort) {
    for (const [index, parent] of rig.family.parents.entries()) {
      if (parent.cohort !== cohort || !parent.reply) continue;
      await rig.network.text(publicUrl, `SMreply${index}`, parent.phone, fromNumber, parent.reply);
    }
  }

  /** True once no text, call or e-mail is still waiting to be sent or reported. */
  async function settled() {
    const [counts] = await selectRows<{ texts: number; calls: number; emails: number }>(
      rig.harness.database.db,
      sql`select
        (select count(*)::int from sms_messages where status not in ('delivered', 'failed', 'blocked')) as texts,
        (select count(*)::int from voice_calls where status not in ('completed', 'no-answer', 'busy', 'failed', 'canceled')) as calls,
        (select count(*)::int from emails where status not in ('sent', 'failed')) as emails`,
    );
    return rig.network.idle && counts!.texts + counts!.calls + counts!.emails === 0;
  }

  return { pause, until, unsettledWork, sweep, rowsOf, open, replies, settled };
}
