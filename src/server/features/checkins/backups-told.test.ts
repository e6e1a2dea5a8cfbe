import { describe, expect, it } from 'vitest';
import type { CheckInStatus } from '@/shared/check-ins';
import { next } from './check-in-machine';
import { acts, now, reply, state } from './check-in-machine.support';

// docs/product.md §2.15: an alert nobody took in hand within 15 minutes reaches her backup
// contacts, once; a claim or SHE'S OK within the 15 minutes means they are never told.
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
const unclaimed = { type: 'alert_unclaimed' } as const;
const alerts: CheckInStatus[] = ['needs_help', 'no_response', 'undeliverable'];

describe('backup contacts are told of an alert nobody took in hand (§2.15)', () => {
  it.each(alerts)('%s, 15 minutes with no claim: the backups are told, once', (status) => {
    const open = state(status, true, null, { alertedAt: minutesAgo(15) });
    const move = next(open, unclaimed, now);
    expect([move?.status, move?.set, acts(move!.effects)]).toEqual([
      status,
      { backupsToldAt: now },
      ['backups: alert'],
    ]);
    // Once per alert: the sweep's next minute finds them told.
    expect(next({ ...open, ...move!.set }, unclaimed, now)).toBeUndefined();
  });

  it('never before 15 minutes', () => {
    const open = state('no_response', true, null, { alertedAt: minutesAgo(14.99) });
    expect(next(open, unclaimed, now)).toBeUndefined();
  });

  it('a claim within the 15 minutes: never, even once it lapsed and re-opened', () => {
    const claimed = state('no_response', true, 'member:ben', { alertedAt: minutesAgo(20) });
    expect(next(claimed, unclaimed, now)).toBeUndefined();
    const reopened = state('no_response', true, null, {
      alertedAt: minutesAgo(70),
      reopenedAt: minutesAgo(5),
    });
    expect(next(reopened, unclaimed, now)).toBeUndefined();
  });

  it("SHE'S OK or her own YES closed it: never", () => {
    for (const status of ['resolved', 'ok'] as const)
      expect(next(state(status, true, null, { alertedAt: minutesAgo(30) }), unclaimed, now)).toBe(
        undefined,
      );
  });

  it("a plea after SHE'S OK is a new alert: its backups may be told of it in turn", () => {
    const closed = state('resolved', true, 'member:ben', {
      alertedAt: minutesAgo(90),
      backupsToldAt: minutesAgo(75),
    });
    const plea = next(closed, reply('needs_help', 'help me'), now);
    expect(plea?.set).toMatchObject({ alertedAt: now, backupsToldAt: null, claimedBy: null });
  });
});
