import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsMessages } from '../../db/schema';
import { sampleFamilyMember, sampleParent } from '../../test/family-bodies';
import { callJson, signInAs } from '../../test/sign-in';
import { createTestHarness, type TestHarness } from '../../test/test-app';
import { consentListResponse } from '@/shared/onboarding';

// Issue 39: the demo texted a consent request to Carla, who is told by e-mail only. Nothing is
// ever texted to her phone, so nothing may ask it to agree (docs/product.md §3).

const clock = { now: () => new Date('2026-01-12T15:00:00Z') };
let harness: TestHarness;
let owner: string;
beforeAll(async () => {
  harness = await createTestHarness({ clock });
  owner = await signInAs(harness, 'email-only@example.com', 'Ann');
  const parent = await callJson(harness, 'POST', '/api/parents', owner, sampleParent());
  const { parent: added } = (await parent.json()) as { parent: { id: string } };
  await callJson(harness, 'POST', '/api/family-members', owner, {
    ...sampleFamilyMember([added.id]),
    notificationPreference: 'email',
    email: 'carla@example.com',
    cellPhone: '(415) 555-0164',
  });
});
afterAll(async () => {
  await harness.close();
});

describe('a family member told by e-mail only', () => {
  it('is listed as needing no agreement, and a request to her phone is refused, nothing texted', async () => {
    const listed = consentListResponse.parse(
      await (await callJson(harness, 'GET', '/api/consents', owner)).json(),
    );
    const carla = listed.consents.find((consent) => consent.phone === '+14155550164');
    expect(carla).toMatchObject({ subjectType: 'family_member', textsWanted: false });

    const sent = await callJson(harness, 'POST', `/api/consents/${carla!.id}/send`, owner);
    expect(sent.status).toBe(409);
    expect(await sent.json()).toMatchObject({
      error: { message: expect.stringMatching(/told by e-mail only/) },
    });
    // A text is written to the outbox in the request's own transaction: none was.
    const texts = await harness.database.db
      .select()
      .from(smsMessages)
      .where(eq(smsMessages.toNumber, '+14155550164'));
    expect(texts).toEqual([]);
  });
});
