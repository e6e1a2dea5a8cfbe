import { describe, expect, it } from 'vitest';
import { next } from './check-in-machine';
import { acts, now, reply, state, type Rule } from './check-in-machine.support';

// docs/product.md §2, rule by rule, once the day has had its alert or its answer: late replies,
// "I'm on it" and "SHE'S OK", and the days that are closed.
const rules: Rule[] = [
  // §2.7 late replies
  [
    'a late YES after an alert: the family gets an update',
    'no_response',
    reply('ok'),
    'ok',
    ['family: late YES', 'parent: thanks'],
  ],
  [
    'a late NO after an alert: the family gets an update',
    'undeliverable',
    reply('needs_help'),
    'needs_help',
    ['family: late NO', 'parent: family_told'],
  ],
  [
    'a late answer on the call counts as well',
    'no_response',
    { type: 'call_answered', answer: 'ok', words: '1' },
    'ok',
    ['family: late YES'],
  ],
  // After the day is answered
  [
    'a plea after YES is never dropped',
    'ok',
    reply('needs_help'),
    'needs_help',
    ['family: no', 'parent: family_told'],
  ],
  ['a second YES says nothing new', 'ok', reply('ok'), 'unchanged', []],
  [
    'words after an answer still reach the family',
    'needs_help',
    reply('other'),
    'needs_help',
    ['family: info'],
  ],
  [
    'the call ending after a text YES changes nothing',
    'ok',
    { type: 'call_missed', reason: 'no_answer' },
    'unchanged',
    [],
  ],
  // §2.10 "I'm on it" and "SHE'S OK"
  [
    "I'm on it: the first claim is recorded and everyone else is told",
    'needs_help',
    { type: 'claim', by: { key: 'member:lee', name: 'Lee' } },
    'needs_help',
    ['family: claimed'],
  ],
  [
    "SHE'S OK closes the alert on her behalf; everyone else is told who and why",
    'no_response',
    { type: 'resolve', by: { key: 'member:lee', name: 'Lee' }, note: 'phone was off' },
    'resolved',
    ['family: resolved'],
  ],
  [
    'there is nothing to claim on a day that is not an alert',
    'ok',
    { type: 'claim', by: { key: 'member:lee', name: 'Lee' } },
    'unchanged',
    [],
  ],
  [
    'her own YES after the family closed the alert: the day is OK, the family updated',
    'resolved',
    reply('ok'),
    'ok',
    ['family: late YES', 'parent: thanks'],
  ],
  [
    'a plea after the family closed the alert is a new alert',
    'resolved',
    reply('needs_help'),
    'needs_help',
    ['family: no', 'parent: family_told'],
  ],
  // Closed days
  ['a stopped day takes nothing', 'stopped', reply('ok'), 'unchanged', []],
  ['a skipped day takes nothing', 'skipped', reply('needs_help'), 'unchanged', []],
];

describe('the check-in rules (docs/product.md §2)', () => {
  it.each(rules)('%s', (_rule, from, event, to, heard) => {
    const move = next(state(from), event, now);
    if (to === 'unchanged') {
      expect(move).toBeUndefined();
      return;
    }
    expect(move?.status).toBe(to);
    expect(acts(move!.effects)).toEqual(heard);
  });

  it('records only the first claim: a second one changes nothing', () => {
    const second = next(
      state('needs_help', true, 'member:lee'),
      { type: 'claim', by: { key: 'owner:dana', name: 'Dana' } },
      now,
    );
    expect(second).toBeUndefined();
    const resolved = next(
      state('needs_help', true, 'member:lee'),
      { type: 'resolve', by: { key: 'owner:dana', name: 'Dana' }, note: '' },
      now,
    );
    // Closing it is still possible, and keeps who was on it.
    expect(resolved?.status).toBe('resolved');
    expect(resolved?.set).not.toHaveProperty('claimedBy');
  });

  it('keeps the parent’s words with the alert, and the time of the first alert on a late reply', () => {
    const no = next(state('awaiting'), reply('needs_help', 'I fell in the kitchen'), now);
    expect(no?.set).toMatchObject({ alertedAt: now, responseBody: 'I fell in the kitchen' });
    expect(no?.effects).toContainEqual({
      type: 'tell_family',
      notice: 'no',
      words: 'I fell in the kitchen',
      occurrence: 'in-1',
    });
    const late = next(state('no_response'), reply('ok'), now);
    expect(late?.set).not.toHaveProperty('alertedAt');
  });

  it('tells the family each time the day turns again, each notice keyed apart', () => {
    // NO, the family says SHE'S OK, then another plea: a second alert, not the first one again.
    const second = { ...reply('needs_help', 'it hurts again'), key: 'in-2' };
    const again = next(state('resolved'), second, now);
    expect(again?.effects).toContainEqual({
      type: 'tell_family',
      notice: 'no',
      words: 'it hurts again',
      occurrence: 'in-2',
    });
    // No answer, a late NO, SHE'S OK, then her own YES: two late notices, keyed by her texts.
    const lateNo = next(state('no_response'), reply('needs_help', 'not really'), now);
    const lateYes = next(state('resolved'), { ...reply('ok', 'all fine'), key: 'in-3' }, now);
    const keys = [lateNo, lateYes].map((move) => {
      const notice = move?.effects.find(
        (effect) => effect.type === 'tell_family' && effect.notice === 'late',
      );
      return notice?.type === 'tell_family' ? notice.occurrence : undefined;
    });
    expect(keys).toEqual(['in-1', 'in-3']);
    // Claims of the first alert and of the second are two notices as well.
    const lee = { key: 'member:lee', name: 'Lee' };
    const first = next(state('needs_help'), { type: 'claim', by: lee }, now);
    const later = new Date(now.getTime() + 3_600_000);
    const secondClaim = next(state('needs_help'), { type: 'claim', by: lee }, later);
    const claimKeys = [first, secondClaim].map((move) => {
      const notice = move?.effects.find((effect) => effect.type === 'tell_family');
      return notice?.type === 'tell_family' ? notice.occurrence : undefined;
    });
    expect(new Set(claimKeys).size).toBe(2);
  });

  // §2.15 a claim with no "SHE'S OK" in 60 minutes opens the alert to everyone again, once
  it.each(['needs_help', 'no_response', 'undeliverable'] as const)(
    'a lapsed claim on %s: open again, everyone told who held it and since when',
    (status) => {
      const since = new Date(now.getTime() - 3_600_000);
      const held = state(status, true, 'member:ben', { claimedByName: 'Ben', claimedAt: since });
      const move = next(held, { type: 'claim_lapsed' }, now);
      expect([move?.status, move?.set, acts(move!.effects)]).toEqual([
        status,
        { claimedBy: null, claimedByName: null, claimedAt: null, reopenedAt: now },
        ['family: reopened'],
      ]);
      expect(move?.effects).toContainEqual({
        type: 'tell_family',
        notice: 'reopened',
        heldBy: { name: 'Ben', since },
        occurrence: now.toISOString(),
      });
      // Anyone may take it again, Ben too.
      const reopened = { ...held, ...move!.set };
      expect(
        next(reopened, { type: 'claim', by: { key: 'member:ben', name: 'Ben' } }, now)?.set,
      ).toMatchObject({ claimedBy: 'member:ben' });
      // Once: a second lapse opens nothing.
      const claimedAgain = {
        ...reopened,
        claimedBy: 'member:kim',
        claimedByName: 'Kim',
        claimedAt: now,
      };
      expect(next(claimedAgain, { type: 'claim_lapsed' }, now)).toBeUndefined();
    },
  );

  it("a lapse with nobody on it, or after SHE'S OK or her YES, changes nothing", () => {
    expect(next(state('no_response'), { type: 'claim_lapsed' }, now)).toBeUndefined();
    const held = { claimedByName: 'Ben', claimedAt: now };
    expect(
      next(state('resolved', true, 'member:ben', held), { type: 'claim_lapsed' }, now),
    ).toBeUndefined();
    expect(
      next(state('ok', true, 'member:ben', held), { type: 'claim_lapsed' }, now),
    ).toBeUndefined();
  });
});
