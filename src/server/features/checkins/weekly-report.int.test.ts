import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkIns, parents } from '../../db/schema';
import type { CheckInStatus } from '@/shared/check-ins';
import { engineTestFile } from '../../test/engine-test-file';

// A clock the test moves. Monday 12 January 2026, 8:00 AM in New York (EST).
const { setClock, harness, world } = engineTestFile('2026-01-12T13:00:00Z');
const { drain, textsTo, emailsTo, setUpFamily } = world;

describe('the weekly report', () => {
  it('goes out on Sunday at 6:00 PM in the owner’s zone, once, with each followed parent’s week', async () => {
    const family = await setUpFamily('weekly');
    const [{ userId }] = (await harness()
      .database.db.select({ userId: parents.userId })
      .from(parents)
      .where(eq(parents.id, family.parentId))) as [{ userId: string }];
    // Monday 12 to Sunday 18 January: four OK (replies 9:05–9:20 AM), one NO, one missed.
    const week: [string, CheckInStatus, string | null][] = [
      ['2026-01-12', 'ok', '2026-01-12T14:05:00Z'],
      ['2026-01-13', 'ok', '2026-01-13T14:10:00Z'],
      ['2026-01-14', 'needs_help', '2026-01-14T14:30:00Z'],
      ['2026-01-15', 'no_response', null],
      ['2026-01-16', 'ok', '2026-01-16T14:20:00Z'],
      ['2026-01-17', 'ok', '2026-01-17T14:15:00Z'],
      ['2026-01-11', 'ok', '2026-01-11T14:15:00Z'], // the Sunday before: not this week
    ];
    await harness()
      .database.db.insert(checkIns)
      .values(
        week.map(([localDate, status, respondedAt]) => ({
          userId,
          parentId: family.parentId,
          localDate,
          status,
          respondedAt: respondedAt ? new Date(respondedAt) : null,
        })),
      );
    const reports = harness().services.checkIns.weeklyReports;
    setClock('2026-01-18T22:59:00Z'); // 5:59 PM in New York
    await reports.sendDue();
    setClock('2026-01-19T00:00:00Z'); // Sunday 7:00 PM
    await reports.sendDue();
    await reports.sendDue();
    await drain();
    const line = 'Grace Hopper: 4 OK, 1 NO, 1 missed. Usually replies around 9:15 AM.';
    const texts = (await textsTo(family.members.sms)).filter((body) => body.includes('weekly'));
    expect(texts).toEqual([`Family Check-In weekly report (Jan 12–Jan 18): ${line}`]);
    const mailed = await emailsTo(family.memberEmails.email, 'weekly-report');
    expect(mailed).toHaveLength(1);
    expect(mailed[0]!.textBody).toContain(line);
    // The week day by day: a line in the text part, and a cell per day in the HTML.
    expect(mailed[0]!.textBody).toContain(
      'Grace Hopper: Mon OK 9:05 AM · Tue OK 9:10 AM · Wed Needs help 9:30 AM · Thu No answer · Fri OK 9:20 AM · Sat OK 9:15 AM · Sun Not sent yet',
    );
    const cells = [...mailed[0]!.htmlBody.matchAll(/<td title="([^"]+)"[^>]*>([\s\S]*?)<\/td>/g)];
    expect(cells.map(([, title]) => title)).toEqual([
      'Mon, Jan 12: OK, replied 9:05 AM',
      'Tue, Jan 13: OK, replied 9:10 AM',
      'Wed, Jan 14: Needs help, replied 9:30 AM',
      'Thu, Jan 15: No answer',
      'Fri, Jan 16: OK, replied 9:20 AM',
      'Sat, Jan 17: OK, replied 9:15 AM',
      'Today, Sun, Jan 18: Not sent yet',
    ]);
    // Each cell reads without its colour: the day, a symbol and the words.
    const words = (html: string) =>
      html
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
    expect(words(cells[2]![2]!)).toBe('Wed ! Needs help 9:30 AM');
    expect(words(cells[3]![2]!)).toBe('Thu ✕ No answer');
    // An e-mail-only member gets no text; an unverified one gets no text either.
    expect((await textsTo(family.members.email)).some((body) => body.includes('weekly'))).toBe(
      false,
    );
    expect(await textsTo(family.members.unverified)).toEqual([]);
  });
});
