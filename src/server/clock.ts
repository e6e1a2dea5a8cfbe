/**
 * Where the server reads the time. Everything that decides by time (sweeps, timers, the
 * check-in engine) takes a Clock, so tests and the phone simulator can move time forward.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
