import { DateTime } from 'luxon';
import type { Config } from '../config';
import type { Logger } from '../logger';
import { createObserver } from '../simulation/observer';
import { latestSignInLink, demoFamily, setUpDemoFamily } from './demo-family';
import { createDemoPeople } from './demo-people';
import { openDemoService } from './demo-service';
import { nextStep } from './quiet-stretch';
import { priceCatalogue } from '../../shared/pricing';

const MINUTE = 60_000;
const DAY = 86_400_000;

/**
 * Noon in New York `days` days ago (9:00 AM in Los Angeles): the family is set up in the day
 * where each of them lives, as consent requests and the welcome reach people only in their
 * waking hours. A noon still to come today moves a day back.
 */
export function demoStart(now: number, days: number) {
  let noon = DateTime.fromMillis(now - days * DAY, { zone: 'America/New_York' }).set({
    hour: 12,
    minute: 0,
    second: 0,
    millisecond: 0,
  });
  if (noon.toMillis() > now - MINUTE) noon = noon.minus({ days: 1 });
  return noon.toMillis();
}

export interface DemoOptions {
  days: number;
  log: (line: string) => void;
}

/**
 * `npm run demo`: the demo family set up `days` days ago on DATA_DIR, then the real engine run
 * under the service clock, minute by minute, up to the real now, the people answering through
 * the phone simulator. Returns the owner's one-time sign-in link, e-mailed at the end.
 */
export async function runDemo(config: Config, logger: Logger, options: DemoOptions) {
  const start = demoStart(Date.now(), options.days);
  const demo = await openDemoService(config, logger, new Date(start));
  try {
    const { cookie } = await setUpDemoFamily(demo);
    options.log(`set up ${demoFamily.owner.email}'s family on ${new Date(start).toISOString()}`);
    const observer = createObserver(demo);
    const people = createDemoPeople(start, options.days);
    // A trial shorter than the history would end and stop the check-ins: the owner pays
    // through the demo checkout two days before it ends, as someone keeping the service does.
    const payAt =
      options.days >= priceCatalogue.trialDays - 1
        ? start + (priceCatalogue.trialDays - 2) * DAY
        : undefined;
    let paid = false;
    let day = 0;
    // Real time moves on while the demo runs: it stops once the simulated time has caught up.
    for (let at = start; at + MINUTE <= Date.now();) {
      at = Math.min(await nextStep(demo.database.db, at, people.waiting()), Date.now());
      await demo.jumpTo(at);
      await people.react(demo, await observer.look(demo.now()));
      if ((await people.speak(demo, at)) > 0) {
        await demo.settle();
        await people.react(demo, await observer.look(demo.now()));
      }
      if (payAt !== undefined && !paid && at >= payAt) {
        await demo.request('POST', '/api/billing/demo-checkout', cookie);
        await demo.settle();
        paid = true;
        options.log('the owner subscribed (demo checkout) before the trial ended');
      }
      if (Math.floor((at - start) / DAY) > day) {
        day += 1;
        options.log(`simulated ${day} of ${options.days} days`);
      }
    }
    // Replies planned for a minute still to come are sent now, so no call follows after the demo.
    if ((await people.speak(demo, demo.now().getTime(), true)) > 0) await demo.settle();

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
