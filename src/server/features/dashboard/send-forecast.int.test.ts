import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../db/client';
import { consents, parents, subscriptions, users } from '../../db/schema';
import { startOnSimulatedTime, type SimulatedService } from '../../simulation/boss-driver';
import { dashboardOverviewSchema } from '@/shared/dashboard';
import { seedPeakParents } from '../../test/peak-parents';
import { signInAs } from '../../test/sign-in';

/**
 * A sender that takes one text a second (a single long code), and 150 other families' parents
 * due at 9:00 AM with Grace: the owner is told before 9:00 that her text goes out by 9:03, and
 * then when; and her phone has it by then. The service runs on simulated time, its workers and
 * cron included, so the minutes of the peak pass in seconds.
 */

const PEAK = 150;
let service: SimulatedService;
let owner: string;
const gracePhone = '+17185550199';

beforeAll(async () => {
  // 7:58 AM in New York.
  service = await startOnSimulatedTime('2026-04-14T11:58:00Z', { SMS_MESSAGES_PER_SECOND: '1' });
  const { harness } = service;
  const db = harness.database.db;
  owner = await signInAs(harness, 'forecast-owner@example.com', 'Ann');
  const [user] = await db.select().from(users).where(eq(users.email, 'forecast-owner@example.com'));
  const [grace] = await db
    .insert(parents)
    .values({
      userId: user!.id,
      firstName: 'Grace',
      lastName: 'Hopper',
      relationshipType: 'parent',
      phone: gracePhone,
      timezone: 'America/New_York',
      city: 'New York',
      state: 'New York',
      zipOrCounty: '10001',
      country: 'United States',
      messageTime: '09:00',
      personalityType: 'caring',
    })
    .returning();
  await db.insert(consents).values({
    userId: user!.id,
    subjectType: 'parent',
    subjectId: grace!.id,
    phone: gracePhone,
    status: 'verified',
    verifiedAt: new Date(0),
    verifiedFrom: gracePhone,
  });
  await db.insert(subscriptions).values({
    userId: user!.id,
    provider: 'demo',
    status: 'trialing',
    parentCount: 1,
    familyMemberCount: 0,
  });
  await seedPeakParents(db, PEAK);
}, 120_000);
afterAll(async () => {
  await service?.close();
});

const overview = async () => {
  const response = await service.harness.app.request('/api/dashboard/overview', {
    headers: { cookie: owner },
  });
  return dashboardOverviewSchema.parse(await response.json()).parents[0]!.today;
};

/** The numbers the phone network has carried a text to, and to how many. */
const textedPhones = async () =>
  new Set(
    (
      await selectRows<{ phone: string }>(
        service.harness.database.db,
        sql`select distinct phone from simulator_events where kind = 'sms' and direction = 'to_phone'`,
      )
    ).map((row) => row.phone),
  );

describe('texts the sender’s rate makes late', () => {
  it('tells the owner by when today’s text goes out, and the phone has it by then', async () => {
    await service.advanceTo(new Date('2026-04-14T12:00:00Z').getTime(), async () => {});
    // 8:00 AM: 151 texts are due at 9:00, one a second: the last goes at 9:02:30, by 9:03.
    const before = await overview();
    expect(before.status).toBe('not_started');
    expect(before.sendsBy).toBe('2026-04-14T13:03:00.000Z');

    // Minute by minute, which numbers have their text: each is put down in the minute the
    // phone had it by (the workers finish what falls due inside a minute before it is looked at).
    const arrivals = new Map<string, number>();
    const forecasts: (string | null)[] = [];
    await service.advanceTo(new Date('2026-04-14T13:05:00Z').getTime(), async () => {
      const minute = Math.floor(service.now().getTime() / 60_000) * 60_000;
      for (const phone of await textedPhones())
        if (!arrivals.has(phone)) arrivals.set(phone, minute);
      if (!arrivals.has(gracePhone)) forecasts.push((await overview()).sendsBy);
    });
    const byMinute = [...arrivals.values()].reduce<Record<string, number>>((counts, at) => {
      const minute = new Date(at).toISOString().slice(11, 16);
      counts[minute] = (counts[minute] ?? 0) + 1;
      return counts;
    }, {});
    // One a second: sixty texts a minute, the 151st in the third minute, none later.
    expect(byMinute).toEqual({ '13:00': 60, '13:01': 60, '13:02': 31 });
    // Grace had hers within the minute, before the time she was told; while she waited, each
    // later look told a time no later than the first.
    const graceBy = arrivals.get(gracePhone)! + 60_000;
    expect(graceBy).toBeLessThanOrEqual(Date.parse(before.sendsBy!));
    for (const sendsBy of forecasts)
      expect(Date.parse(sendsBy ?? before.sendsBy!)).toBeLessThanOrEqual(
        Date.parse(before.sendsBy!),
      );
    // Once she has it, nothing is left to forecast.
    expect((await overview()).sendsBy).toBeNull();
  }, 120_000);
});
