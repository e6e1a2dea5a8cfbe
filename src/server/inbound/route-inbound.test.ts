import { describe, expect, it } from 'vitest';
import { readInbound, routeInbound, type InboundFacts, type InboundRoute } from './route-inbound';

const one = [{ id: 'r1', replyCode: '4821' }];
const two = [
  { id: 'r1', replyCode: '4821' },
  { id: 'r2', replyCode: '1357' },
];

/**
 * Each row: the words, what is known of the number, and who must get the text. Every rule of
 * route-inbound.ts is a row or more here; the comment says which.
 */
const table: [string, InboundFacts, InboundRoute][] = [
  // Compliance keywords: the channel acted; the parent's days hear it whatever else is known.
  [
    'STOP',
    { waitingRequests: one, askingAccounts: 1, toldOfAlert: true },
    { to: 'keyword', keyword: 'opt_out' },
  ],
  ['START', {}, { to: 'keyword', keyword: 'opt_in' }],
  ['HELP', { toldOfAlert: true }, { to: 'keyword', keyword: 'help' }],
  // A Y with a request's code agrees to that request, and only that one.
  [
    'Y 4821',
    { waitingRequests: two, askingAccounts: 2, noneAgreed: true },
    { to: 'consent', requests: ['r1'] },
  ],
  [
    'y1357',
    { waitingRequests: two, askingAccounts: 2, openCheckIn: true },
    { to: 'consent', requests: ['r2'] },
  ],
  // A code no request here has is nobody's agreement: it goes to the parent's days as words
  // the reply rules do not read as a YES.
  ['Y 9999', { waitingRequests: two, askingAccounts: 2 }, { to: 'parent', outcome: 'other' }],
  // A bare Y agrees when one account alone asked and no check-in waits.
  [
    'Y',
    { waitingRequests: one, askingAccounts: 1, noneAgreed: true },
    { to: 'consent', requests: ['r1'] },
  ],
  ['Sí', { waitingRequests: one, askingAccounts: 1 }, { to: 'consent', requests: ['r1'] }],
  // ...but while her check-in waits, her YES is its answer.
  [
    'YES',
    { waitingRequests: one, askingAccounts: 1, openCheckIn: true },
    { to: 'parent', outcome: 'ok' },
  ],
  // Several families asking and none agreed: ask which; one agreed: the Y is not a consent.
  [
    'Y',
    { waitingRequests: two, askingAccounts: 2, noneAgreed: true },
    { to: 'consent-which', requests: ['r1', 'r2'] },
  ],
  [
    'Y',
    { waitingRequests: one, askingAccounts: 2, noneAgreed: false },
    { to: 'parent', outcome: 'ok' },
  ],
  // No request waiting for a text: a Y is just a YES.
  ['Y', { waitingRequests: [], askingAccounts: 1 }, { to: 'parent', outcome: 'ok' }],
  // A claim or a close from a number told of an alert takes the alert.
  ["I'm on it", { toldOfAlert: true }, { to: 'family', action: 'claim' }],
  [
    "She's OK, just napping",
    { toldOfAlert: true },
    { to: 'family', action: 'resolve', note: 'just napping' },
  ],
  // The same words from a number told of no alert are a parent's words, never a claim.
  ["I'm on it", { toldOfAlert: false }, { to: 'parent', outcome: 'other' }],
  // A YES before her day's time checks her in early; after it (or no day to begin), it answers.
  ['yes', { mayCheckInEarly: true }, { to: 'early-check-in' }],
  ['yes', {}, { to: 'parent', outcome: 'ok' }],
  // Only a YES checks in early: a NO is an answer to whatever day is open.
  ['no', { mayCheckInEarly: true }, { to: 'parent', outcome: 'needs_help' }],
  ['Feeling great, going to the market', {}, { to: 'parent', outcome: 'ok' }],
  ['I fell', {}, { to: 'parent', outcome: 'needs_help' }],
  ['What time is it?', {}, { to: 'parent', outcome: 'other' }],
  // Her own PAUSE or RESUME, only from a number that is a parent's by her agreement
  // (docs/product.md §2.14); from any other number they are words like any other.
  ['PAUSE 3', { parentNumber: true }, { to: 'pause', request: { action: 'pause', days: 3 } }],
  ['Pausa 2 días', { parentNumber: true }, { to: 'pause', request: { action: 'pause', days: 2 } }],
  ['pause', { parentNumber: true }, { to: 'pause', request: { action: 'pause' } }],
  ['PAUSE 3', { toldOfAlert: true }, { to: 'parent', outcome: 'other' }],
  ['RESUME', { parentNumber: true, paused: true }, { to: 'pause', request: { action: 'resume' } }],
  ['seguir', { parentNumber: true, paused: true }, { to: 'pause', request: { action: 'resume' } }],
  // Nothing paused: RESUME is for her open day (and asks her for YES or NO).
  ['RESUME', { parentNumber: true, paused: false }, { to: 'parent', outcome: 'other' }],
  ['RESUME', { paused: true }, { to: 'parent', outcome: 'other' }],
  // A STOP is a STOP, even from a paused parent.
  ['STOP', { parentNumber: true, paused: true }, { to: 'keyword', keyword: 'opt_out' }],
  // Words around it are not a request: "pause the music".
  ['pause the music', { parentNumber: true }, { to: 'parent', outcome: 'other' }],
];

describe('routeInbound', () => {
  it.each(table)('%s with %o goes to %o', (body, facts, route) => {
    expect(routeInbound(readInbound(body), facts)).toEqual(route);
  });

  it('reads each owner by its own rules', () => {
    expect(readInbound('Y 4821')).toEqual({ consent: { replyCode: '4821' }, parent: 'other' });
    expect(readInbound('STOP')).toEqual({ keyword: 'opt_out', parent: 'opt_out' });
    expect(readInbound("she's fine")).toMatchObject({ family: { action: 'resolve', note: '' } });
  });
});
