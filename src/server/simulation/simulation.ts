import { randomUUID } from 'node:crypto';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { SEND_SMS_JOB } from '../channels/sms/sms-channel';
import { PLACE_CALL_JOB } from '../channels/voice/voice-channel';
import type { CallAction } from '../channels/simulator/simulator-network';
import { selectRows } from '../db/client';
import {
  checkIns,
  consents,
  familyMemberParents,
  familyMembers,
  parents,
  simulatorEvents,
  smsMessages,
  subscriptions,
  users,
  voiceCalls,
} from '../db/schema';
import { createTestHarness, type TestHarness } from '../test/test-app';
import { localDueInstant } from '../time/local-time';
import { checkInTimeZones } from '../../shared/family';

/**
 * A whole-engine run: accounts and parents set up in a fresh embedded database, the simulator
 * channels, a clock moved forward step by step, parents who answer (or not) at random, and at
 * the end the product's promises checked against what was stored.
 */
export interface SimulationOptions {
  parents: number;
  days: number;
  seed: number;
  /** The first simulated UTC instant; the default crosses the March DST change. */
  start: string;
  /** Minutes the clock moves per step. */
  stepMinutes: number;
  log?: (line: string) => void;
}

export const defaultSimulation: SimulationOptions = {
  parents: 200,
  days: 30,
  seed: 1,
  start: '2026-03-02T00:00:00Z',
  stepMinutes: 5,
};

export interface SimulationResult {
  counts: Record<string, number>;
  violations: string[];
}

/** A small, seeded generator (mulberry32), so a run can be repeated exactly. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!,
    chance: (p: number) => next() < p,
  };
}

const MINUTE = 60_000;
const FOLLOW_UP_MINUTES = 60;
/** Allowance for the call to be placed, ring out and report, beyond the follow-up delay. */
const CALL_MINUTES = 15;

interface PlannedText {
  at: number;
  phone: string;
  body: string;
}

export async function runSimulation(options: SimulationOptions): Promise<SimulationResult> {
  const log = options.log ?? (() => {});
  const rng = random(options.seed);
  let now = new Date(options.start);
  const end = new Date(now.getTime() + options.days * 86_400_000);
  const clock = { now: () => new Date(now) };
  const harness = await createTestHarness({ clock });
  try {
    const setup = await setUpAccounts(harness, options.parents, rng);
    log(`set up ${setup.accounts} accounts, ${options.parents} parents`);
    const { db } = harness.database;
    const service = harness.config.sms.fromNumber;
    const parentPhones = new Set(setup.parentPhones);
    const agenda: PlannedText[] = [];
    const seenTexts = new Set<string>();
    const seenCalls = new Set<string>();
    let steps = 0;
    // Events are stamped with real time; look back a little for ones still being delivered.
    let watermark = new Date(0);

    while (now < end) {
      await harness.services.checkIns.sweep();
      await harness.services.checkIns.followUp();
      await harness.services.checkIns.weeklyReports.sendDue();
      await drain(harness);

      // Parents read what arrived and decide what to do with it.
      // Only what arrived since the last look: the table grows all month.
      const arrived = await db
        .select({
          sid: simulatorEvents.sid,
          phone: simulatorEvents.phone,
          kind: simulatorEvents.kind,
        })
        .from(simulatorEvents)
        .where(
          and(
            eq(simulatorEvents.direction, 'to_phone'),
            gte(simulatorEvents.createdAt, watermark),
            inArray(simulatorEvents.state, ['delivered', 'ringing']),
          ),
        );
      watermark = new Date(Date.now() - 5_000);
      for (const event of arrived) {
        if (!parentPhones.has(event.phone)) continue;
        if (event.kind === 'call') {
          if (seenCalls.has(event.sid)) continue;
          seenCalls.add(event.sid);
          const action = rng.pick<CallAction>([
            'press-1',
            'press-1',
            'press-1',
            'say-yes',
            'press-2',
            'say-no',
            'no-answer',
            'no-answer',
            'busy',
            'stay-silent',
          ]);
          await harness.services.channels.simulator!.actOnCall(event.sid, action);
          if (['no-answer', 'busy', 'stay-silent'].includes(action) && rng.chance(0.3)) {
            agenda.push({
              at: now.getTime() + rng.int(20, 120) * MINUTE,
              phone: event.phone,
              body: rng.pick(['yes', 'YES sorry I was out', 'ok']),
            });
          }
          continue;
        }
        if (seenTexts.has(event.sid)) continue;
        seenTexts.add(event.sid);
        const [text] = await db
          .select({ body: simulatorEvents.body })
          .from(simulatorEvents)
          .where(eq(simulatorEvents.sid, event.sid));
        if (!text?.body.includes('Reply YES')) continue;
        const roll = rng.next();
        const at = now.getTime() + rng.int(1, 55) * MINUTE;
        if (roll < 0.45) {
          agenda.push({
            at,
            phone: event.phone,
            body: rng.pick(['YES', 'yes thanks', '👍', 'ok']),
          });
        } else if (roll < 0.52) {
          agenda.push({ at, phone: event.phone, body: rng.pick(['NO', 'not ok', 'no']) });
        } else if (roll < 0.57) {
          agenda.push({ at, phone: event.phone, body: 'At the doctor, talk soon' });
          agenda.push({ at: at + 10 * MINUTE, phone: event.phone, body: 'Y' });
        } else if (roll < 0.58) {
          agenda.push({ at, phone: event.phone, body: 'STOP' });
        } else if (roll < 0.59) {
          agenda.push({ at, phone: event.phone, body: 'HELP' });
        }
        // Otherwise silence: the follow-up call will come.
      }

      const due = agenda.filter((item) => item.at <= now.getTime());
      for (const item of due) {
        agenda.splice(agenda.indexOf(item), 1);
        await harness.services.channels.simulator!.textFromPhone(item.phone, service, item.body);
      }
      await drain(harness);

      now = new Date(now.getTime() + options.stepMinutes * MINUTE);
      steps += 1;
      if (steps % 288 === 0) log(`simulated ${steps / (1440 / options.stepMinutes)} days`);
    }
    return await checkInvariants(harness, options, end);
  } finally {
    await harness.close();
  }
}

/** Works what the workers would: texts, simulated deliveries and calls, until none is left. */
async function drain(harness: TestHarness) {
  const { db } = harness.database;
  for (let round = 0; round < 20; round += 1) {
    const texts = await db
      .select({ id: smsMessages.id })
      .from(smsMessages)
      .where(inArray(smsMessages.status, ['queued', 'sending']));
    const deliveries = await db
      .select({ sid: simulatorEvents.sid })
      .from(simulatorEvents)
      .where(
        and(
          eq(simulatorEvents.kind, 'sms'),
          eq(simulatorEvents.state, 'queued'),
          // Each step delivers what it sent, so only the last moments can hold queued texts.
          gte(simulatorEvents.createdAt, new Date(Date.now() - 60_000)),
        ),
      );
    const calls = await db
      .select({ id: voiceCalls.id })
      .from(voiceCalls)
      .where(inArray(voiceCalls.status, ['queued', 'placing']));
    if (texts.length + deliveries.length + calls.length === 0) return;
    for (const { id } of texts) await harness.runJob(SEND_SMS_JOB, { messageId: id });
    for (const { sid } of deliveries) await harness.runJob('simulator-deliver', { sid });
    for (const { id } of calls) await harness.runJob(PLACE_CALL_JOB, { callId: id });
  }
}

/** Accounts of one to four parents and one to three followers, across the six zones. */
async function setUpAccounts(
  harness: TestHarness,
  parentCount: number,
  rng: ReturnType<typeof random>,
) {
  const { db } = harness.database;
  const parentPhones: string[] = [];
  let made = 0;
  let accounts = 0;
  let phoneSeq = 0;
  const phone = () => {
    phoneSeq += 1;
    // 555-01xx numbers across area codes: fictional, and valid in form.
    return `+1${200 + Math.floor(phoneSeq / 100)}55501${String(phoneSeq % 100).padStart(2, '0')}`;
  };
  while (made < parentCount) {
    accounts += 1;
    const userId = randomUUID();
    await db.insert(users).values({
      id: userId,
      name: `Owner ${accounts}`,
      email: `owner${accounts}@simulation.example`,
      emailVerified: true,
    });
    // One account in twenty has no running subscription: its check-ins must be skipped.
    if (rng.next() > 0.05) {
      await db.insert(subscriptions).values({
        userId,
        provider: 'demo',
        status: 'trialing',
        parentCount: 1,
        familyMemberCount: 1,
      });
    }
    const parentIds: string[] = [];
    const count = Math.min(rng.int(1, 4), parentCount - made);
    for (let index = 0; index < count; index += 1) {
      const number = phone();
      const minutes = rng.int(7 * 12, 20 * 12 + 6) * 5; // 7:00 AM to 8:30 PM, five-minute steps
      const [parent] = await db
        .insert(parents)
        .values({
          userId,
          firstName: `Parent${made + 1}`,
          lastName: 'Sim',
          relationshipType: 'parent',
          phone: number,
          timezone: checkInTimeZones[(made + index) % checkInTimeZones.length]!,
          city: 'Town',
          state: 'Ohio',
          zipOrCounty: '00000',
          country: 'United States',
          messageTime: `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`,
          personalityType: rng.pick(['caring', 'cheerful', 'professional']),
          checkInsEnabled: rng.next() > 0.05,
        })
        .returning();
      parentIds.push(parent!.id);
      parentPhones.push(number);
      if (rng.next() > 0.05) {
        await db.insert(consents).values({
          userId,
          subjectType: 'parent',
          subjectId: parent!.id,
          phone: number,
          status: 'verified',
          verifiedAt: new Date(0),
          verifiedFrom: number,
        });
      }
      made += 1;
    }
    for (let index = 0; index < rng.int(1, 3); index += 1) {
      const number = phone();
      const [member] = await db
        .insert(familyMembers)
        .values({
          userId,
          firstName: `Member${index + 1}`,
          lastName: `Of${accounts}`,
          cellPhone: number,
          email: `member${index + 1}.${accounts}@simulation.example`,
          city: 'Town',
          state: 'Ohio',
          zipOrCounty: '00000',
          country: 'United States',
          notificationPreference: rng.pick(['sms', 'email', 'both']),
        })
        .returning();
      const follows = parentIds.filter(() => rng.next() > 0.3);
      await db.insert(familyMemberParents).values(
        (follows.length ? follows : [parentIds[0]!]).map((parentId) => ({
          familyMemberId: member!.id,
          parentId,
        })),
      );
      if (rng.next() > 0.1) {
        await db.insert(consents).values({
          userId,
          subjectType: 'family_member',
          subjectId: member!.id,
          phone: number,
          status: 'verified',
          verifiedAt: new Date(0),
          verifiedFrom: number,
        });
      }
    }
  }
  return { accounts, parentPhones };
}

async function checkInvariants(
  harness: TestHarness,
  options: SimulationOptions,
  end: Date,
): Promise<SimulationResult> {
  const { db } = harness.database;
  const violations: string[] = [];
  const violate = (message: string) => {
    if (violations.length < 50) violations.push(message);
    else if (violations.length === 50) violations.push('… more violations not listed');
  };
  const start = new Date(options.start);
  const lastSweep = new Date(end.getTime() - options.stepMinutes * MINUTE);

  // 1. Exactly one check-in per parent per enabled day (none for a disabled schedule).
  const allParents = await db.select().from(parents);
  const allCheckIns = await db.select().from(checkIns);
  const byParentDay = new Map<string, number>();
  for (const row of allCheckIns) {
    const key = `${row.parentId}:${row.localDate}`;
    byParentDay.set(key, (byParentDay.get(key) ?? 0) + 1);
  }
  for (const parent of allParents) {
    let day = DateTime.fromJSDate(start, { zone: parent.timezone }).startOf('day');
    while (day.toJSDate() < end) {
      const date = day.toFormat('yyyy-MM-dd');
      const due = localDueInstant(date, parent.messageTime, parent.timezone);
      const count = byParentDay.get(`${parent.id}:${date}`) ?? 0;
      if (!parent.checkInsEnabled && count > 0)
        violate(`disabled parent ${parent.firstName} has a check-in on ${date}`);
      if (parent.checkInsEnabled && due >= start && due <= lastSweep && count !== 1)
        violate(`${parent.firstName} has ${count} check-ins on ${date}`);
      day = day.plus({ days: 1 });
    }
  }
  const textsPerCheckIn = await selectRows<{ check_in: string; texts: number }>(
    db,
    sql`select context->>'checkInId' as check_in, count(*)::int as texts from sms_messages
        where kind = 'checkin' group by 1 having count(*) > 1`,
  );
  for (const row of textsPerCheckIn)
    violate(`check-in ${row.check_in} was texted ${row.texts} times`);

  // 2. Every silence escalated to every follower within the delay plus the call.
  const limit = (FOLLOW_UP_MINUTES + CALL_MINUTES + 2 * options.stepMinutes) * MINUTE;
  for (const row of allCheckIns) {
    const from = row.deliveredAt ?? row.sentAt;
    if (row.status === 'awaiting' && row.followUpAt && row.followUpAt < lastSweep)
      violate(`check-in ${row.id} still awaits a reply after its follow-up time`);
    if (row.status === 'calling' && from && end.getTime() - from.getTime() > limit)
      violate(`check-in ${row.id} is still calling`);
    const silent = await selectRows<{ at: Date }>(
      db,
      sql`select at from check_in_events where check_in_id = ${row.id} and kind = 'call_unanswered'`,
    );
    if (silent.length > 0) {
      if (!from || !row.alertedAt) violate(`unanswered check-in ${row.id} has no alert`);
      else if (new Date(row.alertedAt).getTime() - from.getTime() > limit)
        violate(
          `check-in ${row.id} escalated after ${(row.alertedAt.getTime() - from.getTime()) / MINUTE} minutes`,
        );
    }
  }

  // 3. Every notice went to every follower, by their preference.
  const followers = await selectRows<{
    parent_id: string;
    member_id: string;
    preference: string;
    sms_allowed: boolean;
  }>(
    db,
    sql`select f.parent_id, m.id as member_id, m.notification_preference as preference,
          coalesce(c.status = 'verified' and c.phone = m.cell_phone, false) as sms_allowed
        from family_member_parents f join family_members m on m.id = f.family_member_id
        left join consents c on c.subject_type = 'family_member' and c.subject_id = m.id`,
  );
  const told = await selectRows<{
    check_in_id: string;
    parent_id: string;
    detail: { told: { memberId: string; channels: string[] }[] };
  }>(
    db,
    sql`select e.check_in_id, ci.parent_id, e.detail from check_in_events e
        join check_ins ci on ci.id = e.check_in_id where e.kind = 'family_told'`,
  );
  for (const event of told) {
    const expected = followers.filter((row) => row.parent_id === event.parent_id);
    for (const follower of expected) {
      const entry = event.detail.told.find((item) => item.memberId === follower.member_id);
      const want = [
        ...(follower.preference !== 'email' && follower.sms_allowed ? ['sms'] : []),
        ...(follower.preference !== 'sms' ? ['email'] : []),
      ];
      if (!entry) violate(`check-in ${event.check_in_id}: follower ${follower.member_id} not told`);
      else if (entry.channels.join() !== want.join())
        violate(
          `check-in ${event.check_in_id}: told by ${entry.channels.join('+')} not ${want.join('+')}`,
        );
    }
    if (event.detail.told.length !== expected.length)
      violate(
        `check-in ${event.check_in_id}: told ${event.detail.told.length} of ${expected.length}`,
      );
  }

  // 4. Weekly reports on Sundays, one per account per Sunday.
  const reports = await selectRows<{ user_id: string; week_ending: string }>(
    db,
    sql`select user_id, week_ending from weekly_reports`,
  );
  for (const report of reports) {
    if (DateTime.fromISO(report.week_ending).weekday !== 7)
      violate(`weekly report for ${report.user_id} on ${report.week_ending}, not a Sunday`);
  }
  const firstZones = await selectRows<{ user_id: string; zone: string }>(
    db,
    sql`select distinct on (user_id) user_id, timezone as zone from parents order by user_id, created_at`,
  );
  let expectedReports = 0;
  for (const owner of firstZones) {
    let day = DateTime.fromJSDate(start, { zone: owner.zone }).startOf('day');
    while (day.toJSDate() < end) {
      if (day.weekday === 7) {
        const sixPm = day.set({ hour: 18 }).toJSDate();
        if (sixPm >= start && sixPm <= lastSweep) {
          expectedReports += 1;
          const date = day.toFormat('yyyy-MM-dd');
          if (
            !reports.some(
              (report) => report.user_id === owner.user_id && report.week_ending === date,
            )
          )
            violate(`no weekly report for ${owner.user_id} on ${date}`);
        }
      }
      day = day.plus({ days: 1 });
    }
  }

  // 5. Nothing sent to a number after it opted out (but the one confirmation).
  const afterStop = await selectRows<{ to_number: string; kind: string }>(
    db,
    sql`select s.to_number, s.kind from sms_messages s
        join phone_opt_outs o on o.phone = s.to_number and o.opted_out
        where s.status in ('sent', 'delivered') and not s.allow_opted_out
          and s.sent_at > o.changed_at`,
  );
  for (const row of afterStop) violate(`a ${row.kind} text went to ${row.to_number} after STOP`);
  const callsAfterStop = await selectRows<{ to_number: string }>(
    db,
    sql`select c.to_number from voice_calls c
        join phone_opt_outs o on o.phone = c.to_number and o.opted_out
        where c.created_at > o.changed_at`,
  );
  for (const row of callsAfterStop) violate(`a call went to ${row.to_number} after STOP`);

  const counts: Record<string, number> = { parents: allParents.length, days: options.days };
  for (const row of allCheckIns) {
    const key = row.status === 'skipped' ? `skipped (${row.skipReason})` : row.status;
    counts[`check-ins ${key}`] = (counts[`check-ins ${key}`] ?? 0) + 1;
  }
  const [totals] = await selectRows<Record<string, number>>(
    db,
    sql`select
      (select count(*)::int from sms_messages where kind = 'checkin') as "check-in texts",
      (select count(*)::int from voice_calls) as "follow-up calls",
      (select count(*)::int from sms_messages where kind = 'family-notice') as "family texts",
      (select count(*)::int from emails where kind = 'family-notice') as "family e-mails",
      (select count(*)::int from weekly_reports) as "weekly reports",
      (select count(*)::int from phone_opt_outs where opted_out) as "opted-out numbers"`,
  );
  Object.assign(counts, totals, { 'expected weekly reports': expectedReports });
  return { counts, violations };
}
