import { describe, expect, it } from 'vitest';
import type { Family } from '../../test/engine-world';
import { engineTestFile } from '../../test/engine-test-file';

/**
 * The weekly report tells the bad days as they were (docs/product.md §2, weekly report; §2.12):
 * every day here is lived through the phones, and the report is read from what the family's
 * phones and inboxes received.
 */
// Monday 12 January 2026, 8:00 AM in New York (EST). Each day's text goes at 9:00 AM.
const { setClock, harness, world, sendTodays } = engineTestFile('2026-01-12T13:00:00Z');
const { drain, text, textsTo, emailsTo, setUpFamily, answerCall, followUp } = world;

/** The day's text at 9:00 AM and her reply to it by text at `time` (New York, EST). */
async function repliesByText(family: Family, day: string, time: string, words = 'Sí') {
  await sendTodays(family, day);
  setClock(`${day}T${time}:00Z`);
  await text(family.parentPhone, words);
  await drain();
}

/** The day's text goes unanswered; the follow-up call at 10:00 AM is answered with `words`. */
async function answersTheCall(family: Family, day: string, words?: string) {
  await sendTodays(family, day);
  setClock(`${day}T15:00:00Z`);
  await followUp();
  await drain();
  await answerCall(family.parentId, words === undefined ? 'no-answer' : 'say', words);
  await drain();
}

/** A family member closes the day's alert on the parent's behalf ("SHE'S OK"). */
async function familySaysShesOk(family: Family) {
  await text(family.members.sms, "She's OK, I called her");
  await drain();
}

/** Sunday 6:05 PM in New York: the report goes out; what the sms member and the e-mail say. */
async function reportOn(family: Family, sunday: string) {
  setClock(`${sunday}T23:05:00Z`);
  await harness().services.checkIns.weeklyReports.sendDue();
  await drain();
  const texts = (await textsTo(family.members.sms)).filter((body) =>
    body.includes('weekly report'),
  );
  const mailed = await emailsTo(family.memberEmails.email, 'weekly-report');
  expect(texts).toHaveLength(1);
  expect(mailed).toHaveLength(1);
  return { text: texts[0]!, email: mailed[0]!.textBody };
}

describe('the weekly report, told truthfully', () => {
  it('counts a NO said on the call and a silent day, even after the family closed the alerts', async () => {
    const family = await setUpFamily('weekly-truth', { parent: { language: 'es' } });
    // Monday: the text goes unanswered; on the call she says "me caí". Ann calls her back.
    await answersTheCall(family, '2026-01-12', 'me caí');
    await familySaysShesOk(family);
    // Tuesday: "Sí" at 9:10 AM.
    await repliesByText(family, '2026-01-13', '14:10');
    // Wednesday: "no" at 9:20 AM; the family closes it, and later she says "Sí" herself.
    await repliesByText(family, '2026-01-14', '14:20', 'no');
    await familySaysShesOk(family);
    setClock('2026-01-14T17:00:00Z');
    await text(family.parentPhone, 'Sí');
    await drain();
    // Thursday to Saturday: "Sí" at 9:05 AM (days with no sweep at all would be days the
    // service was down, missed by us).
    for (const day of ['2026-01-15', '2026-01-16', '2026-01-17'])
      await repliesByText(family, day, '14:05');
    // Sunday: neither the text nor the call is answered; the family is alerted, then closes it.
    await answersTheCall(family, '2026-01-18');
    expect((await textsTo(family.members.sms)).at(-1)).toMatch(/^Grace Hopper did not/);
    await familySaysShesOk(family);

    const report = await reportOn(family, '2026-01-18');
    const counts = 'Grace Hopper: 4 OK, 2 NO, 1 missed.';
    expect(report.text).toContain(counts);
    expect(report.email).toContain(counts);
    // One silent day is no run, and there is no week before to compare with.
    expect(report.text).not.toMatch(/in a row|later than/);
  });

  it('says when her replies drift later than the week before, and names a run of missed days', async () => {
    const family = await setUpFamily('weekly-changes');
    // The week before (Jan 19–25): she answers at 9:05 AM each weekday.
    for (const day of ['19', '20', '21', '22', '23'])
      await repliesByText(family, `2026-01-${day}`, '14:05');
    // This week (Jan 26–Feb 1): later, around 9:45 AM; then Thursday to Saturday, silence.
    await repliesByText(family, '2026-01-26', '14:45');
    await repliesByText(family, '2026-01-27', '14:45');
    await repliesByText(family, '2026-01-28', '14:50');
    for (const day of ['2026-01-29', '2026-01-30', '2026-01-31']) await answersTheCall(family, day);
    await repliesByText(family, '2026-02-01', '14:45');

    const report = await reportOn(family, '2026-02-01');
    const lines = [
      'Grace Hopper: 4 OK, 0 NO, 3 missed. Usually replies around 9:45 AM.',
      "Grace Hopper's replies came about 40 minutes later than the week before.",
      'Grace Hopper missed 3 days in a row (Thu–Sat).',
    ];
    expect(report.text).toBe(`Family Check-In weekly report (Jan 26–Feb 1): ${lines.join(' ')}`);
    for (const line of lines) expect(report.email).toContain(line);
  });
});
