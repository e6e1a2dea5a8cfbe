import type { CastAccount } from '../cast';
import { disturbed, MINUTE, type Check } from './check-context';
import type { Hold } from './check-reopened';
import type { OpenAlert, ParentDay } from './days';

/** How long an alert waits for a claim before her backups are told (docs/product.md §2.15). */
const UNCLAIMED = 15 * MINUTE;

const isConsentText = (body: string) =>
  body.includes('Reply Y to agree') || body.includes('Thank you. You will get');

/**
 * [21] A backup contact hears of an alert only when nobody took it in hand (or closed it) within
 * 15 minutes: never before 15 minutes, once per alert, and nothing else ever (no OK, no news).
 * An alert still open and unclaimed 15 minutes on reaches her agreed backup once.
 */
export function checkBackups(check: Check, days: ParentDay[], holds: Map<OpenAlert, Hold>) {
  const { cast, arrivals, run, violate, count } = check;
  const accountOf = new Map<string, CastAccount>();
  for (const account of cast.accounts)
    for (const parent of account.parents) accountOf.set(parent.id, account);
  for (const parent of cast.parents) {
    if (!parent.backup) continue;
    const { phone } = parent.backup;
    const alerts = days
      .filter((day) => day.parent.id === parent.id)
      .flatMap((day) => day.alerts ?? [])
      .sort((a, b) => a.from - b.from);
    const told = new Map<OpenAlert, number>();
    for (const arrival of arrivals.filter((a) => a.to === phone && a.channel !== 'email')) {
      if (arrival.channel === 'sms' && isConsentText(arrival.body)) continue;
      if (arrival.channel !== 'sms' || !arrival.body.includes(`alert about ${parent.name}:`)) {
        violate(21, `${parent.name}'s backup got something other than an alert: ${arrival.body}`);
        continue;
      }
      count('backup alerts received');
      const alert = alerts.filter((one) => one.from <= arrival.at).at(-1);
      if (!alert) {
        violate(21, `${parent.name}'s backup got an alert with none raised before it`);
        continue;
      }
      told.set(alert, (told.get(alert) ?? 0) + 1);
      if (arrival.at < alert.from + UNCLAIMED)
        violate(21, `${parent.name}'s backup was told before 15 minutes`);
      const taken = Math.min(holds.get(alert)?.at ?? Infinity, alert.closedBy?.at ?? Infinity);
      if (taken < alert.from + UNCLAIMED - run.stepMs)
        violate(21, `${parent.name}'s backup was told of an alert taken in hand within 15 minutes`);
    }
    for (const alert of alerts) {
      const due = alert.from + UNCLAIMED;
      const times = told.get(alert) ?? 0;
      if (times > 1) violate(21, `${parent.name}'s backup was told ${times} times of one alert`);
      const account = accountOf.get(parent.id)!;
      if (due + 3 * run.stepMs > run.end || disturbed(check, account, alert.from)) continue;
      const taken = Math.min(holds.get(alert)?.at ?? Infinity, alert.until);
      if (taken < due + 2 * run.stepMs) {
        count('alerts taken in hand within 15 minutes (backups not told)');
        continue;
      }
      count('alerts unclaimed for 15 minutes');
      if (times !== 1)
        violate(21, `${parent.name}'s backup got ${times} alerts for one unclaimed 15 minutes`);
    }
  }
}
