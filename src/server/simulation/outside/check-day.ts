import { channelsOf, type CastAccount } from '../cast';
import { shown, type Check } from './check-context';
import type { ParentDay } from './days';
import { noticeAbout } from './notices';

/** [1] Every alert (and every notice) reaches everyone told, by each chosen channel, once, in time. [3] Replies get their answers. [4] Faults end in their alerts. */
export function checkDay(check: Check, account: CastAccount, day: ParentDay) {
  const { arrivals, run, violate, count, settled, arrivalsFor } = check;
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
            // A bare answer is not quoted (docs/product.md §2: her words when she said more than no).
            !/^(n|no|nope|help|2)\W*$/i.test(notice.words.trim()) &&
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
