import { describe, expect, it } from 'vitest';
import { dashboardOverviewSchema } from '@/shared/dashboard';
import { pausesResponse } from '@/shared/pauses';
import { engineTestFile } from '../../test/engine-test-file';

// Monday 12 January 2026 in New York (EST); each parent's time is 9:00 AM.
const { setClock, world, harness } = engineTestFile('2026-01-12T13:00:00Z');
const { text, drain, textsTo, emailsTo, checkInOf, setUpFamily, workerMinute, api } = world;

const at = (day: string, time: string) => `${day}T${time}:00Z`;
const newer = async (phone: string, before: number) => (await textsTo(phone)).slice(before);

const request = async (cookie: string, method: string, path: string, body?: unknown) => {
  const response = await harness().app.request(path, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.text() };
};

describe('the owner pauses a parent from the dashboard (docs/product.md §2.14)', () => {
  it('for a hospital stay: the family and the parent are told, the days are paused, "send now" is refused; ended early, everyone is told and her next day goes', async () => {
    setClock(at('2026-01-12', '17:00'));
    const family = await setUpFamily('owner-pause');
    // Today's check-in is not touched: it goes as it would.
    await workerMinute();
    await text(family.parentPhone, 'YES');
    await drain();
    const herBefore = (await textsTo(family.parentPhone)).length;
    const memberBefore = (await textsTo(family.members.sms)).length;

    await api(family.owner, 'PUT', `/api/parents/${family.parentId}/pause`, {
      from: '2026-01-13',
      until: '2026-01-16',
      reason: 'Hospital stay',
    });
    expect(pausesResponse.parse(await api(family.owner, 'GET', '/api/pauses')).pauses).toEqual([
      {
        parentId: family.parentId,
        from: '2026-01-13',
        until: '2026-01-16',
        reason: 'Hospital stay',
        by: 'owner',
        byName: 'Owner',
      },
    ]);
    await workerMinute();
    expect(await newer(family.members.sms, memberBefore)).toEqual([
      "Family Check-In: Owner paused Grace Hopper's daily check-ins (Hospital stay) through Fri, Jan 16. Check-ins start again Sat, Jan 17, and you will be told that day. Until then nobody checks on Grace Hopper each day, so please keep in touch yourself.",
    ]);
    expect(await newer(family.parentPhone, herBefore)).toEqual([
      'Family Check-In: Owner paused your daily check-ins through Fri, Jan 16. They start again Sat, Jan 17. To start sooner, text RESUME.',
    ]);
    expect(await emailsTo(family.memberEmails.email, 'checkins-paused')).toHaveLength(1);

    // Tuesday before her time: the card says paused, not "Not sent yet", and promises no text.
    setClock(at('2026-01-13', '12:00'));
    const early = dashboardOverviewSchema.parse(
      await api(family.owner, 'GET', '/api/dashboard/overview'),
    ).parents[0]!;
    expect([early.today.status, early.today.sendsBy, early.strip.at(-1)!.mark]).toEqual([
      'paused',
      null,
      'paused',
    ]);
    // Tuesday: paused, and the owner cannot send one by hand either.
    setClock(at('2026-01-13', '14:00'));
    await workerMinute();
    expect(
      (await checkInOf(family.parentId)).find((day) => day.localDate === '2026-01-13'),
    ).toMatchObject({
      status: 'paused',
    });
    expect(await newer(family.parentPhone, herBefore + 1)).toEqual([]);

    // Wednesday morning, before her time: ended early. Her check-in goes today at 9:00 AM.
    setClock(at('2026-01-14', '13:00'));
    const sendNow = await request(family.owner, 'POST', `/api/parents/${family.parentId}/check-in`);
    expect(sendNow.status).toBe(409);
    expect(JSON.parse(sendNow.body).error.message).toBe(
      "Gran's check-ins are paused through Fri, Jan 16. Resume them to send one now.",
    );
    expect(
      (await request(family.owner, 'DELETE', `/api/parents/${family.parentId}/pause`)).status,
    ).toBe(204);
    setClock(at('2026-01-14', '14:00'));
    await workerMinute();
    expect(await newer(family.members.sms, memberBefore + 1)).toEqual([
      "Family Check-In: Owner ended the pause: Grace Hopper's daily check-ins start again today at 9:00 AM.",
    ]);
    expect(await newer(family.parentPhone, herBefore + 1)).toEqual([
      'Family Check-In: Your daily check-ins start again today at 9:00 AM.',
      expect.stringMatching(/^Good morning|^Hi|^Hello/),
    ]);
    expect(
      (await checkInOf(family.parentId)).find((day) => day.localDate === '2026-01-14'),
    ).toMatchObject({
      status: 'awaiting',
    });
    // Nothing left to end.
    const again = await request(family.owner, 'DELETE', `/api/parents/${family.parentId}/pause`);
    expect(again.status).toBe(404);
    expect(JSON.parse(again.body).error.message).toBe("This parent's check-ins are not paused.");
  });

  it('refuses a pause it cannot keep, and changes nothing', async () => {
    setClock(at('2026-01-12', '17:00'));
    const family = await setUpFamily('owner-pause-bad');
    const path = `/api/parents/${family.parentId}/pause`;
    const refusals = [
      [
        { from: '2026-01-11', until: '2026-01-13' },
        "A pause cannot start before today in the parent's time zone.",
      ],
      [{ from: '2026-01-14', until: '2026-01-13' }, 'The last day cannot be before the first day.'],
      [{ from: '2026-01-13', until: '2026-05-13' }, 'A pause can last at most 90 days.'],
      [{ from: 'tomorrow', until: '2026-01-13' }, 'Choose the first day of the pause.'],
    ] as const;
    for (const [body, message] of refusals) {
      const response = await request(family.owner, 'PUT', path, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body).toContain(message);
    }
    expect(pausesResponse.parse(await api(family.owner, 'GET', '/api/pauses')).pauses).toEqual([]);
  });
});
