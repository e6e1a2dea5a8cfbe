import { expect } from 'vitest';
import type { Database } from '../db/client';
import { checkIns, emails, smsMessages, voiceCalls } from '../db/schema';
import { parentReplies } from '../features/checkins/notices';
import {
  noticeOf,
  noticeSubject,
  noticeWords,
  outcomeOf,
  statusOf,
  type setUpFamilies,
} from './fault-families';
import type { TwilioStandIn } from './twilio-stand-in';

// What the fault test (checkins/faults.int.test.ts) expects once the peak has settled: asserted
// from the provider's side and from what the service stored.

type FaultFamilies = Awaited<ReturnType<typeof setUpFamilies>>;

/** Every text and call counted at the provider: the requests that created something. */
export function assertWhatThePhonesGot(created: TwilioStandIn['created'], family: FaultFamilies) {
  const textsTo = new Map<string, string[]>();
  const callsTo = new Map<string, number>();
  for (const record of created) {
    const to = record.form.To as string;
    if (record.kind === 'message')
      textsTo.set(to, [...(textsTo.get(to) ?? []), record.form.Body as string]);
    else callsTo.set(to, (callsTo.get(to) ?? 0) + 1);
  }
  for (const parent of family.parents) {
    const texts = textsTo.get(parent.phone) ?? [];
    const daily = texts.filter((body) =>
      body.endsWith('Reply YES if you are OK, or NO if you need help.'),
    );
    expect(daily, `${parent.name}'s daily texts`).toHaveLength(1);
    const first = parent.name.split(' ')[0]!;
    expect(
      texts.filter((body) => !daily.includes(body)),
      `${parent.name}'s other texts`,
    ).toEqual(
      parent.reply === 'YES'
        ? [parentReplies.thanks(first)]
        : parent.reply === 'NO'
          ? [parentReplies.familyTold()]
          : [],
    );
    expect(callsTo.get(parent.phone) ?? 0, `calls to ${parent.name}`).toBe(parent.call ? 1 : 0);
  }
  for (const member of family.members) {
    const expected =
      member.consented && member.preference !== 'email'
        ? member.follows.map((parent) => `${parent.name}: ${noticeWords[outcomeOf(parent)]}`).sort()
        : [];
    const texts = (textsTo.get(member.phone) ?? []).map(noticeOf);
    expect(texts.sort(), `texts to ${member.phone}`).toEqual(expected);
  }
}

/** What the service recorded: each day's check-in once, its outcome, and every notice sent. */
export async function assertWhatWasStored(db: Database, family: FaultFamilies) {
  const rows = await db.select().from(checkIns);
  expect(rows).toHaveLength(family.parents.length);
  for (const parent of family.parents) {
    const row = rows.find((candidate) => candidate.parentId === parent.id);
    const outcome = outcomeOf(parent);
    expect(row, parent.name).toMatchObject({
      localDate: '2026-01-12',
      status: statusOf[outcome],
      responseChannel: outcome === 'no_response' ? null : parent.reply ? 'sms' : 'voice',
    });
    expect(Boolean(row!.callId), `${parent.name} was called`).toBe(Boolean(parent.call));
    expect(Boolean(row!.alertedAt), `${parent.name}'s family was alerted`).toBe(outcome !== 'ok');
  }

  const texts = await db.select().from(smsMessages);
  expect(texts.filter((text) => text.status !== 'delivered')).toEqual([]);
  const dailyTexts = texts.filter((text) => text.kind === 'checkin');
  expect(dailyTexts).toHaveLength(family.parents.length);
  // Some texts needed more than one attempt, and none was sent twice for that.
  expect(texts.some((text) => text.attempts > 1)).toBe(true);
  expect(new Set(texts.map((text) => text.providerSid)).size).toBe(texts.length);

  const calls = await db.select().from(voiceCalls);
  expect(calls).toHaveLength(family.parents.filter((parent) => parent.call).length);
  expect(calls.some((call) => call.attempts > 1)).toBe(true);

  const mailed = await db.select().from(emails);
  for (const member of family.members) {
    // Texts only when they agreed; a member who chose texts but never agreed gets e-mail
    // rather than nothing.
    const expected =
      member.preference === 'sms' && member.consented
        ? []
        : member.follows.map((parent) => noticeSubject(parent.name, outcomeOf(parent))).sort();
    const received = mailed.filter((email) => email.toAddress === member.email);
    expect(received.every((email) => email.status === 'sent')).toBe(true);
    expect(received.map((email) => email.subject).sort(), `e-mails to ${member.email}`).toEqual(
      expected,
    );
  }
}
