import type { Config } from '../config';
import type { Logger } from '../logger';
import { createNextMoment } from '../simulation/next-moment';
import { createObserver } from '../simulation/observer';
import { latestSignInLink, demoFamily, setUpDemoFamily } from './demo-family';
import { demoStart } from './demo-start';
import { createDemoPeople } from './demo-people';
import { openDemoService } from './demo-service';
import { priceCatalogue } from '../../shared/pricing';

const MINUTE = 60_000;
const DAY = 86_400_000;

export interface DemoOptions {
  days: number;
  log: (line: string) => void;
}

/**
 * `npm run demo`: the demo family set up `days` days ago on DATA_DIR, then the real service run
 * under the service clock up to the real now, the people answering through the phone simulator
 * and the alert pages. Returns the owner's one-time sign-in link, e-mailed at the end.
 *
 * The clock moves straight to the next moment something can happen, as the simulation's does
 * (next-moment.ts): a job comes due, a scheduled sweep has work in its own slot, or one of the
 * people means to do something. The minutes between are ones in which the real service would
 * run its sweeps and find nothing to do.
 */
export async function runDemo(config: Config, logger: Logger, options: DemoOptions) {
  const start = demoStart(Date.now(), options.days);
  const demo = await openDemoService(config, logger, new Date(start));
  try {
    const { cookie } = await setUpDemoFamily(demo);
    options.log(`set up ${demoFamily.owner.email}'s family on ${new Date(start).toISOString()}`);
    const observer = createObserver(demo);
    const people = createDemoPeople(start, options.days);
    const nextMoment = createNextMoment(demo.database.db, demo.services.queue.boss);
    // A trial shorter than the history would end and stop the check-ins: the owner pays
    // through the demo checkout two days before it ends, as someone keeping the service does.
    let payAt =
      options.days >= priceCatalogue.trialDays - 1
        ? start + (priceCatalogue.trialDays - 2) * DAY
        : Infinity;
    let day = 0;
    let stops = 0;
    // Real time moves on while the demo runs: it stops once the simulated time has caught up.
    for (let at = start; at + MINUTE <= Date.now(); stops += 1) {
      const next = Math.min(await nextMoment(at), people.nextAct(), payAt);
      at = Math.min(Math.max(next, at + MINUTE), Date.now());
      await demo.jumpTo(at);
      await people.react(demo, await observer.look(demo.now()));
      if ((await people.act(demo, at)) > 0) {
        await demo.settle();
        await people.react(demo, await observer.look(demo.now()));
      }
      if (at >= payAt) {
        await demo.request('POST', '/api/billing/demo-checkout', cookie);
        await demo.settle();
        payAt = Infinity;
        options.log('the owner subscribed (demo checkout) before the trial ended');
      }
      for (; Math.floor((at - start) / DAY) > day; day += 1)
        options.log(`simulated ${day + 1} of ${options.days} days`);
    }
    options.log(`the service clock stopped ${stops} times on the way`);
    // What the people planned for a minute still to come is done now, so no call follows.
    if ((await people.act(demo, demo.now().getTime(), true)) > 0) await demo.settle();

    await demo.request('POST', '/api/session/magic-link', undefined, {
      email: demoFamily.owner.email,
    });
    await demo.settle();
    const { link } = await latestSignInLink(demo, demoFamily.owner.email);
    return { link, email: demoFamily.owner.email, simulatedUntil: demo.now() };
  } finally {
    await demo.close();
  }
}
