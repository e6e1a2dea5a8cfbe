import type { Act } from '../observer';
import type { OpenAlert, ParentDay } from './parent-day';

// An alert's life in the oracle's day: raised by an act, found open by later acts, closed by one.

/** The alert an act raises (a plea, a NO on the call, a call that brought nothing). */
export const raisedBy = (act: Act, until: number): OpenAlert => ({
  from: act.at,
  until,
  openedBy: act,
});

/**
 * Whether an act found the alert open: after it was raised, or in the same minute as the act
 * that raised it and after that act; and before it closed, or in the same minute as the act that
 * closed it and not after that act (the closing act itself found it open).
 */
export const openFor = (alert: OpenAlert, act: Act) =>
  (alert.from < act.at ||
    (alert.from === act.at && (alert.openedBy?.seq ?? 0) <= (act.seq ?? 0))) &&
  (act.at < alert.until ||
    (act.at === alert.until &&
      alert.closedBy !== undefined &&
      (act.seq ?? 0) <= (alert.closedBy.seq ?? 0)));

/** A day's new alert: its latest, and one more of all it raised. */
export const raise = (day: ParentDay, alert: OpenAlert) => {
  day.alert = alert;
  day.alerts = [...(day.alerts ?? []), alert];
};

/** Closes an alert with the act that closed it. */
export const close = (alert: OpenAlert | undefined, act: Act) => {
  if (!alert) return;
  alert.until = act.at;
  alert.closedBy = act;
};
