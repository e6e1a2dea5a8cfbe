import { describe, expect, it } from 'vitest';
import type { Act, Arrival } from '../observer';
import { checkWhatArrived } from './check-run';
import { at, castOf, parentOf, run, text } from './check-run.support';

// [6] The weekly report of a parent checked on twice a day (docs/product.md §2.13). New York,
// 9:00 AM and 7:00 PM: on Monday 1 November 2027 (EDT) she answers the morning's and lets the
// evening's go unanswered, call and all. The report of Sunday the 7th (EST), at 6:00 PM, counts
// that Monday by its worst check-in, missed, and her check-ins one by one: one OK, one missed.
const parent = parentOf({
  language: 'en',
  zone: 'America/New_York',
  messageTime: '09:00',
  moreTimes: [{ time: '19:00', message: '' }],
});
const cast = castOf(parent);
const window = run('2027-11-01T12:00:00Z', 7);
const reply = 'Reply YES if you are OK, or NO if you need help.';
const email = (when: string, subject: string, body = subject): Arrival => ({
  ...text('owner1@simulation.example', when, body),
  channel: 'email',
  subject,
});
const monday = [
  text(parent.phone, '2027-11-01T13:00:00Z', `Hello! How are you today?\n\n${reply}`),
  text(parent.phone, '2027-11-01T13:10:00Z', 'Thank you, P1! Have a great day.'),
  email('2027-11-01T13:10:00Z', 'Parent1 Sim is OK today'),
  text(
    parent.phone,
    '2027-11-01T23:00:00Z',
    `Hi P1, checking in on you again at 7:00 PM.\n\n${reply}`,
  ),
  { ...text(parent.phone, '2027-11-01T23:31:00Z', 'the call'), channel: 'call' } as Arrival,
  email('2027-11-01T23:31:00Z', 'Parent1 Sim did not respond today'),
];
const acts: Act[] = [
  { at: at('2027-11-01T13:10:00Z'), from: parent.phone, kind: 'text', body: 'yes', outcome: 'ok' },
  { at: at('2027-11-01T23:31:00Z'), from: parent.phone, kind: 'call', body: 'no-answer' },
];
const report = (lines: string) =>
  email('2027-11-07T23:00:00Z', 'Weekly check-in report, Nov 1–Nov 7', lines);

const countViolations = (arrivals: Arrival[]) =>
  checkWhatArrived(cast, arrivals, acts, window).violations.filter((line) =>
    /^\[6\] .*(counts|one by one)/.test(line),
  );

describe('[6] the weekly report of a parent checked on twice a day', () => {
  it('holds when it counts her days by their worst and her check-ins one by one', () => {
    const right = report(
      "Parent1 Sim: 0 OK, 0 NO, 1 missed. Of Parent1 Sim's check-ins one by one: 1 OK, 0 NO, 1 missed.",
    );
    expect(countViolations([...monday, right])).toEqual([]);
  });

  it('breaks when her check-ins are not counted one by one', () => {
    expect(countViolations([...monday, report('Parent1 Sim: 0 OK, 0 NO, 1 missed.')])).toEqual([
      '[6] a weekly report about Parent1 Sim lacks her check-ins one by one',
    ]);
  });

  it('breaks when a day is counted by its best check-in, or a check-in is lost', () => {
    const best = report(
      "Parent1 Sim: 1 OK, 0 NO, 0 missed. Of Parent1 Sim's check-ins one by one: 1 OK, 0 NO, 0 missed.",
    );
    expect(countViolations([...monday, best])).toEqual([
      "[6] the weekly report counts Parent1 Sim's days 1 OK, 0 NO, 0 missed, not 0 OK, 0 NO, 1 missed",
      "[6] the weekly report counts Parent1 Sim's check-ins 1 OK, 0 NO, 0 missed, not 1 OK, 0 NO, 1 missed",
    ]);
  });
});
