import { describe, expect, it } from 'vitest';
import { channelsFor, type Recipient } from './recipients';

const sam = (more: Partial<Recipient>): Recipient => ({
  key: 'member:1',
  name: 'Sam Rivera',
  firstName: 'Sam',
  email: 'sam@example.com',
  phone: '+12125550100',
  smsAllowed: true,
  wants: 'sms',
  owner: false,
  ...more,
});

describe('how a notice reaches someone (docs/product.md §2)', () => {
  it.each([
    ['by text, agreed', sam({}), { sms: true, email: false }],
    [
      'by text, not agreed yet: e-mail instead',
      sam({ smsAllowed: false }),
      { sms: false, email: true },
    ],
    // A member told by text only may give no address (decision 045): nothing to fall back to.
    [
      'by text, not agreed, no address',
      sam({ smsAllowed: false, email: '' }),
      { sms: false, email: false },
    ],
    ['by e-mail', sam({ wants: 'email' }), { sms: false, email: true }],
    ['both', sam({ wants: 'both' }), { sms: true, email: true }],
    ['both, no address', sam({ wants: 'both', email: '' }), { sms: true, email: false }],
  ] as const)('%s', (_case, recipient, channels) => {
    expect(channelsFor(recipient)).toEqual(channels);
  });
});
