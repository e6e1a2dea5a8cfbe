import { describe, expect, it } from 'vitest';
import { authMessages, emailOnlySchema, passwordSignInSchema, signupSchema } from './auth';
import { testSendSchema } from './dev-tools';
import { accountSchema, familyMemberSchema, familyMessages } from './family';
import { newsletterSchema, waitlistSchema } from './public-site';
import { inviteSchema, referralMessages } from './referral';

/** Each form that takes an e-mail address, the address put in a valid body, and its message. */
const forms = [
  [
    'sign-up',
    (email: string) => signupSchema.safeParse({ displayName: 'Pat', email }),
    authMessages.emailInvalid,
  ],
  [
    'magic link / forgot password',
    (email: string) => emailOnlySchema.safeParse({ email }),
    authMessages.emailInvalid,
  ],
  [
    'password sign-in',
    (email: string) => passwordSignInSchema.safeParse({ email, password: 'x' }),
    authMessages.emailInvalid,
  ],
  [
    'newsletter',
    (email: string) => newsletterSchema.safeParse({ email }),
    'Please enter a valid email',
  ],
  [
    'waitlist',
    (email: string) => waitlistSchema.safeParse({ email }),
    'Please enter a valid email',
  ],
  [
    'referral invite',
    (email: string) => inviteSchema.safeParse({ friendName: 'Sam', friendEmail: email }),
    referralMessages.friendEmailInvalid,
  ],
  [
    'profile',
    (email: string) =>
      accountSchema.safeParse({
        firstName: 'Pat',
        lastName: 'Lee',
        email,
        cellPhone: '(518) 555-0199',
        city: 'Albany',
        state: 'New York',
        zipOrCounty: '12207',
      }),
    familyMessages.emailInvalid,
  ],
  [
    'family member',
    (email: string) =>
      familyMemberSchema.safeParse({
        firstName: 'Sam',
        lastName: 'Lee',
        email,
        cellPhone: '+1 646 555 0142',
        city: 'Boston',
        state: 'Massachusetts',
        zipOrCounty: '02108',
        parentIds: ['6f1c2b1e-8d4a-4c3e-9a51-2f0d3c4b5a69'],
      }),
    familyMessages.emailInvalid,
  ],
  [
    'dev tools test e-mail',
    (email: string) => testSendSchema.safeParse({ channel: 'email', to: email, body: 'Hi' }),
    'Enter a valid e-mail address.',
  ],
] as const;

type Parsed = ReturnType<(typeof forms)[number][1]>;
const emailOf = (parsed: Parsed) => {
  if (!parsed.success) return undefined;
  const data = parsed.data as { email?: string; friendEmail?: string; to?: string };
  return data.email ?? data.friendEmail ?? data.to;
};
const messagesOf = (parsed: Parsed) =>
  parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);

/** What mail software reads as more than one mailbox, or as a mailbox other than the text. */
const notOneMailbox = [
  'n1,victim@example.com',
  'victim@example.com,',
  ',victim@example.com',
  '"v"<victim@example.com>',
  'v <victim@example.com>',
  '<victim@example.com>',
  'a@example.com;victim@example.com',
  'a@example.com victim@example.com',
  'group: victim@example.com;',
  'victim@example.com (comment)',
  '"a,b"@example.com',
  'a@b@example.com',
  'victim@example.com\r\nbcc:x@example.com',
  'victim@[127.0.0.1]',
  `${'l'.repeat(65)}@example.com`,
];

describe('every e-mail field', () => {
  it.each(forms)(
    '%s: refuses anything but exactly one mailbox, with its own message',
    (_, parse, message) => {
      for (const address of notOneMailbox) {
        const parsed = parse(address);
        expect(parsed.success, address).toBe(false);
        expect(messagesOf(parsed), address).toContain(message);
      }
    },
  );

  it.each(forms)('%s: trims and lower-cases the address before anything counts it', (_, parse) => {
    expect(emailOf(parse('  Pat.Lee+Mom@Example.COM '))).toBe('pat.lee+mom@example.com');
    expect(emailOf(parse("o'brien@example.co.uk"))).toBe("o'brien@example.co.uk");
  });
});
