import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardOverviewSchema } from '@/shared/dashboard';
import { standInWarningsSchema } from '@/shared/weather';
import { weatherWarningDays } from '../../db/schema';
import { localDateOf } from '../../time/local-time';
import { sampleParent } from '../../test/family-bodies';
import { callJson, postJson, signInAs } from '../../test/sign-in';
import { createTestHarness, testLogger, type TestHarness } from '../../test/test-app';
import type { Fetch } from './nws-client';
import { createWeatherService, WEATHER_POLL_JOB } from './service';
import { standInFetch } from './stand-in-fetch';

// The poller on the local stand-in (decision 049): a warning raised on /dev/weather for a ZIP
// code is read through the same NWS client as the real service, and recorded once per parent
// and day. The service's clock is 1:00 PM in New York (10:00 AM in Los Angeles).
let harness: TestHarness;
beforeAll(async () => {
  harness = await createTestHarness();
});
afterAll(async () => {
  await harness.close();
});

const addParent = async (cookie: string, fields: Record<string, string>) => {
  const response = await postJson(harness, '/api/parents', sampleParent(fields), cookie);
  expect(response.status).toBe(201);
  return ((await response.json()) as { parent: { id: string } }).parent.id;
};

const raise = (zip: string, kind: string, hours = 6) =>
  postJson(harness, '/api/dev/weather', { zip, kind, hours });

const daysOf = (parentId: string) =>
  harness.database.db
    .select()
    .from(weatherWarningDays)
    .where(eq(weatherWarningDays.parentId, parentId));

describe('the weather poller (docs/product.md §2.16)', () => {
  let inLosAngeles: string;
  let herNeighbour: string;
  let inNewYork: string;
  let noZip: string;
  let owner: string;

  beforeAll(async () => {
    owner = await signInAs(harness, 'weather-owner@example.com', 'Ann');
    inLosAngeles = await addParent(owner, {
      firstName: 'Walter',
      phone: '(213) 555-0101',
      city: 'Los Angeles',
      state: 'California',
      zipOrCounty: '90012',
      timezone: 'America/Los_Angeles',
    });
    inNewYork = await addParent(owner, { firstName: 'Rose', zipOrCounty: '10001' });
    noZip = await addParent(owner, {
      firstName: 'June',
      phone: '(213) 555-0102',
      zipOrCounty: 'Los Angeles County',
      timezone: 'America/Los_Angeles',
    });
    // Another account's parent at the same ZIP: one location, asked about once.
    const other = await signInAs(harness, 'weather-neighbour@example.com', 'Ben');
    herNeighbour = await addParent(other, {
      firstName: 'Ida',
      phone: '(213) 555-0103',
      zipOrCounty: '90012',
      timezone: 'America/Los_Angeles',
    });
  });

  it('records a warning raised for her ZIP once for her day, and nothing for a parent elsewhere', async () => {
    const raised = await raise('90012', 'Extreme Heat Warning');
    expect(raised.status).toBe(201);
    const page = standInWarningsSchema.parse(await raised.json());
    expect(page.warnings).toMatchObject([
      { zip: '90012', kind: 'Extreme Heat Warning', place: 'Los Angeles, CA' },
    ]);

    const [day] = await daysOf(inLosAngeles);
    expect(day).toMatchObject({
      localDate: localDateOf(harness.services.clock.now(), 'America/Los_Angeles'),
      kind: 'Extreme Heat Warning',
      checkInOpenedAt: null,
    });
    expect(day!.nwsId).toMatch(/^urn:oid:stand-in\./);
    expect(await daysOf(herNeighbour)).toHaveLength(1);
    expect(await daysOf(inNewYork)).toEqual([]);
    expect(await daysOf(noZip)).toEqual([]);

    // Polled again, and another warning there the same day: still the first, once.
    await harness.runJob(WEATHER_POLL_JOB, {});
    await raise('90012', 'Tornado Warning', 1);
    await harness.runJob(WEATHER_POLL_JOB, {});
    expect(await daysOf(inLosAngeles)).toMatchObject([{ kind: 'Extreme Heat Warning' }]);
    expect(await daysOf(herNeighbour)).toHaveLength(1);
    expect(await daysOf(inNewYork)).toEqual([]);
  });

  it('tells the dashboard whose ZIP code is not recognised', async () => {
    const overview = dashboardOverviewSchema.parse(
      await (await callJson(harness, 'GET', '/api/dashboard/overview', owner)).json(),
    );
    expect(
      Object.fromEntries(overview.parents.map((parent) => [parent.id, parent.weatherLocation])),
    ).toEqual({
      [inLosAngeles]: 'found',
      [inNewYork]: 'found',
      [noZip]: 'zip_not_recognised',
    });
  });

  it("marks a parent's extra check-in opened once, for the engine (its sending: checkins/weather-check-ins.int.test.ts)", async () => {
    const { weather } = harness.services.features;
    const now = harness.services.clock.now();
    const walter = { parentId: inLosAngeles, localDate: localDateOf(now, 'America/Los_Angeles') };
    expect(await weather.markWeatherCheckInOpened(walter, now)).toBe(true);
    expect(await weather.markWeatherCheckInOpened(walter, now)).toBe(false);
    const [day] = await daysOf(inLosAngeles);
    expect(day?.checkInOpenedAt).toEqual(now);
    // A day with no warning recorded has nothing to mark.
    expect(
      await weather.markWeatherCheckInOpened({ parentId: inNewYork, localDate: '2020-01-01' }, now),
    ).toBe(false);
  });

  it('asks about the points in states with a warning, a shared one once; a failed poll changes nothing', async () => {
    const { db } = harness.database;
    const clock = harness.services.clock;
    const asked: string[] = [];
    const ask = (url: string) => asked.push(new URL(url).searchParams.get('point') ?? 'anywhere');
    const failing: Fetch = async (url) => {
      ask(url);
      return new Response('{"title":"Service Unavailable"}', { status: 503 });
    };
    await db.delete(weatherWarningDays);
    const weather = createWeatherService({
      db,
      clock,
      weather: harness.config.weather,
      fetch: failing,
    });
    // Los Angeles (two parents) and New York; nothing for a ZIP the table does not know.
    expect(await weather.poll(testLogger)).toEqual({
      locations: 2,
      asked: 0,
      failed: 1,
      recorded: 0,
    });
    expect(asked).toEqual(['anywhere']);
    expect(await db.select().from(weatherWarningDays)).toEqual([]);

    asked.length = 0;
    const working = createWeatherService({
      db,
      clock,
      weather: harness.config.weather,
      fetch: (url, init) => {
        ask(url);
        return standInFetch({ db, clock })(url, init);
      },
    });
    // The warnings in force are in California: New York is not asked about.
    expect(await working.poll(testLogger)).toEqual({
      locations: 2,
      asked: 1,
      failed: 0,
      recorded: 2,
    });
    expect(asked).toHaveLength(2);
    expect(asked[0]).toBe('anywhere');
    expect(asked[1]).toMatch(/^34\.\d{4},-118\.\d{4}$/);
  });

  it('asks about every location when a warning names no state', async () => {
    const { db } = harness.database;
    const clock = harness.services.clock;
    const now = clock.now();
    const stateless = {
      type: 'FeatureCollection',
      features: [
        {
          properties: {
            id: 'urn:oid:2.49.0.1.840.0.no-state',
            event: 'Flood Warning',
            headline: 'Flood Warning',
            status: 'Actual',
            messageType: 'Alert',
            effective: now.toISOString(),
            expires: new Date(now.getTime() + 3_600_000).toISOString(),
          },
        },
      ],
    };
    const asked: string[] = [];
    const weather = createWeatherService({
      db,
      clock,
      weather: harness.config.weather,
      fetch: async (url) => {
        const point = new URL(url).searchParams.get('point');
        asked.push(point ?? 'anywhere');
        return Response.json(point ? { type: 'FeatureCollection', features: [] } : stateless);
      },
    });
    // Los Angeles has its day recorded; New York, in no state named, is asked about all the same.
    expect(await weather.poll(testLogger)).toEqual({
      locations: 1,
      asked: 1,
      failed: 0,
      recorded: 0,
    });
    expect(asked).toEqual(['anywhere', expect.stringMatching(/^40\.\d{4},-73\.\d{4}$/)]);
  });

  it('refuses a ZIP that is not five digits, and clears a warning', async () => {
    const refused = await raise('9001', 'Tornado Warning');
    expect(refused.status).toBe(400);
    const notListed = await raise('90012', 'Heat Advisory');
    expect(notListed.status).toBe(400);

    const listed = standInWarningsSchema.parse(
      await (await callJson(harness, 'GET', '/api/dev/weather')).json(),
    );
    for (const warning of listed.warnings) {
      const cleared = await callJson(harness, 'DELETE', `/api/dev/weather/${warning.id}`);
      expect(cleared.status).toBe(200);
    }
    const after = standInWarningsSchema.parse(
      await (await callJson(harness, 'GET', '/api/dev/weather')).json(),
    );
    expect(after.warnings).toEqual([]);
    expect(after.recorded.length).toBeGreaterThan(0);
  });
});
