import type { Clock } from '../clock';

/**
 * The local-mode clock: real time plus an offset that the /dev page can move forward, so a
 * follow-up due in an hour can be seen now. Never used in production.
 */
export class AdjustableClock implements Clock {
  private offsetMs = 0;

  now() {
    return new Date(Date.now() + this.offsetMs);
  }

  advance(ms: number) {
    this.offsetMs += ms;
  }

  reset() {
    this.offsetMs = 0;
  }

  get offset() {
    return this.offsetMs;
  }
}
