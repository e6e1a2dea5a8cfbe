import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emailAddress } from '@/shared/email-address';
import { isSingleMailbox } from './single-mailbox';

const field = emailAddress({ required: 'required', invalid: 'invalid' });

// Characters that mean something to an address parser, beside those of ordinary addresses.
const addressCharacters = [...'abcXYZ019._+-\'@@@..,;:"<>()[] \\'];
const addressLike = fc
  .array(fc.constantFrom(...addressCharacters), { maxLength: 30 })
  .map((characters) => characters.join(''));
const plausible = fc
  .tuple(addressLike, fc.constantFrom('example.com', 'mail.example.co.uk', 'x'), addressLike)
  .map(([before, domain, after]) => `${before}@${domain}${after}`);

describe('the shared e-mail field, as nodemailer reads what it accepts', () => {
  it('every address the field accepts is exactly one mailbox to nodemailer, the same address', () => {
    fc.assert(
      fc.property(fc.oneof(addressLike, plausible), (typed) => {
        const parsed = field.safeParse(typed);
        if (parsed.success) expect(isSingleMailbox(parsed.data), parsed.data).toBe(true);
      }),
      { numRuns: 5000 },
    );
  });

  it('the forms that reached a victim before are more than, or other than, one mailbox', () => {
    for (const typed of ['n1,victim@example.com', 'victim@example.com,', '"v"<victim@example.com>'])
      expect(isSingleMailbox(typed), typed).toBe(false);
    expect(isSingleMailbox('victim@example.com')).toBe(true);
  });
});
