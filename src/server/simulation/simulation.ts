import { writeFile } from 'node:fs/promises';
import { startOnSimulatedTime } from './boss-driver';
import { createAccountService } from '../features/account/service';
import { setUpCast } from './cast';
import { deleteCastAccount } from './cast-deletion';
import { askNeverConsenting, planCastEvents, setUpCastEvents } from './cast-events';
import { heatMoments, raiseHeatAt } from './cast-heat';
import { createNextMoment } from './next-moment';
import { createObserver, type Act, type Arrival } from './observer';
import { checkFromOutside } from './outside/check-run';
import { createPeople } from './people';
import { random } from './random';

/**
 * A whole-engine run: accounts set up in a fresh embedded database, the simulator's phone
 * network (some numbers treated badly on purpose), a clock moved forward step by step, people
 * who answer (or not) at random, and at the end the product's promises checked from the
 * outside: what the phones and inboxes received, and when.
 */
export interface SimulationOptions {
  parents: number;
  days: number;
  seed: number;
  /** The first simulated UTC instant; by default one that crosses a DST change (see below). */
  start?: string;
  /** Minutes between the people's turns: they read what reached them, answer, and text. */
  stepMinutes: number;
  /**
   * Move the clock a minute at a time, as the simulation did before it moved straight to the
   * next moment something can happen: slower, for comparing the two (they must agree).
   */
  everyMinute?: boolean;
  log?: (line: string) => void;
}

export interface SimulationResult {
  start: string;
  counts: Record<string, number>;
  /** The first violations, in words. */
  violations: string[];
  /** How many violations each broken invariant had, all of them. */
  broken: Record<number, number>;
  /** The simulated minutes the service was run in. */
  stops: number;
  /** What reached the phones and inboxes, and what the people did. */
  arrivals: Arrival[];
  acts: Act[];
}

export const defaultSimulation: SimulationOptions = {
  parents: 200,
  days: 30,
  seed: 1,
  stepMinutes: 5,
};

/**
 * Without --start, a run begins six days before a DST change: the spring one for seeds 0 and 1
 * (mod 4), the autumn one for seeds 2 and 3, so the default run and `--seed 7` cross one each.
 */
export const defaultStart = (seed: number) =>
  seed % 4 < 2 ? '2027-03-08T00:00:00Z' : '2027-11-01T00:00:00Z';

const MINUTE = 60_000;
const DAY = 86_400_000;

export async function runSimulation(options: SimulationOptions): Promise<SimulationResult> {
  const log = options.log ?? (() => {});
  const rng = random(options.seed);
  const startAt = options.start ?? defaultStart(options.seed);
  const begin = new Date(startAt).getTime();
  const end = begin + options.days * 86_400_000;
  const service = await startOnSimulatedTime(startAt);
  const { harness } = service;
  try {
    // The run's events (cast-events.ts) draw from their own sequence, so a short run without
    // them meets the same cast and people as before they existed.
    const events = options.days >= 3 ? random(options.seed * 7919 + 17) : undefined;
    // Who has a second check-in a day (cast-times.ts): its own sequence too, and like the events
    // only in a run of three days or more. The people draw from the run's sequence as texts
    // reach them, so an evening's text shifts every draw after it: the short runs of test:unit
    // (their casts and what their people do) stay as they were.
    const times = options.days >= 3 ? random(options.seed * 104_729 + 31) : undefined;
    const cast = await setUpCast(
      harness.database.db,
      options.parents,
      rng,
      new Date(begin),
      events,
      times,
    );
    for (const parent of cast.parents)
      harness.services.channels.simulator!.setFaults(parent.phone, parent.faults);
    const stepMs = options.stepMinutes * MINUTE;
    if (events) planCastEvents(cast, events, { start: begin, end, stepMs });
    await setUpCastEvents(harness.database.db, cast);
    await askNeverConsenting(harness, cast);
    log(`set up ${cast.accounts.length} accounts, ${cast.parents.length} parents`);
    const observer = createObserver(harness);
    const people = createPeople(cast, rng, observer);
    const { services } = harness;
    const accountService = createAccountService({
      db: harness.database.db,
      email: services.channels.email,
      billing: services.billing,
      checkIns: services.checkIns,
      clock: services.clock,
    });
    const outage = cast.outage;
    const deletions = cast.accounts.filter((account) => account.deletedAt !== undefined);
    /** The owner deletes her account at its turn, after the people acted and all was seen. */
    const deleteDue = async (at: number) => {
      const due = deletions.filter((candidate) => candidate.deletedAt === at);
      if (due.length === 0) return;
      await service.settle();
      await look();
      for (const account of due) {
        const owner = await deleteCastAccount({ accountService, now: service.now }, account);
        people.forget(account);
        log(`deleted ${owner.firstName}'s account`);
      }
      // What the deletion sends is seen at the next stop, after it.
      await service.settle();
    };
    // The people's last turn: the last step before the end.
    const last = begin + (Math.ceil((end - begin) / stepMs) - 1) * stepMs;
    // What reached the phones and inboxes, looked at after every minute the service ran; the
    // people read it at their next turn.
    const unread: Arrival[] = [];
    const look = async () => {
      unread.push(...(await observer.look(service.now())));
    };
    /** The people's turn: they read what arrived and act, then send the texts now due. */
    const peopleAct = async () => {
      const now = service.now();
      await people.react(harness, unread.splice(0));
      await service.settle();
      await people.speak(harness, now);
      await service.settle();
      await look();
      await people.react(harness, unread.splice(0));
    };
    let daysLogged = 0;
    const logDays = (at: number) => {
      for (; begin + (daysLogged + 1) * DAY <= at + stepMs; daysLogged += 1)
        log(`simulated ${daysLogged + 1} days`);
    };
    let stops = 0;
    if (options.everyMinute) {
      for (let at = begin; at <= last; at += stepMs) {
        // The outage: nothing runs, then the service wakes as from a long sleep.
        if (outage && at > outage.from && at < outage.to) continue;
        stops += at === begin ? 0 : options.stepMinutes;
        await raiseHeatAt(harness.database.db, cast, at);
        if (outage && at === outage.to) {
          await service.jumpTo(at);
          await look();
        } else await service.advanceTo(at, look);
        await peopleAct();
        await deleteDue(at);
        logDays(at);
      }
    } else {
      // The clock moves straight to the next moment something can happen: a job or one of the
      // worker's scheduled sweeps has work (next-moment.ts), or it is the people's turn and they
      // have something to read or to send. The minutes between are ones in which the real
      // service runs its sweeps and finds nothing to do.
      const nextMoment = createNextMoment(harness.database.db, harness.services.queue.boss);
      const turnFrom = (at: number) => begin + Math.ceil((at - begin) / stepMs) * stepMs;
      const peopleWait = (at: number) => {
        const text = people.nextText();
        if (unread.length > 0) return turnFrom(at + 1);
        return text === undefined ? Infinity : turnFrom(Math.max(text, at + 1));
      };
      // The first turn as every other: the service's first minute settles inside it. The cast
      // came after the service's start, so its first minute with them is the next one: there
      // the sweep catches up the days whose time had just passed.
      await peopleAct();
      // Turns that must be stops: the outage's first (the people answer what rang before it),
      // an account's deletion, and the heat warning's raising.
      const forced = [
        ...(outage ? [outage.from] : []),
        ...deletions.map((account) => account.deletedAt!),
        ...heatMoments(cast),
      ];
      for (let at = begin; ;) {
        let next = at === begin ? begin + MINUTE : Math.min(peopleWait(at), await nextMoment(at));
        next = Math.min(next, ...forced.filter((moment) => moment > at));
        // The outage: no minute of it runs; the service wakes at its end as from a long sleep.
        if (outage && next > outage.from && next < outage.to) next = outage.to;
        if (next > last) break;
        at = next;
        stops += 1;
        // A warning is raised in the stand-in before its minute runs: that minute's poll reads it.
        await raiseHeatAt(harness.database.db, cast, at);
        await service.jumpTo(at);
        await look();
        const turn = (at - begin) % stepMs === 0;
        if (
          turn &&
          (unread.length > 0 || (people.nextText() ?? Infinity) <= at || forced.includes(at))
        )
          await peopleAct();
        await deleteDue(at);
        logDays(at);
      }
      logDays(last);
    }
    // With SIM_DUMP=<file>, what arrived and what the people did are kept to read after a run.
    if (process.env.SIM_DUMP) {
      const { arrivals, acts } = observer;
      const run = { start: begin, end, stepMs };
      await writeFile(process.env.SIM_DUMP, JSON.stringify({ cast, arrivals, acts, run }));
    }
    const { violations, broken, counts } = await checkFromOutside(
      harness.database.db,
      cast,
      observer.arrivals,
      observer.acts,
      { start: begin, end, stepMs },
    );
    return {
      start: startAt,
      counts: { parents: cast.parents.length, ...counts },
      violations,
      broken,
      stops,
      arrivals: observer.arrivals,
      acts: observer.acts,
    };
  } finally {
    await service.close();
  }
}
