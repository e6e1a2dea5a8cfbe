import { sql } from 'drizzle-orm';
import { selectRows, type Database } from '../../db/client';
import type { Cast } from '../cast';
import type { Act, Arrival } from '../observer';
import { checkClaims } from './check-claims';
import { checkReopened } from './check-reopened';
import { checkBackups } from './check-backups';
import { disturbed, startCheck, type Check, type RunWindow } from './check-context';
import { checkConsentHours } from './check-consent-hours';
import { checkDeletions, checkTrialEnds } from './check-stops';
import { checkNotProtected } from './check-not-protected';
import { checkOutage } from './check-outage';
import { callDaysOf } from './call-days';
import { checkDay } from './check-day';
import { checkLanguages } from './check-language';
import { checkReminders } from './check-reminders';
import { checkSendDays } from './check-send-days';
import { checkMoreTimes } from './check-more-times';
import { checkWeekCounts } from './check-week-counts';
import { checkPauses } from './check-pauses';
import { checkWeather } from './check-weather';
import { checkWeeklyReports } from './check-weekly-reports';
import { daysOf, type ParentDay } from './days';

/**
 * The product's promises checked from the outside (docs/product.md §2–§3): only what the phones and
 * inboxes received and when, against what the people did and chose. Numbered as in the
 * simulation's list of invariants; each check has its own file.
 */
export async function checkFromOutside(
  db: Database,
  cast: Cast,
  arrivals: Arrival[],
  acts: Act[],
  run: RunWindow,
) {
  const { check, violations, broken, counts } = checkWhatArrived(cast, arrivals, acts, run);
  await checkNothingTwice(db, check);
  return { violations, broken, counts };
}

/** The checks that read only the phones, inboxes and people: all but nothing-twice. */
export function checkWhatArrived(cast: Cast, arrivals: Arrival[], acts: Act[], run: RunWindow) {
  const started = startCheck(cast, arrivals, acts, run);
  const { check, counts } = started;
  const days: ParentDay[] = [];

  for (const account of cast.accounts) {
    for (const parent of account.parents) {
      const byCall = parent.checkInBy === 'call';
      // A parent who never agreed is never checked on: every call she gets asks for her
      // consent, and [11] reads them.
      if (parent.consentAnswer && byCall) continue;
      const parentDays = byCall
        ? callDaysOf(check, account, parent)
        : daysOf(account, parent, arrivals, acts, run.end, run.stepMs);
      days.push(...parentDays);
      checkSendDays(check, account, parent.id);
      checkMoreTimes(check, account, parent, parentDays);
      checkWeekCounts(check, account, parent, parentDays);
      for (const day of parentDays) {
        check.count(
          byCall
            ? 'call parents’ days'
            : day.delivered
              ? 'check-in texts received'
              : 'check-in texts undeliverable',
        );
        if (disturbed(check, account, day.at)) check.count('days cut by the outage or a stop');
        else checkDay(check, account, day);
      }
    }
  }
  checkLanguages(check);
  const holds = checkClaims(check, days);
  checkReopened(check, holds);
  checkBackups(check, days, holds);
  checkWeeklyReports(check);
  checkReminders(check);
  checkNotProtected(check);
  checkTrialEnds(check);
  checkOutage(check);
  checkDeletions(check);
  checkConsentHours(check);
  checkPauses(check);
  checkWeather(check);
  for (const act of acts)
    check.count(act.kind === 'call' ? `call: ${act.body.split(':')[0]}` : `reply: ${act.outcome}`);
  counts['e-mails received'] = arrivals.filter((arrival) => arrival.channel === 'email').length;
  counts['texts received'] = arrivals.filter((a) => a.channel === 'sms' && a.delivered).length;
  counts['calls rung'] = arrivals.filter((a) => a.channel === 'call' && a.delivered).length;
  return started;
}

/** Nothing reached a phone twice: each text and call the service made, once. */
async function checkNothingTwice(db: Database, { violate }: Check) {
  const twice = await selectRows<{ kind: string; reference: string; times: number }>(
    db,
    sql`select kind, client_reference as reference, count(*)::int as times
        from simulator_events where direction = 'to_phone' and client_reference is not null
        group by kind, client_reference having count(*) > 1`,
  );
  for (const row of twice)
    violate(1, `the ${row.kind} ${row.reference} reached the phone ${row.times} times`);
}
