import type { CastAccount, CastParent } from '../cast';
import type { Arrival } from '../observer';

/**
 * What the outside checks' cases (check-run*.test.ts) are written with: a parent, her account, a
 * text that reached a phone, and the stretch of a run the check reads.
 */
const MINUTE = 60_000;
export const at = (iso: string) => Date.parse(iso);

export const parentOf = (traits: Partial<CastParent>): CastParent => ({
  id: 'parent-1',
  userId: 'user-1',
  name: 'Parent1 Sim',
  nickname: 'P1',
  phone: '+12005550101',
  zone: 'America/Anchorage',
  messageTime: '20:20',
  moreTimes: [],
  enabled: true,
  consented: true,
  faults: {},
  checkInBy: 'text',
  language: 'es',
  ...traits,
});

/** One account, the parent's owner told only by e-mail. */
export const castOf = (
  parent: CastParent,
  voiceResponse: CastAccount['voiceResponse'] = 'both',
) => {
  const account: CastAccount = {
    userId: parent.userId,
    subscribed: true,
    followUpMinutes: 30,
    callsOn: true,
    voiceResponse,
    ownerZone: parent.zone,
    parents: [parent],
    recipients: [
      {
        key: `owner:${parent.userId}`,
        firstName: 'Owner1',
        email: 'owner1@simulation.example',
        phone: null,
        agreed: false,
        wants: 'email',
        owner: true,
        parentIds: [parent.id],
      },
    ],
  };
  return { accounts: [account], parents: [parent] };
};

export const text = (to: string, when: string, body: string): Arrival => ({
  at: at(when),
  channel: 'sms',
  to,
  body,
  delivered: true,
});

export const run = (start: string, days: number) => ({
  start: at(start),
  end: at(start) + days * 1440 * MINUTE,
  stepMs: 5 * MINUTE,
});
