import { sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { selectRows, type Database } from '../../db/client';
import { channelsOf, type Cast, type CastAccount, type CastRecipient } from '../cast';
import type { Act, Arrival } from '../observer';
import { daysOf, isCheckInText, type ParentDay } from './days';
import { noticeAbout } from './notices';

const MINUTE = 60_000;
const DAY = 86_400_000;

/** With SIM_DEBUG set, a violation shows what did arrive (to see why). */
const shown = (items: [unknown, Arrival][]) =>
  process.env.SIM_DEBUG
    ? `\n      ${items.map(([kind, a]) => `${new Date(a.at).toISOString()} ${a.channel} ${String(kind)}: ${a.subject ?? ''} ${a.body.slice(0, 140)}`).join('\n      ')}`
    : '';

export interface RunWindow {
  start: number;
  end: number;
  stepMs: number;
}

/**
 * The product's promises checked from the outside (PRODUCT.md §2–§3): only what the phones and
 * inboxes received and when, against what the people did and chose. Numbered as in the
 * simulation's list of invariants.
 */
export async function checkFromOutside(
  db: Database,
  cast: Cast,
  arrivals: Arrival[],
  acts: Act[],
  run: RunWindow,
) {
  const violations: string[] = [];
  const violate = (invariant: number, message: string) => {
    if (violations.length < 60) violations.push(`[${invariant}] ${message}`);
    else if (violations.length === 60) violations.push('… more violations not listed');
  };
  const counts: Record<string, number> = {};
  const count = (key: string) => (counts[key] = (counts[key] ?? 0) + 1);
  const settled = run.end - 3 * 60 * MINUTE; // days whose outcome had time to arrive
  const local = (at: number, zone: string) => DateTime.fromMillis(at, { zone });
  const minutesOf = (at: number, zone: string) => {
    const time = local(at, zone);
    return time.hour * 60 + time.minute;
  };
  const days: ParentDay[] = [];

  for (const account of cast.accounts) {
    for (const parent of account.parents) {
      const parentDays = daysOf(account, parent, arrivals, acts, run.end, run.stepMs);
      days.push(...parentDays);
      checkSendDays(account, parent.id);
      for (const day of parentDays) {
        count(day.delivered ? 'check-in texts received' : 'check-in texts undeliverable');
        checkDay(account, day);
      }
    }
  }
  checkClaims();
  checkWeeklyReports();
  checkReminders();
  await checkNothingTwice();
  for (const act of acts)
    count(act.kind === 'call' ? `call: ${act.body.split(':')[0]}` : `reply: ${act.outcome}`);
  counts['e-mails received'] = arrivals.filter((arrival) => arrival.channel === 'email').length;
  counts['texts received'] = arrivals.filter((a) => a.channel === 'sms' && a.delivered).length;
  counts['calls rung'] = arrivals.filter((a) => a.channel === 'call' && a.delivered).length;
  return { violations, counts };

  /**
   * [2] Once a day, at the parent's time held inside 7:00 AM–9:00 PM; [5] the same after the
   * zone's clocks changed (numbered 5 there, so a DST mistake reads as one).
   */
  function checkSendDays(account: CastAccount, parentId: string) {
    const parent = account.parents.find((candidate) => candidate.id === parentId)!;
    const attempts = arrivals.filter(
      (arrival) =>
        arrival.to === parent.phone && arrival.channel === 'sms' && isCheckInText(arrival.body),
    );
    const stoppedAt = acts.find(
      (act) => act.from === parent.phone && act.outcome === 'opt_out',
    )?.at;
    const [hours, minutes] = parent.messageTime.split(':').map(Number);
    const wanted = Math.min(Math.max(hours! * 60 + minutes!, 7 * 60), 21 * 60);
    for (const attempt of attempts) {
      const minute = minutesOf(attempt.at, parent.zone);
      if (minute < 7 * 60 || minute > 21 * 60)
        violate(
          2,
          `${parent.name} got a check-in at ${local(attempt.at, parent.zone).toFormat('yyyy-MM-dd HH:mm')} local`,
        );
      if (stoppedAt !== undefined && attempt.at > stoppedAt)
        violate(3, `${parent.name} got a check-in after replying STOP`);
    }
    for (
      let day = local(run.start, parent.zone).startOf('day');
      day.toMillis() < run.end;
      day = day.plus({ days: 1 })
    ) {
      const due = day.set({ hour: Math.floor(wanted / 60), minute: wanted % 60 }).toMillis();
      if (due < run.start + run.stepMs || due > run.end - 2 * run.stepMs) continue;
      const date = day.toFormat('yyyy-MM-dd');
      // [5]: on and after a DST change the same rule must hold at the zone's new offset.
      const timeRule = day.offset === local(run.start, parent.zone).offset ? 2 : 5;
      const onDate = attempts.filter(
        (attempt) => local(attempt.at, parent.zone).toFormat('yyyy-MM-dd') === date,
      );
      const sendable =
        parent.enabled &&
        parent.consented &&
        account.subscribed &&
        (stoppedAt === undefined || stoppedAt > due);
      if (!sendable) {
        if (onDate.length > 0)
          violate(2, `${parent.name} was texted on ${date} though nothing may go`);
        continue;
      }
      if (onDate.length !== 1) {
        violate(
          timeRule,
          `${parent.name} got ${onDate.length} check-ins on ${date} (due ${parent.messageTime})`,
        );
        continue;
      }
      if (onDate[0]!.at < due || onDate[0]!.at > due + 2 * run.stepMs)
        violate(
          timeRule,
          `${parent.name}'s check-in on ${date} came at ${local(onDate[0]!.at, parent.zone).toFormat('HH:mm')}, due ${day.set({ hour: Math.floor(wanted / 60), minute: wanted % 60 }).toFormat('HH:mm')}`,
        );
    }
  }

  function arrivalsFor(recipient: CastRecipient, from: number, to: number) {
    return arrivals.filter(
      (arrival) =>
        arrival.at >= from &&
        arrival.at < to &&
        ((arrival.channel === 'email' && arrival.to === recipient.email) ||
          (arrival.channel === 'sms' &&
            recipient.phone !== null &&
            arrival.to === recipient.phone)),
    );
  }

  /** [1] Every alert (and every notice) reaches everyone told, by each chosen channel, once, in time. [3] Replies get their answers. [4] Faults end in their alerts. */
  function checkDay(account: CastAccount, day: ParentDay) {
    if (day.end > settled && day.notices.some((notice) => notice.by > run.end)) return;
    const parentName = day.parent.name;
    if (day.callBy !== undefined && day.callBy <= run.end) {
      const rang = arrivals.some(
        (arrival) =>
          arrival.to === day.parent.phone &&
          arrival.channel === 'call' &&
          arrival.at >= day.at &&
          arrival.at <= day.callBy!,
      );
      if (!rang)
        violate(1, `${parentName} stayed silent on ${day.localDate} and no call came by the delay`);
    }
    for (const recipient of account.recipients.filter((r) => r.parentIds.includes(day.parent.id))) {
      const channels = channelsOf(recipient, false);
      const got = arrivalsFor(recipient, day.at, day.end).map((arrival) => ({
        arrival,
        kind: noticeAbout(arrival, parentName),
      }));
      for (const kind of ['ok', 'no', 'no_response', 'undeliverable', 'late'] as const) {
        const expected = day.notices.filter((notice) => notice.kind === kind);
        for (const channel of ['sms', 'email'] as const) {
          const received = got.filter(
            (item) => item.kind === kind && item.arrival.channel === channel,
          );
          const want = channels[channel] ? expected.length : 0;
          // The alerts a fault must end in (undeliverable, a call that cannot connect) are [4].
          const invariant =
            kind === 'undeliverable' || (kind === 'no_response' && day.parent.faults.calls) ? 4 : 1;
          if (received.length !== want) {
            violate(
              invariant,
              `${recipient.key} got ${received.length} "${kind}" ${channel} about ${parentName} on ${day.localDate}, not ${want}` +
                shown(got.map((item) => [item.kind, item.arrival])),
            );
            continue;
          }
          if (want === 0) continue;
          expected.forEach((notice, index) => {
            const arrival = received[index]!.arrival;
            if (arrival.at < notice.from || arrival.at > notice.by)
              violate(
                1,
                `"${kind}" about ${parentName} reached ${recipient.key} at ${new Date(arrival.at).toISOString()}, due ${new Date(notice.from).toISOString()}–${new Date(notice.by).toISOString()}`,
              );
            if (notice.reason && !arrival.body.includes(notice.reason))
              violate(
                4,
                `the ${kind} notice about ${parentName} to ${recipient.key} does not say "${notice.reason}"`,
              );
            if (
              kind === 'no' &&
              notice.words &&
              !/^(no|help|2)\W*$/i.test(notice.words.trim()) &&
              !arrival.body.includes(notice.words)
            )
              violate(
                1,
                `the alert about ${parentName} to ${recipient.key} lacks her words "${notice.words}"`,
              );
          });
        }
        if (expected.length) count(`family told: ${kind}`);
      }
      for (const notice of day.notices.filter((item) => item.kind === 'info')) {
        const forwarded = got.filter(
          (item) =>
            item.kind === 'info' &&
            item.arrival.channel === 'sms' &&
            item.arrival.body.includes(`"${notice.words}"`),
        );
        if (channels.sms && forwarded.length !== 1)
          violate(
            1,
            `${recipient.key} got ${forwarded.length} forwards of "${notice.words}" from ${parentName}` +
              shown(got.map((item) => [item.kind, item.arrival])),
          );
      }
    }
    // [3] What the parent got back.
    const toParent = arrivals.filter(
      (arrival) => arrival.to === day.parent.phone && arrival.channel === 'sms',
    );
    for (const reply of day.replies) {
      if (
        !toParent.some(
          (arrival) =>
            arrival.body.includes(reply.text) && arrival.at >= reply.from && arrival.at <= reply.by,
        )
      )
        violate(
          3,
          `${parentName} never got "${reply.text}" after replying at ${new Date(reply.from).toISOString()}`,
        );
    }
  }

  /** [7] "I'm on it" and "SHE'S OK" reach everyone else once; the claimer hears back. */
  function checkClaims() {
    const byPhone = new Map<string, { account: CastAccount; recipient: CastRecipient }>();
    for (const account of cast.accounts)
      for (const recipient of account.recipients)
        if (recipient.phone) byPhone.set(recipient.phone, { account, recipient });
    const held = new Map<ParentDay, string>();
    for (const act of acts
      .filter((a) => a.outcome === 'claim' || a.outcome === 'resolve')
      .sort((a, b) => a.at - b.at)) {
      const who = byPhone.get(act.from);
      if (!who) continue;
      count(`family ${act.outcome}s`);
      const open = days
        .filter(
          (day) =>
            who.recipient.parentIds.includes(day.parent.id) &&
            day.alert &&
            day.alert.from <= act.at &&
            act.at < day.alert.until &&
            act.at - day.alert.from < 48 * 60 * MINUTE,
        )
        .sort((a, b) => b.alert!.from - a.alert!.from)[0];
      const back = arrivals.filter(
        (arrival) =>
          arrival.to === act.from &&
          arrival.channel === 'sms' &&
          arrival.at >= act.at &&
          arrival.at <= act.at + 2 * run.stepMs,
      );
      if (!open) continue;
      const first = held.get(open);
      const name = who.recipient.firstName;
      if (act.outcome === 'claim' && first) {
        if (!back.some((arrival) => arrival.body.startsWith(`${first} is already on it`)))
          violate(
            7,
            `${name}'s second claim on ${open.parent.name}'s alert was not told ${first} is on it`,
          );
        continue;
      }
      if (!back.some((arrival) => arrival.body.startsWith(`Thanks, ${name}.`)))
        violate(
          7,
          `${name} got no confirmation of their ${act.outcome} of ${open.parent.name}'s alert`,
        );
      if (!first) held.set(open, name);
      const kind = act.outcome === 'claim' ? 'claimed' : 'resolved';
      // The one who took it in hand is not told their own news.
      const echoed = arrivalsFor(who.recipient, act.at, act.at + 2 * run.stepMs + 1).filter(
        (arrival) => noticeAbout(arrival, open.parent.name) === kind,
      );
      if (echoed.length > 0)
        violate(7, `${name} was told of their own ${act.outcome} of ${open.parent.name}'s alert`);
      for (const other of who.account.recipients.filter(
        (r) => r.key !== who.recipient.key && r.parentIds.includes(open.parent.id),
      )) {
        const channels = channelsOf(other, false);
        const told = arrivalsFor(other, act.at, act.at + 2 * run.stepMs + 1).filter(
          (arrival) => noticeAbout(arrival, open.parent.name) === kind,
        );
        const want = (channels.sms ? 1 : 0) + (channels.email ? 1 : 0);
        if (told.length !== want)
          violate(
            7,
            `${other.key} was told ${told.length} times (not ${want}) that ${name} ${kind === 'claimed' ? 'is on it' : 'says all is well'} for ${open.parent.name}`,
          );
      }
      if (act.outcome === 'resolve') open.alert!.until = act.at;
    }
  }

  /** [6] One weekly report per recipient per Sunday, at 6:00 PM in the owner's zone, by each chosen channel; [2] never outside 9:00 AM–8:00 PM. */
  function checkWeeklyReports() {
    for (const account of cast.accounts) {
      for (
        let day = local(run.start, account.ownerZone).startOf('day');
        day.toMillis() < run.end;
        day = day.plus({ days: 1 })
      ) {
        if (day.weekday !== 7) continue;
        const sixPm = day.set({ hour: 18 }).toMillis();
        if (sixPm < run.start || sixPm > run.end - 2 * run.stepMs) continue;
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

  /** [2] Consent reminders only between 9:00 AM and 8:00 PM where the person lives. */
  function checkReminders() {
    for (const account of cast.accounts) {
      for (const recipient of account.recipients.filter((r) => !r.owner && !r.agreed && r.phone)) {
        const zone = account.parents.find((parent) =>
          recipient.parentIds.includes(parent.id),
        )!.zone;
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

  /** Nothing reached a phone twice: each text and call the service made, once. */
  async function checkNothingTwice() {
    const twice = await selectRows<{ kind: string; reference: string; times: number }>(
      db,
      sql`select kind, client_reference as reference, count(*)::int as times
          from simulator_events where direction = 'to_phone' and client_reference is not null
          group by kind, client_reference having count(*) > 1`,
    );
    for (const row of twice)
      violate(1, `the ${row.kind} ${row.reference} reached the phone ${row.times} times`);
  }
}
