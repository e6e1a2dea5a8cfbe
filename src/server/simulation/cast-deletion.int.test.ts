import { describe, expect, it } from 'vitest';
import { createAccountService } from '../features/account/service';
import { startOnSimulatedTime } from './boss-driver';
import { setUpCast } from './cast';
import { deleteCastAccount } from './cast-deletion';
import { createObserver } from './observer';
import { startCheck } from './outside/check-context';
import { checkDeletions } from './outside/check-stops';
import { random } from './random';

const MINUTE = 60_000;

describe('an account deleted at the turn its parent replied in', () => {
  // Seeds 13 and 14 at 40 parents × 5 days: the parent texted at the deletion's turn, the
  // service answered (the texts delivered a second or two into the minute, where the clock had
  // moved for their reports), and only then did the owner delete the account. [14] read those
  // answers as reaching the phones after the deletion, stamped at the turn's first second.
  it('reads what the phones had before the deletion as before it, and the farewell as after', async () => {
    // Wednesday 10 March 2027, 2:00 PM in New York, 9:00 AM in Honolulu: everyone's waking hours.
    const start = Date.parse('2027-03-10T19:00:00Z');
    const service = await startOnSimulatedTime(new Date(start).toISOString());
    try {
      const { harness } = service;
      const { services } = harness;
      const cast = await setUpCast(harness.database.db, 4, random(1), new Date(start));
      const simulator = services.channels.simulator!;
      for (const parent of cast.parents) simulator.setFaults(parent.phone, parent.faults);
      const account = cast.accounts[0]!;
      const parent = account.parents[0]!;
      // The cast the case needs: a parent texted each day, who answers, in a running trial.
      expect(parent).toMatchObject({ checkInBy: 'text', enabled: true, consented: true });
      expect(parent.faults).toEqual({});
      expect(account.subscribed).toBe(true);

      const observer = createObserver(harness);
      const accountService = createAccountService({
        db: harness.database.db,
        email: services.channels.email,
        billing: services.billing,
        checkIns: services.checkIns,
        clock: services.clock,
      });
      await service.jumpTo(start + MINUTE);
      await observer.look(service.now());

      // The people's turn the deletion was planned at, as the simulation runs one: she texts
      // YES, the service answers, all is seen, then the owner deletes the account.
      const turn = start + 5 * MINUTE;
      account.deletedAt = turn;
      await service.jumpTo(turn);
      await observer.look(service.now());
      observer.did({
        at: service.now().getTime(),
        from: parent.phone,
        kind: 'text',
        body: 'YES',
        outcome: 'ok',
      });
      await simulator.textFromPhone(parent.phone, harness.config.sms.fromNumber, 'YES');
      await service.settle();
      await observer.look(service.now());
      await deleteCastAccount({ accountService, now: service.now }, account);
      await service.settle();
      const end = turn + 20 * MINUTE;
      for (let at = turn + MINUTE; at <= end; at += MINUTE) {
        await service.jumpTo(at);
        await observer.look(service.now());
      }

      const { arrivals } = observer;
      const thanks = arrivals.filter(
        (arrival) => arrival.to === parent.phone && arrival.body.startsWith('Thank you'),
      );
      // Her thanks came within the turn's minute, after its first second.
      expect(thanks).toHaveLength(1);
      expect(thanks[0]!.at).toBeGreaterThan(turn);

      const run = { start, end, stepMs: 5 * MINUTE };
      const kept = startCheck(cast, arrivals, observer.acts, run);
      checkDeletions(kept.check);
      expect(kept.violations).toEqual([]);
      // The deletion is held to the moment it was made in: after the thanks, in the turn's minute.
      expect(account.deletedAt).toBeGreaterThanOrEqual(thanks[0]!.at);
      expect(account.deletedAt).toBeLessThan(turn + MINUTE);
      // The farewell was read too: she was told, after the deletion, that her check-in stopped.
      const farewell = arrivals.filter(
        (arrival) =>
          arrival.to === parent.phone && arrival.body.includes('your daily check-in has stopped'),
      );
      expect(farewell).toHaveLength(1);
      expect(farewell[0]!.at).toBeGreaterThan(account.deletedAt);

      // [14] still holds the deletion to its moment: the same thanks a second after it breaks it.
      const late = { ...thanks[0]!, at: account.deletedAt + 1000 };
      const broken = startCheck(cast, [...arrivals, late], observer.acts, run);
      checkDeletions(broken.check);
      expect(broken.violations).toEqual([
        `[14] ${parent.name} got a sms after the account was deleted: "${late.body.slice(0, 80)}"`,
      ]);
    } finally {
      await service.close();
    }
  }, 120_000);
});
