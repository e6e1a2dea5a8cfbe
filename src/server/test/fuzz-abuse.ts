import fc from 'fast-check';
import type { Database } from '../db/client';
import {
  emails,
  familyMembers,
  newsletterSubscribers,
  profiles,
  referralInvites,
  waitlistEntries,
} from '../db/schema';

/**
 * Generators for two ways in that once got through: an e-mail field holding more than one
 * mailbox (a list, a group, a display name around someone else's address), and a JSON body
 * nested deep enough to overflow code that walks it.
 */

const victim = fc.constantFrom('victim@example.com', 'Victim@Example.COM', 'v@x.example.org');
const filler = fc.constantFrom('n1', 'a@example.com', '', ' ', 'pat@example.com');

/** One address field, as an attacker would fill it to reach an inbox that is not theirs. */
export const emailListArbitrary: fc.Arbitrary<string> = fc.oneof(
  fc
    .tuple(filler, fc.constantFrom(',', ';', ', ', ' ', '\t', '\r\n'), victim)
    .map(([first, separator, last]) => `${first}${separator}${last}`),
  fc
    .tuple(victim, fc.constantFrom(',', ';', ' ,', ',,'))
    .map(([address, trailing]) => `${address}${trailing}`),
  fc
    .tuple(fc.constantFrom('"v"', 'v', '"a,b"', ''), victim)
    .map(([name, address]) => `${name}<${address}>`),
  victim.map((address) => `group: ${address};`),
  victim.map((address) => `${address} (comment)`),
  fc
    .tuple(fc.constantFrom('  ', '\t', ''), victim, fc.constantFrom('  ', '\n', ''))
    .map(([before, address, after]) => `${before}${address}${after}`),
);

/** Arrays, objects or both, `depth` levels deep around a leaf, as raw JSON text. */
const nestedText = (depth: number, kind: 'array' | 'object' | 'mixed', leaf: string) => {
  const open: string[] = [];
  const close: string[] = [];
  for (let level = 0; level < depth; level++) {
    const asArray = kind === 'array' || (kind === 'mixed' && level % 2 === 0);
    open.push(asArray ? '[' : '{"a":');
    close.push(asArray ? ']' : '}');
  }
  return `${open.join('')}${leaf}${close.reverse().join('')}`;
};

/**
 * A JSON body nested from a little past any real form to far past the call stack, either whole
 * or as the value of a field the schemas know.
 */
export const nestedJsonArbitrary = (fieldNames: readonly string[]): fc.Arbitrary<string> =>
  fc
    .record({
      depth: fc.oneof(fc.integer({ min: 20, max: 64 }), fc.integer({ min: 1_000, max: 40_000 })),
      kind: fc.constantFrom('array' as const, 'object' as const, 'mixed' as const),
      leaf: fc.constantFrom('1', '"a\\u0000b"', 'null', '"pat@example.com"'),
      field: fc.option(fc.constantFrom(...fieldNames), { nil: undefined }),
    })
    .map(({ depth, kind, leaf, field }) => {
      const nested = nestedText(depth, kind, leaf);
      return field ? `{${JSON.stringify(field)}:${nested}}` : nested;
    });

/** Every column that keeps an e-mail address someone typed, or that mail was sent to. */
export async function storedAddresses(db: Database) {
  const columns = [
    db.select({ address: emails.toAddress }).from(emails),
    db.select({ address: familyMembers.email }).from(familyMembers),
    db.select({ address: profiles.email }).from(profiles),
    db.select({ address: newsletterSubscribers.email }).from(newsletterSubscribers),
    db.select({ address: waitlistEntries.email }).from(waitlistEntries),
    db.select({ address: referralInvites.friendEmail }).from(referralInvites),
  ];
  return (await Promise.all(columns)).flat().map((row) => row.address);
}
