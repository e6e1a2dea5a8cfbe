import { describe, expect, it } from 'vitest';
import { opening } from './check-in-machine';
import { acts, now } from './check-in-machine.support';

// How a day begins (docs/product.md §2): the text, the first call, the parent's own early
// check-in, or a day skipped and the owner told.
describe('the check-in rules (docs/product.md §2)', () => {
  it('begins a day: a text, a call for a call parent, or the parent’s own early check-in', () => {
    const clear = { subscribed: true, optedOut: false, consented: true };
    const texted = opening({ type: 'due', by: 'text', blockers: clear, manual: false }, now);
    expect([texted.status, texted.set, acts(texted.effects)]).toEqual([
      'awaiting',
      {},
      ['text the parent'],
    ]);
    expect(texted.effects[0]).toEqual({
      type: 'record',
      step: { kind: 'text_queued', detail: { manual: false } },
    });
    const called = opening({ type: 'due', by: 'call', blockers: clear, manual: true }, now);
    expect([called.status, called.set, acts(called.effects)]).toEqual([
      'calling',
      { callAttempt: 1 },
      ['call the parent'],
    ]);
    expect(called.effects[0]).toEqual({
      type: 'record',
      step: { kind: 'call_due', detail: { manual: true } },
    });
    const early = { outcome: 'ok', words: 'YES', key: 'in-1' } as const;
    const byText = opening({ type: 'early', by: 'text', channel: 'sms', ...early }, now);
    expect([byText.status, acts(byText.effects)]).toEqual([
      'ok',
      ['family: ok early by sms', 'parent: thanks'],
    ]);
    // By a call to the service's number: the call's closing words thank her; no text.
    const byPhone = opening({ type: 'early', by: 'call', channel: 'voice', ...early }, now);
    expect([byPhone.status, acts(byPhone.effects)]).toEqual(['ok', ['family: ok early by voice']]);
    const plea = opening(
      { type: 'early', by: 'call', channel: 'voice', outcome: 'needs_help', words: '2', key: 'c' },
      now,
    );
    expect([plea.status, acts(plea.effects)]).toEqual(['needs_help', ['family: no']]);
  });

  // A day that cannot be sent is skipped, by the first thing missing, and the owner is told.
  it.each([
    [{ subscribed: false, optedOut: true, consented: false }, 'subscription'],
    [{ subscribed: true, optedOut: true, consented: false }, 'opted_out'],
    [{ subscribed: true, optedOut: false, consented: false }, 'consent'],
  ] as const)('skips a day when %o: %s', (blockers, reason) => {
    for (const by of ['text', 'call'] as const) {
      const skipped = opening({ type: 'due', by, blockers, manual: false }, now);
      expect([skipped.status, skipped.set, acts(skipped.effects)]).toEqual([
        'skipped',
        { skipReason: reason },
        [`owner: not sent (${reason})`],
      ]);
      expect(skipped.effects[0]).toEqual({
        type: 'record',
        step: { kind: 'skipped', detail: { reason } },
      });
    }
  });

  // §2.14 A paused day is nobody's failure: nothing goes out and nobody is e-mailed, whatever
  // else would have kept it from going.
  it.each([
    [{ subscribed: true, optedOut: false, consented: true, paused: 'owner' }],
    [{ subscribed: false, optedOut: true, consented: false, paused: 'parent' }],
  ] as const)('pauses a day when %o', (blockers) => {
    for (const by of ['text', 'call'] as const) {
      const paused = opening({ type: 'due', by, blockers, manual: false }, now);
      expect([paused.status, paused.set, acts(paused.effects)]).toEqual(['paused', {}, []]);
      expect(paused.effects).toEqual([
        { type: 'record', step: { kind: 'paused', detail: { by: blockers.paused } } },
      ]);
    }
  });

  it('a weather warning’s extra check-in (§2.16): sent like any other, the family told why; a paused or blocked day is neither', () => {
    const clear = { subscribed: true, optedOut: false, consented: true };
    const heat = 'Extreme Heat Warning' as const;
    const start = (blockers: typeof clear & { paused?: 'owner' }) =>
      opening({ type: 'due', by: 'text', blockers, manual: false, weather: heat }, now);
    const sent = start(clear);
    expect([sent.status, acts(sent.effects)]).toEqual([
      'awaiting',
      ['text the parent', 'family: weather'],
    ]);
    expect(sent.effects.at(-1)).toMatchObject({
      type: 'tell_family',
      notice: 'weather',
      words: heat,
    });
    expect(acts(start({ ...clear, paused: 'owner' }).effects)).toEqual([]);
    expect(acts(start({ ...clear, consented: false }).effects)).not.toContain('family: weather');
  });
});
