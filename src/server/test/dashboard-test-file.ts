import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { smsMessages } from '../db/schema';
import {
  activityResponse,
  dashboardOverviewSchema,
  historyPageSchema,
  type DashboardOverview,
} from '../../shared/dashboard';
import { engineWorld, type EngineWorld } from './engine-world';
import { signInAs } from './sign-in';
import { createTestHarness, type TestHarness } from './test-app';

export const MINUTE = 60_000;

export const parentInput = (
  firstName: string,
  nickname: string,
  phone: string,
  timezone: string,
) => ({
  firstName,
  lastName: 'Hopper',
  nickname,
  relationshipType: 'parent',
  phone,
  city: 'New York',
  state: 'New York',
  zipOrCounty: '10001',
  timezone,
  messageTime: '09:00',
});

export interface DashboardAccount {
  owner: string;
  parents: { id: string; phone: string }[];
  memberPhone: string;
}

/**
 * One dashboard test file's service, on its own clock (Monday 12 January 2026, 9:00 AM in New
 * York; 6:00 AM in Los Angeles, before the window), with the helpers its tests share: set-up
 * accounts, the API as an owner, the workers' drain, and the overview, activity and history
 * read through the shared schemas the dashboard parses them with, so every state the tests
 * reach is also a shape the screens accept.
 */
export function dashboardTestFile() {
  let current = new Date('2026-01-12T14:00:00Z');
  const clock = {
    now: () => new Date(current),
    set: (iso: string) => {
      current = new Date(iso);
    },
  };
  let harness: TestHarness;
  beforeAll(async () => {
    harness = await createTestHarness({ clock });
  });
  afterAll(async () => {
    await harness.close();
  });

  let world: EngineWorld;
  beforeAll(() => {
    world = engineWorld(harness, { areaCode: '718', clock });
  });
  const nextPhone = () => world.nextPhone();
  const simulator = () => world.simulator();
  const serviceNumber = () => world.serviceNumber();
  const drain = () => world.drain();

  const request = (cookie: string, method: string, path: string, body?: unknown) =>
    harness.app.request(path, {
      method,
      headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  /** The API as an owner, its answer typed by the caller (the overview and history reads below parse theirs). */
  const api = async <T = unknown>(
    cookie: string,
    method: string,
    path: string,
    body?: unknown,
  ): Promise<T> => world.api(cookie, method, path, body);

  /**
   * A set-up account: parents (the first in New York, others in Los Angeles), one family
   * member following them all, every number agreed to texts, and a trial.
   */
  async function setUpAccount(label: string, parentCount = 1): Promise<DashboardAccount> {
    const owner = await signInAs(harness, `${label}@example.com`, 'Owner');
    const created: { id: string; phone: string }[] = [];
    for (let index = 0; index < parentCount; index += 1) {
      const phone = nextPhone();
      const { parent } = await api<{ parent: { id: string } }>(
        owner,
        'POST',
        '/api/parents',
        parentInput(
          index === 0 ? 'Grace' : 'Alan',
          index === 0 ? 'Gran' : 'Pops',
          phone.typed,
          index === 0 ? 'America/New_York' : 'America/Los_Angeles',
        ),
      );
      created.push({ id: parent.id, phone: phone.e164 });
    }
    const member = nextPhone();
    await api(owner, 'POST', '/api/family-members', {
      firstName: 'Ada',
      lastName: 'Lovelace',
      cellPhone: member.typed,
      email: `${label}-ada@example.com`,
      city: 'Boston',
      state: 'Massachusetts',
      zipOrCounty: '02108',
      notificationPreference: 'sms',
      parentIds: created.map((parent) => parent.id),
    });
    // Each phone agrees; one whose zone is not yet at 9:00 AM does in its morning (docs/product.md §3).
    await world.agreeAll(owner);
    await api(owner, 'POST', '/api/billing/trial');
    await drain();
    return { owner, parents: created, memberPhone: member.e164 };
  }

  return {
    get harness() {
      return harness;
    },
    /** The service clock's instant. */
    now: () => clock.now(),
    advance: (minutes: number) => {
      current = new Date(current.getTime() + minutes * MINUTE);
    },
    request,
    api,
    simulator,
    serviceNumber,
    drain,
    setUpAccount,
    overviewOf: async (cookie: string) =>
      dashboardOverviewSchema.parse(await api(cookie, 'GET', '/api/dashboard/overview')),
    activityOf: async (cookie: string) =>
      activityResponse.parse(await api(cookie, 'GET', '/api/dashboard/activity?limit=50')).activity,
    historyOf: async (cookie: string, query = '') =>
      historyPageSchema.parse(await api(cookie, 'GET', `/api/messages${query}`)),
    todayOf: (overview: DashboardOverview, parentId: string) =>
      overview.parents.find((parent) => parent.id === parentId)!.today,
    /** Texts of the account the provider accepted, counted straight from the table. */
    acceptedTexts: async (cookie: string) => {
      const { user } = await api<{ user: { id: string } }>(cookie, 'GET', '/api/session');
      const rows = await harness.database.db
        .select({ id: smsMessages.id })
        .from(smsMessages)
        .where(
          and(eq(smsMessages.userId, user.id), inArray(smsMessages.status, ['sent', 'delivered'])),
        );
      return rows.length;
    },
  };
}
