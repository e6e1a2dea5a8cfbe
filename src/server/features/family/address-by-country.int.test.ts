import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema';
import { callJson, signInAs } from '../../test/sign-in';
import { createTestHarness, type TestHarness } from '../../test/test-app';
import { addressMessages } from '@/shared/address';

// Issue 39: an owner in the UK had to fill "State or province" and "Zip or County". The server
// holds an address to what the owner's country needs, by the forms' own rule.

let harness: TestHarness;
beforeAll(async () => {
  harness = await createTestHarness();
});
afterAll(async () => {
  await harness.close();
});

const profile = (place: object) => ({
  firstName: 'Ann',
  lastName: 'Rivera',
  email: 'ann.uk@example.com',
  cellPhone: '+1 917 555 0162',
  city: 'London',
  ...place,
});

describe('the owner’s address, by her country', () => {
  it('takes a UK address without a county, and refuses one without a postcode, changing nothing', async () => {
    const owner = await signInAs(harness, 'ann.uk@example.com', 'Ann');
    const saved = await callJson(harness, 'PUT', '/api/profile', owner, {
      ...profile({ country: 'United Kingdom', zipOrCounty: 'SW1A 1AA' }),
    });
    expect(saved.status).toBe(200);
    const refused = await callJson(harness, 'PUT', '/api/profile', owner, {
      ...profile({ country: 'United Kingdom', city: 'Leeds' }),
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      error: { code: 'validation_failed', message: addressMessages.postcode },
    });
    const [stored] = await harness.database.db.select().from(profiles);
    expect(stored).toMatchObject({ city: 'London', state: '', zipOrCounty: 'SW1A 1AA' });
  });

  it('still asks a US owner for the state', async () => {
    const owner = await signInAs(harness, 'ann.us@example.com', 'Ann');
    const refused = await callJson(harness, 'PUT', '/api/profile', owner, {
      ...profile({ email: 'ann.us@example.com', country: 'United States', zipOrCounty: '10001' }),
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      error: { code: 'validation_failed', message: addressMessages.state },
    });
    const mine = await harness.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.email, 'ann.us@example.com'));
    expect(mine).toEqual([]);
  });
});
