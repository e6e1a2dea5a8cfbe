import { describe, expect, it } from 'vitest';
import type { WeatherWarningKind } from '@/shared/weather';
import { testLogger } from '../../test/test-app';
import { engineTestFile } from '../../test/engine-test-file';

// A weather warning's extra check-in (docs/product.md §2.16), read from the phones and inboxes:
// a warning raised for her ZIP code on the local stand-in of the National Weather Service is
// read by the poller, and the sweep opens one extra check-in that day, through the same loop.

// Monday 12 January 2026, 8:00 AM in New York (EST); Grace lives at ZIP 10001.
const { setClock, advance, harness, world } = engineTestFile('2026-01-12T13:00:00Z');
const { drain, textsTo, emailsTo, setUpFamily, sweep, text, followUp, answerCall, callsTo } = world;

// What /dev/weather does when a developer raises a warning, at the service's clock.
const raise = (zip: string, kind: WeatherWarningKind, hours: number) =>
  harness().services.features.weather.standIn.raise(
    { zip, kind, hours },
    harness().services.clock.now(),
  );
const poll = () => harness().services.features.weather.poll(testLogger);

const heatText =
  'There is an Extreme Heat Warning where you are today.\n\nReply YES if you are OK, or NO if you need help.';
const heatTexts = async (phone: string) =>
  (await textsTo(phone)).filter((body) => body.includes('Extreme Heat Warning where you are'));

/** The check-in questions a phone received (each check-in's text ends with the question). */
const questionsTo = async (phone: string) =>
  (await textsTo(phone)).filter((body) =>
    body.endsWith('Reply YES if you are OK, or NO if you need help.'),
  );

describe('an extreme heat warning where she lives', () => {
  it('brings her one extra check-in that day, her family told why, and it runs the whole loop', async () => {
    const family = await setUpFamily('heat');
    // Another family's parent far away gets nothing.
    const elsewhere = await setUpFamily('heat-elsewhere', {
      parent: {
        zipOrCounty: '99501',
        city: 'Anchorage',
        state: 'Alaska',
        timezone: 'America/Anchorage',
      },
    });
    setClock('2026-01-12T13:00:00Z'); // 8:00 AM in New York
    await raise('10001', 'Extreme Heat Warning', 36);
    await poll();
    await sweep();
    await drain();
    expect(await heatTexts(family.parentPhone)).toEqual([heatText]);
    for (const phone of [family.members.sms, family.members.both])
      expect((await textsTo(phone)).at(-1)).toMatch(
        /Grace got an extra check-in today: the National Weather Service has issued an Extreme Heat Warning for Grace's area\./,
      );
    const mails = await emailsTo(family.memberEmails.email);
    expect(mails.at(-1)?.subject).toBe('Grace got an extra check-in today: Extreme Heat Warning');
    expect(await heatTexts(elsewhere.parentPhone)).toEqual([]);

    // Polled and swept again, the same day: still one.
    advance(5);
    await poll();
    await sweep();
    await drain();
    expect(await heatTexts(family.parentPhone)).toHaveLength(1);

    // Her YES answers it as any check-in: her family is told she is OK.
    advance(3);
    await text(family.parentPhone, 'yes');
    await drain();
    expect((await textsTo(family.members.sms)).at(-1)).toMatch(/Grace Hopper replied YES/);

    // Her day's own check-in still comes at 9:00 AM.
    setClock('2026-01-12T14:00:00Z');
    await sweep();
    await drain();
    const texts = (await textsTo(family.parentPhone)).filter((body) =>
      body.endsWith('Reply YES if you are OK, or NO if you need help.'),
    );
    expect(texts).toHaveLength(2);
  });

  it('waits for her own check-in due in the same minute to be answered, not both at once', async () => {
    const family = await setUpFamily('heat-same-minute');
    setClock('2026-01-15T13:50:00Z'); // 8:50 AM in New York; her time is 9:00 AM
    await raise('10001', 'Extreme Heat Warning', 6);
    setClock('2026-01-15T14:00:00Z'); // 9:00 AM: the poll and her time in the same minute
    await poll();
    await sweep();
    await drain();
    const questions = () => questionsTo(family.parentPhone);
    expect(await questions()).toHaveLength(1);
    expect(await heatTexts(family.parentPhone)).toEqual([]);
    advance(5);
    await text(family.parentPhone, 'yes');
    await drain();
    advance(1);
    await sweep();
    await drain();
    expect(await heatTexts(family.parentPhone)).toEqual([heatText]);
    expect(await questions()).toHaveLength(2);
  });

  // Seed 21 of `npm run simulate` (35 parents × 5 days): the warning's check-in opened at 7:00 AM
  // and her own at 7:05 while it still waited; two follow-up calls rang five minutes apart, she
  // pressed 1 on the first, missed the second, and her family was told she did not respond.
  it('keeps her own time waiting while it is open: one question, one call, no false alarm', async () => {
    const family = await setUpFamily('heat-before-her-time');
    setClock('2026-01-16T13:55:00Z'); // 8:55 AM in New York; her time is 9:00 AM
    await raise('10001', 'Extreme Heat Warning', 6);
    await poll();
    await sweep();
    await drain();
    const questions = () => questionsTo(family.parentPhone);
    expect(await questions()).toEqual([heatText]);

    // 9:00 AM: her time has come, but the warning's question is still open.
    setClock('2026-01-16T14:00:00Z');
    await sweep();
    await drain();
    expect(await questions()).toEqual([heatText]);

    // No answer by text: the warning's follow-up call at 9:55, and she presses 1.
    setClock('2026-01-16T14:55:00Z');
    await followUp();
    await answerCall(family.parentId, 'press-1');
    await drain();
    expect((await textsTo(family.members.sms)).at(-1)).toMatch(/Grace Hopper/);

    // The next minute her own check-in goes, within its catch-up, and she answers it.
    advance(1);
    await sweep();
    await drain();
    expect(await questions()).toHaveLength(2);
    advance(5);
    await text(family.parentPhone, 'yes');
    await drain();
    advance(60);
    await followUp();
    await drain();

    expect(await callsTo(family.parentPhone)).toHaveLength(1);
    for (const phone of [family.members.sms, family.members.both])
      for (const body of await textsTo(phone)) expect(body).not.toMatch(/did not (reply|answer)/);
    for (const mail of await emailsTo(family.memberEmails.email))
      expect(mail.subject).not.toMatch(/did not respond/);
  });

  it('is never sent in her night: a warning seen at 5:00 AM waits for 7:00 AM', async () => {
    const family = await setUpFamily('heat-night');
    setClock('2026-01-14T10:00:00Z'); // 5:00 AM in New York
    await raise('10001', 'Tornado Warning', 6);
    await poll();
    await sweep();
    await drain();
    const tornado = async () =>
      (await textsTo(family.parentPhone)).filter((body) => body.includes('Tornado Warning'));
    expect(await tornado()).toEqual([]);
    setClock('2026-01-14T12:00:00Z'); // 7:00 AM
    await sweep();
    await drain();
    expect(await tornado()).toEqual([
      'There is a Tornado Warning where you are today.\n\nReply YES if you are OK, or NO if you need help.',
    ]);
  });
});
