import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Database } from '../db/client';
import { consents, subscriptions } from '../db/schema';
import type { TestHarness } from '../test/test-app';
import type { Cast } from './cast';
import type { Random } from './random';
import { planHeat, setUpHeat } from './cast-heat';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Events this far apart are read apart: the outage's days, a stop's last day. */
const APART = 9 * HOUR;

/**
 * What happens to the cast during a run of three days or more (issue 35; simulation.ts draws
 * them from their own sequence of the seed): an outage of four to
 * six hours (the whole service down, the clock moving on), a trial that ends with nobody
 * paying, an account its owner deletes. Each at a random instant, in a random account, drawn
 * from the seed; never within nine hours of one another, so each is read on its own.
 */
export function planCastEvents(
  cast: Cast,
  rng: Random,
  run: { start: number; end: number; stepMs: number },
) {
  const { start, end, stepMs } = run;
  /** A people's turn between `from` and `to` after the start. */
  const turnBetween = (from: number, to: number) =>
    start + Math.round((from + rng.next() * (to - from)) / stepMs) * stepMs;
  const duration = Math.round(rng.int(4 * 60, 6 * 60) / (stepMs / MINUTE)) * stepMs;
  const outageFrom = turnBetween(1.5 * DAY, end - start - 1.5 * DAY - duration);
  cast.outage = { from: outageFrom, to: outageFrom + duration };
  const clear = (at: number) => at + APART < cast.outage!.from || at > cast.outage!.to + APART;
  const apart = (at: number, taken: number[]) =>
    taken.every((other) => Math.abs(other - at) > APART);
  /**
   * A run too short to keep the events apart (three days) still has each of them, at a minute the
   * service runs and the checks can read. One drawn inside the outage would never happen (no
   * minute of it runs) while the checks read it as done (an account "deleted" that kept texting,
   * [14]). One in the minute the service comes back would stop an account in the very minute that
   * owes it the outage's days, which [13] cannot tell from a missed day (seed 33 at 25 x 3: a
   * trial ending then). Such an event goes after the outage, apart from it and, while the run
   * lasts, from the others.
   */
  const afterOutage = (taken: number[]) => {
    let at = cast.outage!.to + APART + stepMs;
    while (!apart(at, taken) && at + HOUR < end) at += HOUR;
    return at;
  };
  const draw = (from: number, to: number, taken: number[]) => {
    for (let tries = 0; ; tries += 1) {
      const at = turnBetween(from, to);
      if (clear(at) && apart(at, taken)) return at;
      if (tries > 50)
        return at >= cast.outage!.from && at <= cast.outage!.to + HOUR ? afterOutage(taken) : at;
    }
  };
  // Two different accounts in their trial, each with a parent checked on: one whose trial ends,
  // one deleted. The first few parents' accounts keep their fixed traits for the whole run.
  const candidates = cast.accounts.filter(
    (account) =>
      account.subscribed &&
      account.parents.every((parent) => Number(parent.nickname.slice(1)) > 8) &&
      account.parents.some((parent) => parent.enabled && parent.consented),
  );
  if (candidates.length < 2) return;
  const ending = rng.pick(candidates);
  const deleted = rng.pick(candidates.filter((account) => account !== ending));
  // The trial ends on a five-minute slot, as demo billing's cron finds it; late enough in a
  // long run to see both of its reminders (3 days and 1 day before).
  const earliestEnd = end - start >= 7 * DAY ? 3.5 * DAY : 1.5 * DAY;
  ending.trialEndsAt = draw(earliestEnd, end - start - 2 * DAY, []);
  ending.trialEndsAt = Math.round(ending.trialEndsAt / (5 * MINUTE)) * 5 * MINUTE;
  deleted.deletedAt = draw(1.5 * DAY, end - start - 1.5 * DAY, [ending.trialEndsAt]);
  const taken = [ending.trialEndsAt, deleted.deletedAt];
  planPause(cast, rng, run, { draw, taken }, [ending, deleted]);
  // The heat warning (cast-heat.ts): after the others, so they are drawn as before it existed.
  const paused = cast.parents.find((parent) => parent.pause)?.pause?.at;
  planHeat(cast, rng, run, { draw, taken: paused === undefined ? taken : [...taken, paused] }, [
    ending,
    deleted,
  ]);
}

/**
 * One parent texts PAUSE 1 to 3 (issue 38, docs/product.md §2.14): a parent checked on by text,
 * whose check-ins go, in an account no other event touches; at 6:00–6:50 AM in her zone, before
 * any day's time (held from 7:00 AM), long after the day before was over; the run goes on for
 * two days after the pause, to see check-ins start again.
 */
function planPause(
  cast: Cast,
  rng: Random,
  run: { start: number; end: number; stepMs: number },
  draws: { draw: (from: number, to: number, taken: number[]) => number; taken: number[] },
  busy: Cast['accounts'],
) {
  const candidates = cast.accounts
    .filter((account) => account.subscribed && !busy.includes(account))
    .flatMap((account) =>
      account.parents.filter(
        (parent) =>
          parent.checkInBy === 'text' &&
          parent.enabled &&
          parent.consented &&
          !parent.consentAnswer &&
          Number(parent.nickname.slice(1)) > 8,
      ),
    );
  const days = rng.int(1, 3);
  const latest = run.end - run.start - (days + 2) * DAY;
  if (candidates.length === 0 || latest < 1.5 * DAY) return;
  const parent = rng.pick(candidates);
  const near = draws.draw(1.5 * DAY, latest, draws.taken);
  const morning = DateTime.fromMillis(near, { zone: parent.zone })
    .set({ hour: 6, minute: rng.int(0, 50), second: 0, millisecond: 0 })
    .toMillis();
  parent.pause = { at: Math.ceil(morning / run.stepMs) * run.stepMs, days };
}

/** Writes the planned trial's end where demo billing reads it, and the heat parent's ZIP code. */
export async function setUpCastEvents(db: Database, cast: Cast) {
  await setUpHeat(db, cast);
  for (const account of cast.accounts)
    if (account.trialEndsAt !== undefined)
      await db
        .update(subscriptions)
        .set({
          trialEndsAt: new Date(account.trialEndsAt),
          currentPeriodEnd: new Date(account.trialEndsAt),
        })
        .where(eq(subscriptions.userId, account.userId));
}

/**
 * The owner asks for the consent of each parent who will never give it, as the dashboard's
 * button does: the consent service sends the request, or keeps it for her waking hours.
 */
export async function askNeverConsenting(harness: TestHarness, cast: Cast) {
  const { db } = harness.database;
  for (const parent of cast.parents.filter((candidate) => candidate.consentAnswer)) {
    const [row] = await db
      .insert(consents)
      .values({
        userId: parent.userId,
        subjectType: 'parent',
        subjectId: parent.id,
        phone: parent.phone,
      })
      .returning();
    await harness.services.consent.send(parent.userId, row!.id);
  }
}
