import { DAY, type Check } from './check-context';

/** [2] Consent reminders only between 9:00 AM and 8:00 PM where the person lives. */
export function checkReminders(check: Check) {
  const { cast, arrivals, run, violate, count, local, minutesOf } = check;
  for (const account of cast.accounts) {
    for (const recipient of account.recipients.filter((r) => !r.owner && !r.agreed && r.phone)) {
      const zone = account.parents.find((parent) => recipient.parentIds.includes(parent.id))!.zone;
      const reminders = arrivals.filter(
        (arrival) =>
          arrival.to === recipient.phone && arrival.body.includes('would like to send you'),
      );
      count('consent reminders received');
      for (const reminder of reminders) {
        const minute = minutesOf(reminder.at, zone);
        if (minute < 9 * 60 || minute >= 20 * 60)
          violate(
            2,
            `a consent reminder reached ${recipient.key} at ${local(reminder.at, zone).toFormat('HH:mm')} local`,
          );
      }
      const dates = reminders.map((reminder) => local(reminder.at, zone).toFormat('yyyy-MM-dd'));
      if (new Set(dates).size !== dates.length)
        violate(2, `${recipient.key} got two consent reminders on one day`);
      if (run.end - run.start > 2 * DAY && reminders.length === 0)
        violate(2, `${recipient.key} was never reminded`);
    }
  }
}
