import { describe, expect, it } from 'vitest';
import {
  checkInStepKinds,
  readCheckInStep,
  stepOrderWithinAMoment,
  type CheckInStep,
} from '@/shared/check-in-steps';
import { describeStep } from './activity-text';

const told = [
  { recipient: 'member:1', channels: ['sms'] },
  { recipient: 'member:2', channels: ['email'] },
  { recipient: 'owner:1', channels: [] },
];

/** Every kind of step, as the engine writes it, and the line Recent Activity gives it. */
const table: [CheckInStep, ReturnType<typeof describeStep>][] = [
  [{ kind: 'text_queued', detail: { manual: false } }, undefined],
  [{ kind: 'call_due', detail: { manual: true } }, undefined],
  [
    { kind: 'skipped', detail: { reason: 'consent' } },
    { text: "Mom's check-in was not sent: they have not agreed to texts yet", tone: 'alert' },
  ],
  [
    { kind: 'paused', detail: { by: 'owner' } },
    { text: "Mom's check-ins are paused today", tone: 'info' },
  ],
  [
    { kind: 'paused', detail: { by: 'parent', body: 'PAUSE 3' } },
    { text: 'Mom texted “PAUSE 3”: check-ins paused', tone: 'info' },
  ],
  [
    { kind: 'sent', detail: {} },
    { text: 'Check-in text sent to Mom', tone: 'wait' },
  ],
  [
    { kind: 'delivered', detail: {} },
    { text: 'Check-in text delivered to Mom', tone: 'wait' },
  ],
  [
    { kind: 'undeliverable', detail: { error: '30003' } },
    { text: "Today's text to Mom could not be delivered", tone: 'alert' },
  ],
  [
    { kind: 'reply', detail: { body: 'yes', meaning: 'ok' } },
    { text: 'Mom replied YES', tone: 'ok' },
  ],
  [
    { kind: 'reply', detail: { body: 'no', meaning: 'needs_help', late: true } },
    { text: 'Mom replied NO (late)', tone: 'alert' },
  ],
  [
    { kind: 'reply', detail: { body: 'help', meaning: 'help' } },
    { text: 'Mom asked for HELP', tone: 'alert' },
  ],
  [
    { kind: 'reply', detail: { body: 'STOP', meaning: 'opt_out' } },
    { text: 'Mom replied STOP', tone: 'alert' },
  ],
  [
    { kind: 'reply', detail: { body: 'What a day', meaning: 'other' } },
    { text: 'Mom replied “What a day”', tone: 'info' },
  ],
  [
    { kind: 'checked_in_early', detail: { body: '1', meaning: 'ok', channel: 'voice' } },
    { text: 'Mom checked in early by calling us', tone: 'ok' },
  ],
  [
    { kind: 'call_queued', detail: { attempt: 1, checkInBy: 'text' } },
    { text: 'No reply yet: calling Mom', tone: 'wait' },
  ],
  [
    { kind: 'call_queued', detail: { attempt: 2, checkInBy: 'call' } },
    { text: 'Calling Mom again', tone: 'wait' },
  ],
  [
    { kind: 'call_answered', detail: { answer: 'help' } },
    { text: 'Mom answered the call: needs help', tone: 'alert' },
  ],
  [
    { kind: 'call_unanswered', detail: { reason: 'busy', attempt: 1, checkInBy: 'call' } },
    { text: "Mom's line was busy; calling again soon", tone: 'wait' },
  ],
  [
    { kind: 'call_unanswered', detail: { reason: 'no_answer', attempt: 1 } },
    { text: 'Mom did not answer the call', tone: 'alert' },
  ],
  [
    { kind: 'family_told', detail: { notice: 'no', told } },
    { text: 'Family told Mom needs help (2 people)', tone: 'alert' },
  ],
  // A close is good news, not an alert; a claim is news, not an alert either.
  [
    { kind: 'family_told', detail: { notice: 'resolved', told } },
    { text: 'Family told Mom is OK (2 people)', tone: 'ok' },
  ],
  [
    { kind: 'family_told', detail: { notice: 'claimed', told: told.slice(0, 1) } },
    { text: 'Family told Mom is being looked after (1 person)', tone: 'info' },
  ],
  [
    { kind: 'claimed', detail: { by: 'Ben' } },
    { text: 'Ben is on it', tone: 'info' },
  ],
  [
    { kind: 'resolved', detail: { by: 'Ben', note: 'napping' } },
    { text: 'Ben says Mom is OK: “napping”', tone: 'ok' },
  ],
  // A claim with no news in 60 minutes is an alert again (docs/product.md §2.15).
  [
    { kind: 'reopened', detail: { by: 'Ben', since: '2026-01-12T15:05:00.000Z' } },
    { text: 'Ben sent no update in 60 minutes: the alert about Mom is open again', tone: 'alert' },
  ],
  [
    { kind: 'family_told', detail: { notice: 'reopened', told } },
    { text: 'Family told Mom has an alert open again (2 people)', tone: 'alert' },
  ],
  // Nobody on it in 15 minutes: her backup contacts were told (docs/product.md §2.15).
  [
    { kind: 'backups_told', detail: { told } },
    {
      text: "Nobody was on it in 15 minutes: Mom's backup contacts were told (2 people)",
      tone: 'alert',
    },
  ],
];

describe('the typed history', () => {
  it.each(table)('%o reads as %o', (step, line) => {
    expect(describeStep(step, 'Mom')).toEqual(line);
  });

  it('has a line (or a deliberate silence) and an order for every kind of step', () => {
    expect(new Set(table.map(([step]) => step.kind))).toEqual(new Set(checkInStepKinds));
    expect(Object.keys(stepOrderWithinAMoment).sort()).toEqual([...checkInStepKinds].sort());
  });

  it('reads back what the engine writes, and refuses a row of another shape', () => {
    for (const [step] of table) expect(readCheckInStep(step)).toEqual(step);
    expect(readCheckInStep({ kind: 'reply', detail: { body: 'yes', meaning: 'yes' } })).toBe(
      undefined,
    );
    expect(readCheckInStep({ kind: 'call_result', detail: {} })).toBe(undefined);
    expect(readCheckInStep({ kind: 'claimed', detail: {} })).toBe(undefined);
  });
});
