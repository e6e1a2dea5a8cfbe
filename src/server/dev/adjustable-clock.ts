import { DateTime } from 'luxon';
import type { Clock } from '../clock';

/**
 * The local-mode clock: real time plus an offset that the /dev page can move forward, so a
 * follow-up due in an hour can be seen now. Never used in production. It may start ahead, at
 * the next given local time (DEV_CLOCK_AT), and a reset goes back to that start.
 */
export class AdjustableClock implements Clock {
  private readonly baseMs: number;
  private offsetMs: number;

  constructor(startAt?: { time: string; zone: string }, realNow = Date.now()) {
    this.baseMs = startAt ? msToNext(startAt, realNow) : 0;
    this.offsetMs = this.baseMs;
  }

  now() {
    return new Date(Date.now() + this.offsetMs);
  }

  advance(ms: number) {
    this.offsetMs += ms;
  }

  reset() {
    this.offsetMs = this.baseMs;
  }

  /** How far ahead of real time it is. */
  get offset() {
    return this.offsetMs;
  }

  /** How far ahead it started, where a reset takes it back to. */
  get start() {
    return this.baseMs;
  }
}

/** From `realNow` to the next `time` in `zone` (now itself when it is that minute). */
function msToNext(startAt: { time: string; zone: string }, realNow: number) {
  const [hour, minute] = startAt.time.split(':').map(Number) as [number, number];
  const local = DateTime.fromMillis(realNow, { zone: startAt.zone });
  let target = local.set({ hour, minute, second: 0, millisecond: 0 });
  if (target.toMillis() < local.startOf('minute').toMillis()) target = target.plus({ days: 1 });
  return Math.max(0, target.toMillis() - realNow);
}
