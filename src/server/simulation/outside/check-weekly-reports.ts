import { channelsOf } from '../cast';
import type { Check } from './check-context';

/** [6] One weekly report per recipient per Sunday, at 6:00 PM in the owner's zone, by each chosen channel; [2] never outside 9:00 AM–8:00 PM. */
export function checkWeeklyReports(check: Check) {
  const { cast, run, violate, count, local, minutesOf, arrivalsFor } = check;
  for (const account of cast.accounts) {
    for (
      let day = local(run.start, account.ownerZone).startOf('day');
      day.toMillis() < run.end;
      day = day.plus({ days: 1 })
    ) {
      if (day.weekday !== 7) continue;
      const sixPm = day.set({ hour: 18 }).toMillis();
      if (sixPm < run.start || sixPm > run.end - 2 * run.stepMs) continue;
      // Reports due in the outage, or after the account was deleted, are not this check's.
      const { outage } = cast;
      if (outage && sixPm >= outage.from && sixPm <= outage.to) continue;
      if (account.deletedAt !== undefined && sixPm >= account.deletedAt) continue;
      for (const recipient of account.recipients) {
        const channels = channelsOf(recipient, false);
        const reports = arrivalsFor(
          recipient,
          day.toMillis(),
          day.plus({ days: 1 }).toMillis(),
        ).filter((arrival) =>
          arrival.channel === 'email'
            ? (arrival.subject ?? '').startsWith('Weekly check-in report')
            : arrival.body.startsWith('Family Check-In weekly report'),
        );
        count('weekly reports received');
        for (const channel of ['sms', 'email'] as const) {
          const got = reports.filter((report) => report.channel === channel).length;
          const want = channels[channel] ? 1 : 0;
          if (got !== want)
            violate(
              6,
              `${recipient.key} got ${got} weekly ${channel} reports on ${day.toFormat('yyyy-MM-dd')}, not ${want}`,
            );
        }
        for (const report of reports) {
          const minute = minutesOf(report.at, account.ownerZone);
          if (minute < 18 * 60 || minute >= 20 * 60)
            violate(
              2,
              `a weekly report reached ${recipient.key} at ${local(report.at, account.ownerZone).toFormat('HH:mm')}`,
            );
        }
      }
    }
  }
}
