import { DateTime } from 'luxon';
import type { CastAccount, CastParent } from '../cast';
import type { Arrival } from '../observer';
import { disturbed, type Check } from './check-context';
import type { ParentDay } from './days';
import { dueOn, timesOf } from './day-times';
import { isWeatherText } from './weather';

type Outcome = 'ok' | 'no' | 'missed';

const isReport = (arrival: Arrival) =>
  arrival.channel === 'email'
    ? (arrival.subject ?? '').startsWith('Weekly check-in report')
    : arrival.channel === 'sms' && arrival.body.startsWith('Family Check-In weekly report');

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What a check-in came to by `at`, from what its family was told (docs/product.md §2, the
 * weekly report): a NO makes it a NO, then an alert for silence or a text that could not reach
 * her makes it missed, then a YES an OK; otherwise it is not over (or was stopped) and is not
 * counted. Undefined with `unsure` when a notice was on its way around `at`.
 */
function outcomeBy(day: ParentDay, at: number, band: number) {
  const known = day.notices.filter((notice) => notice.from <= at);
  const unsure = day.notices.some((notice) => notice.from > at - band && notice.from <= at + band);
  const kinds = new Set(known.map((notice) => notice.kind));
  const outcome: Outcome | undefined = kinds.has('no')
    ? 'no'
    : kinds.has('no_response') || kinds.has('undeliverable')
      ? 'missed'
      : kinds.has('ok') || kinds.has('late')
        ? 'ok'
        : undefined;
  return { outcome, unsure };
}

const tally = (outcomes: Outcome[]) =>
  `${outcomes.filter((o) => o === 'ok').length} OK, ${outcomes.filter((o) => o === 'no').length} NO, ${outcomes.filter((o) => o === 'missed').length} missed`;

/**
 * [6] The weekly report of a parent with more than one time a day (docs/product.md §2.13):
 * her line counts each date by its worst check-in (a NO, then a missed one, then an OK), and a
 * second line, "Of <name>'s check-ins one by one: N OK, N NO, N missed.", counts them one by
 * one; a parent with one time a day has no such line. The counts are read against what her
 * family was told of each check-in, in weeks where nothing the phones cannot show (an early
 * YES, a day missed in the outage, her account's trial ending) or a notice on its way at the
 * report's time could change them.
 */
export function checkWeekCounts(
  check: Check,
  account: CastAccount,
  parent: CastParent,
  days: ParentDay[],
) {
  const { arrivals, acts, run, violate, count, local } = check;
  const times = timesOf(parent);
  const band = 2 * run.stepMs;
  const name = escape(parent.name);
  const dayLine = new RegExp(`${name}: (\\d+) OK, (\\d+) NO, (\\d+) missed`);
  const oneByOne = new RegExp(
    `Of ${name}'s check-ins one by one: (\\d+) OK, (\\d+) NO, (\\d+) missed\\.`,
  );
  const followers = account.recipients.filter((r) => r.parentIds.includes(parent.id));
  const emails = new Set(followers.map((r) => r.email));
  const phones = new Set(followers.flatMap((r) => (r.phone ? [r.phone] : [])));
  const reports = arrivals.filter(
    (arrival) =>
      isReport(arrival) &&
      (arrival.channel === 'email' ? emails.has(arrival.to) : phones.has(arrival.to)) &&
      dayLine.test(arrival.body),
  );
  for (const report of reports) {
    const sunday = local(report.at, account.ownerZone).startOf('day');
    const at = sunday.set({ hour: 18 }).toMillis();
    const weekStart = sunday.minus({ days: 6 }).toFormat('yyyy-MM-dd');
    const weekEnd = sunday.toFormat('yyyy-MM-dd');
    const inWeek = (date: string) => date >= weekStart && date <= weekEnd;
    // The later times of her week due by the report, and whether one was surely begun by then.
    let expected = false;
    let possible = false;
    for (let date = weekStart; date <= weekEnd;) {
      const day = DateTime.fromISO(date, { zone: parent.zone });
      for (const time of times.slice(1)) {
        const due = dueOn(day, time).toMillis();
        // Before the run nothing was begun: the cast came at its start (the sweep catches up
        // three hours).
        if (due >= run.start - 3 * 3_600_000 && due <= at + band) possible = true;
        if (due >= run.start + 3 * 3_600_000 && due <= at - band) expected = true;
      }
      date = day.plus({ days: 1 }).toFormat('yyyy-MM-dd');
    }
    // A weather warning's extra check-in that week (§2.16) is one more check-in on its day: the
    // report may count her check-ins one by one for it.
    const weekBegins = DateTime.fromISO(weekStart, { zone: parent.zone }).toMillis();
    if (
      arrivals.some(
        (arrival) =>
          arrival.to === parent.phone &&
          isWeatherText(arrival.body) &&
          arrival.at >= weekBegins &&
          arrival.at <= at + band,
      )
    )
      possible = true;
    expected &&= parent.enabled;
    possible &&= parent.enabled;
    const line = oneByOne.exec(report.body);
    if (expected && !line)
      violate(6, `a weekly report about ${parent.name} lacks her check-ins one by one`);
    if (!possible && line)
      violate(
        6,
        `a weekly report about ${parent.name}, checked on once a day, counts her check-ins one by one`,
      );
    if (!line || !expected) continue;

    // The counts, in a week whose every check-in the phones can tell.
    const { outage } = check.cast;
    const weekFrom = DateTime.fromISO(weekStart, { zone: parent.zone }).toMillis();
    const outageDue =
      outage !== undefined &&
      times.some((time) => {
        for (
          let day = DateTime.fromMillis(outage.from, { zone: parent.zone }).startOf('day');
          day.toMillis() < outage.to;
          day = day.plus({ days: 1 })
        ) {
          const due = dueOn(day, time).toMillis();
          if (due > outage.from && due < outage.to) return true;
        }
        return false;
      });
    const earlyYes = acts.some(
      (act) =>
        act.from === parent.phone &&
        act.outcome === 'ok' &&
        act.at >= weekFrom &&
        act.at < at &&
        local(act.at, parent.zone).hour * 60 + local(act.at, parent.zone).minute <
          times[0]!.hour * 60 + times[0]!.minute,
    );
    const ended = account.trialEndsAt !== undefined && account.trialEndsAt < at;
    const ofWeek = days.filter((day) => inWeek(day.localDate) && day.at < at);
    const read = ofWeek.map((day) => ({ day, ...outcomeBy(day, at, band) }));
    // A check-in whose follow-ups fell in the outage is [13]'s, not read here either.
    const cut = ofWeek.some((day) => disturbed(check, account, day.at));
    if (outageDue || earlyYes || ended || cut || read.some((entry) => entry.unsure)) {
      count('weekly counts not read (outage, early YES, trial end, or in flight)');
      continue;
    }
    const each = read.flatMap((entry) => (entry.outcome ? [entry.outcome] : []));
    const worst = new Map<string, Outcome>();
    const order: Outcome[] = ['no', 'missed', 'ok'];
    for (const entry of read) {
      if (!entry.outcome) continue;
      const seen = worst.get(entry.day.localDate);
      if (!seen || order.indexOf(entry.outcome) < order.indexOf(seen))
        worst.set(entry.day.localDate, entry.outcome);
    }
    const byDay = dayLine.exec(report.body)!;
    const saidDays = `${byDay[1]} OK, ${byDay[2]} NO, ${byDay[3]} missed`;
    const saidEach = `${line[1]} OK, ${line[2]} NO, ${line[3]} missed`;
    count('weekly counts read');
    if (saidDays !== tally([...worst.values()]))
      violate(
        6,
        `the weekly report counts ${parent.name}'s days ${saidDays}, not ${tally([...worst.values()])}`,
      );
    if (saidEach !== tally(each))
      violate(
        6,
        `the weekly report counts ${parent.name}'s check-ins ${saidEach}, not ${tally(each)}`,
      );
  }
}
