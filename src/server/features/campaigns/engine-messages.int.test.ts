import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduledMessages, users } from '../../db/schema';
import { signInAs } from '../../test/sign-in';
import { createTestHarness, type TestHarness } from '../../test/test-app';
import { campaignMessagesFor, markCampaignMessagesSent } from './engine-messages';
import { createCampaignService, type CampaignService } from './service';

let current = new Date('2026-06-01T14:00:00Z');
const clock = { now: () => new Date(current) };

let harness: TestHarness;
let campaigns: CampaignService;
let alexId: string;
let blairId: string;

const userIdOf = async (email: string) => {
  const [user] = await harness.database.db.select().from(users).where(eq(users.email, email));
  return user!.id;
};

/** A campaign created now; the next one is a minute newer. */
async function campaign(userId: string, name: string, startDate: string, days: number) {
  const created = await campaigns.create(userId, {
    name,
    description: '',
    startDate,
    messages: Array.from({ length: days }, (_, i) => `${name} ${i + 1}`),
  });
  current = new Date(current.getTime() + 60_000);
  return created;
}

beforeAll(async () => {
  harness = await createTestHarness({ clock });
  await signInAs(harness, 'alex-engine@example.com', 'Alex');
  await signInAs(harness, 'blair-engine@example.com', 'Blair');
  alexId = await userIdOf('alex-engine@example.com');
  blairId = await userIdOf('blair-engine@example.com');
  campaigns = createCampaignService({ db: harness.database.db, clock });
});
afterAll(async () => {
  await harness.close();
});

describe('campaign messages for the check-in engine', () => {
  it('use the newest active campaign for each account and date, ignoring paused ones', async () => {
    // June: Alex's older campaign covers the 1st to the 7th; a newer one the 3rd to the 5th.
    const older = await campaign(alexId, 'Older', '2026-06-01', 7);
    const newer = await campaign(alexId, 'Newer', '2026-06-03', 3);
    await campaign(blairId, 'Blair', '2026-06-01', 7);

    const wanted = [
      { userId: alexId, localDate: '2026-06-02' },
      { userId: alexId, localDate: '2026-06-04' },
      { userId: alexId, localDate: '2026-06-09' },
      { userId: blairId, localDate: '2026-06-04' },
    ];
    const found = await campaignMessagesFor(harness.database.db, wanted);
    expect(found.get(`${alexId} 2026-06-02`)).toMatchObject({
      content: 'Older 2',
      includeFunFact: false,
    });
    expect(found.get(`${alexId} 2026-06-04`)).toMatchObject({
      content: 'Newer 2',
      includeFunFact: false,
    });
    expect(found.has(`${alexId} 2026-06-09`)).toBe(false);
    expect(found.get(`${blairId} 2026-06-04`)).toMatchObject({
      content: 'Blair 4',
      includeFunFact: false,
    });
    expect(found.size).toBe(3);

    // Paused, the newer campaign steps aside for the older one.
    await campaigns.setActive(alexId, newer.id, false);
    const paused = await campaignMessagesFor(harness.database.db, wanted);
    expect(paused.get(`${alexId} 2026-06-04`)).toMatchObject({
      content: 'Older 4',
      includeFunFact: false,
    });
    expect(paused.get(`${alexId} 2026-06-03`)).toBeUndefined();

    await campaigns.setActive(alexId, older.id, false);
    const none = await campaignMessagesFor(harness.database.db, wanted);
    expect(none.has(`${alexId} 2026-06-02`)).toBe(false);
    expect(none.has(`${alexId} 2026-06-04`)).toBe(false);
    expect(none.has(`${blairId} 2026-06-04`)).toBe(true);

    await campaigns.setActive(alexId, older.id, true);
    await campaigns.setActive(alexId, newer.id, true);
  });

  it('mark the fun-fact day, and keep answering a message once it is sent', async () => {
    const found = await campaignMessagesFor(harness.database.db, [
      { userId: blairId, localDate: '2026-06-03' },
    ]);
    const third = found.get(`${blairId} 2026-06-03`)!;
    expect(third).toMatchObject({ content: 'Blair 3', includeFunFact: true });

    await markCampaignMessagesSent(harness.database.db, [third.id], current);
    const again = await campaignMessagesFor(harness.database.db, [
      { userId: blairId, localDate: '2026-06-03' },
    ]);
    expect(again.get(`${blairId} 2026-06-03`)?.id).toBe(third.id);
  });

  it('mark only unsent messages sent, so the first send time stays', async () => {
    const found = await campaignMessagesFor(harness.database.db, [
      { userId: blairId, localDate: '2026-06-05' },
      { userId: blairId, localDate: '2026-06-06' },
    ]);
    const ids = [...found.values()].map((message) => message.id);
    const first = new Date('2026-06-05T13:00:00Z');
    await markCampaignMessagesSent(harness.database.db, [ids[0]!], first);
    await markCampaignMessagesSent(harness.database.db, ids, new Date('2026-06-06T14:00:00Z'));
    const rows = await harness.database.db
      .select()
      .from(scheduledMessages)
      .where(inArray(scheduledMessages.id, ids))
      .orderBy(scheduledMessages.day);
    expect(rows.map((row) => row.sentAt?.toISOString())).toEqual([
      '2026-06-05T13:00:00.000Z',
      '2026-06-06T14:00:00.000Z',
    ]);
    await expect(markCampaignMessagesSent(harness.database.db, [], first)).resolves.toBeUndefined();
    expect((await campaignMessagesFor(harness.database.db, [])).size).toBe(0);
  });
});
