import { describe, expect, it } from 'vitest';
import { engineTestFile } from '../../test/engine-test-file';

// Several check-ins a day (docs/product.md §2.13), read from what the phones, the inboxes and the
// dashboard show: each time of the day runs the whole loop on its own.

// Monday 12 January 2026, 8:00 AM in New York (EST).
const { setClock, advance, world } = engineTestFile('2026-01-12T13:00:00Z');
const { api, drain, textsTo, emailsTo, setUpFamily, answerCall, sweep, followUp, text } = world;

const evening = 'Good evening {parent_name}, did supper go well?';

async function twiceADay(label: string) {
  const family = await setUpFamily(label);
  const { schedule } = await api(family.owner, 'PUT', `/api/schedules/${family.parentId}`, {
    timezone: 'America/New_York',
    messageTime: '09:00',
    moreTimes: [{ time: '19:00', message: evening }],
    enabled: true,
  });
  expect(schedule.moreTimes).toEqual([{ time: '19:00', message: evening }]);
  return family;
}

const checkInTexts = async (phone: string) =>
  (await textsTo(phone)).filter((body) => body.includes('Reply YES if you are OK'));

describe('two check-ins in one day', () => {
  it('the morning answered, the evening missed: each its own text, its own call, its own alert', async () => {
    const family = await twiceADay('twice');
    setClock('2026-01-12T14:00:00Z'); // 9:00 AM
    await sweep();
    await drain();
    expect(await checkInTexts(family.parentPhone)).toHaveLength(1);
    advance(5);
    await text(family.parentPhone, 'yes');
    await drain();
    const okTexts = await textsTo(family.members.sms);
    expect(okTexts.at(-1)).toMatch(/Grace Hopper replied YES/);

    // Nothing more during the day, however often the sweep runs.
    setClock('2026-01-12T23:59:00Z'); // 6:59 PM
    await sweep();
    await drain();
    expect(await checkInTexts(family.parentPhone)).toHaveLength(1);

    setClock('2026-01-13T00:00:00Z'); // 7:00 PM
    await sweep();
    await sweep();
    await drain();
    const texts = await checkInTexts(family.parentPhone);
    expect(texts).toHaveLength(2);
    expect(texts[1]).toBe(
      'Good evening Gran, did supper go well?\n\nReply YES if you are OK, or NO if you need help.',
    );

    // No answer to the evening's: the call after the delay, unanswered, then everyone is told.
    advance(60);
    await followUp();
    await answerCall(family.parentId, 'no-answer');
    await drain();
    for (const phone of [family.members.sms, family.members.both])
      expect((await textsTo(phone)).at(-1)).toContain(
        'did not reply to the text and did not answer the call',
      );
    const alertMails = (await emailsTo(family.memberEmails.email)).filter((mail) =>
      /did not/.test(mail.subject + mail.textBody),
    );
    expect(alertMails).toHaveLength(1);

    // The dashboard shows each: the morning OK, the evening missed; the card leads with the alert.
    const overview = await api(family.owner, 'GET', '/api/dashboard/overview');
    const today = overview.parents[0].today;
    expect(today.status).toBe('no_response');
    expect(today.checkIns).toEqual([
      { slot: 0, time: '09:00', status: 'ok' },
      { slot: 1, time: '19:00', status: 'no_response' },
    ]);
    expect(overview.parents[0].strip.at(-1)).toMatchObject({
      mark: 'no_answer',
      label: 'OK, then No answer',
    });

    // The next morning's text is the day's first again, and the evening's comes at 7:00 PM.
    setClock('2026-01-13T14:00:00Z');
    await sweep();
    await drain();
    expect(await checkInTexts(family.parentPhone)).toHaveLength(3);
  });

  it('refuses times closer than three hours, and more than three a day, and changes nothing', async () => {
    const family = await twiceADay('refused');
    const put = (moreTimes: unknown) =>
      world
        .api(family.owner, 'PUT', `/api/schedules/${family.parentId}`, {
          timezone: 'America/New_York',
          messageTime: '09:00',
          moreTimes,
          enabled: true,
        })
        .catch((error: Error) => error.message);
    expect(await put([{ time: '11:00', message: '' }])).toMatch(
      /400 .*Check-in times must be at least 3 hours apart/,
    );
    expect(
      await put([
        { time: '12:00', message: '' },
        { time: '15:00', message: '' },
        { time: '18:00', message: '' },
      ]),
    ).toMatch(/400 .*at most 3 check-in times a day/);
    expect(await put([{ time: '19:00', message: 'Hi {name' }])).toMatch(/400 .*Unclosed \{/);
    const { schedules } = await api(family.owner, 'GET', '/api/schedules');
    expect(schedules[0].moreTimes).toEqual([{ time: '19:00', message: evening }]);
    // Turned off and on again from the dashboard (no more times given): her evening stays.
    for (const enabled of [false, true])
      await api(family.owner, 'PUT', `/api/schedules/${family.parentId}`, {
        timezone: 'America/New_York',
        messageTime: '09:00',
        enabled,
      });
    const { schedules: after } = await api(family.owner, 'GET', '/api/schedules');
    expect(after[0].moreTimes).toEqual([{ time: '19:00', message: evening }]);
  });
});
