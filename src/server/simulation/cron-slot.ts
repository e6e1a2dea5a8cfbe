const MINUTE = 60_000;
const DAY = 86_400_000;

/**
 * The first minute at or after `from` a cron expression fires in (UTC): every minute, every N
 * minutes, or once a day; any other expression is taken as every minute, which never skips one.
 */
export function cronSlotAtOrAfter(cron: string, from: number) {
  const minute = Math.ceil(from / MINUTE) * MINUTE;
  const everyN = /^\*\/(\d+) \* \* \* \*$/.exec(cron);
  if (everyN) {
    // The hour's minutes that N divides (at most an hour away: minute 0 always fires).
    let slot = minute;
    while (new Date(slot).getUTCMinutes() % Number(everyN[1]) !== 0) slot += MINUTE;
    return slot;
  }
  const daily = /^(\d+) (\d+) \* \* \*$/.exec(cron);
  if (daily) {
    const date = new Date(minute);
    const slot = Date.UTC(
      date.getUTCFullYear(),
      date.getUTCMonth(),
      date.getUTCDate(),
      Number(daily[2]),
      Number(daily[1]),
    );
    return slot >= minute ? slot : slot + DAY;
  }
  return minute;
}
