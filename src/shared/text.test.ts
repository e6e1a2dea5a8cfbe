import { describe, expect, it } from 'vitest';
import { signupSchema } from './auth';
import { createCampaignSchema } from './campaigns';
import { templateSchema } from './library';
import { inviteSchema } from './referral';
import { singleLineMessage } from './text';

const messagesFor = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.message);

describe('one-line fields', () => {
  const cases = [
    [
      'a display name',
      (name: string) => signupSchema.safeParse({ displayName: name, email: 'pat@example.com' }),
    ],
    [
      'a campaign name',
      (name: string) =>
        createCampaignSchema.safeParse({ name, startDate: '2026-12-01', days: ['Hi'] }),
    ],
    [
      'a template title',
      (name: string) => templateSchema.safeParse({ title: name, messageContent: 'Hello' }),
    ],
    [
      "a friend's name",
      (name: string) =>
        inviteSchema.safeParse({ friendName: name, friendEmail: 'sam@example.com' }),
    ],
  ] as const;

  it.each(cases)('%s with a line break or tab inside is refused with one message', (_, parse) => {
    expect(messagesFor(parse('Rose\nLee'))).toContain(singleLineMessage);
    expect(messagesFor(parse('Rose\r\nLee'))).toContain(singleLineMessage);
    expect(messagesFor(parse('Rose\tLee'))).toContain(singleLineMessage);
  });

  it.each(cases)('%s on one line passes, with line breaks at the ends trimmed', (_, parse) => {
    expect(messagesFor(parse('Rose Lee'))).not.toContain(singleLineMessage);
    expect(messagesFor(parse('\nRose Lee\n'))).not.toContain(singleLineMessage);
  });
});
