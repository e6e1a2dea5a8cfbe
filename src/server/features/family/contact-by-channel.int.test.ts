import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEND_EMAIL_JOB } from '../../channels/email/email-channel';
import { emails, familyMembers } from '../../db/schema';
import { sampleFamilyMember, sampleParent } from '../../test/family-bodies';
import { callJson, signInAs } from '../../test/sign-in';
import { createTestHarness, type TestHarness } from '../../test/test-app';
import { familyMessages } from '@/shared/family';

// Issue 39: a family member is asked only for the contact her way of being told needs
// (docs/product.md §2, "Who is told"): by e-mail only, no cell; by text only, no address.

const clock = { now: () => new Date('2026-01-12T15:00:00Z') };
let harness: TestHarness;
let owner: string;
let parentId: string;
beforeAll(async () => {
  harness = await createTestHarness({ clock });
  owner = await signInAs(harness, 'channels@example.com', 'Cai');
  const parent = await callJson(harness, 'POST', '/api/parents', owner, sampleParent());
  parentId = ((await parent.json()) as { parent: { id: string } }).parent.id;
});
afterAll(async () => {
  await harness.close();
});

const member = (overrides: object) => ({ ...sampleFamilyMember([parentId]), ...overrides });

describe('a family member’s contacts, by how she is told', () => {
  it('take a member told by e-mail with no cell, and never ask her phone for consent', async () => {
    const added = await callJson(harness, 'POST', '/api/family-members', owner, {
      ...member({ notificationPreference: 'email', email: 'carla@example.com' }),
      cellPhone: '',
    });
    expect(added.status).toBe(201);
    const { familyMember } = (await added.json()) as {
      familyMember: { id: string; cellPhone: string };
    };
    expect(familyMember.cellPhone).toBe('');
    const listed = (await (await callJson(harness, 'GET', '/api/consents', owner)).json()) as {
      consents: { subjectId: string }[];
    };
    expect(listed.consents.map((consent) => consent.subjectId)).not.toContain(familyMember.id);
  });

  it('take a member told by text with no e-mail, and send her no e-mail', async () => {
    const { cellPhone: _cell, ...withoutEmail } = member({ notificationPreference: 'sms' });
    const added = await callJson(harness, 'POST', '/api/family-members', owner, {
      ...withoutEmail,
      cellPhone: '917.555.0177',
      email: '',
    });
    expect(added.status).toBe(201);
    const { familyMember } = (await added.json()) as { familyMember: { id: string } };
    const [stored] = await harness.database.db
      .select()
      .from(familyMembers)
      .where(eq(familyMembers.id, familyMember.id));
    expect(stored).toMatchObject({ email: '', cellPhone: '+19175550177' });
    expect(await harness.database.db.select().from(emails).where(eq(emails.toAddress, ''))).toEqual(
      [],
    );
  });

  it('refuse a member without the contact her way needs, with the field, and store nothing', async () => {
    const before = await harness.database.db.select().from(familyMembers);
    const cases = [
      [{ notificationPreference: 'email', email: '' }, 'email', familyMessages.email],
      [{ notificationPreference: 'both', email: '' }, 'email', familyMessages.email],
      [{ notificationPreference: 'both', cellPhone: '' }, 'cellPhone', familyMessages.cellPhone],
      [{ notificationPreference: 'sms', cellPhone: '  ' }, 'cellPhone', familyMessages.cellPhone],
    ] as const;
    for (const [overrides, field, message] of cases) {
      const refused = await callJson(
        harness,
        'POST',
        '/api/family-members',
        owner,
        member(overrides),
      );
      expect(refused.status, field).toBe(400);
      expect(await refused.json()).toEqual({ error: { code: 'validation_failed', message } });
    }
    expect(await harness.database.db.select().from(familyMembers)).toHaveLength(before.length);
  });

  it('store a notice for a member with no address as failed, saying why, and send nothing', async () => {
    // The notice falls back to e-mail when her text cannot go (docs/product.md §2): with no
    // address there is nobody to send it to.
    const email = await harness.services.channels.email.queue({
      idempotencyKey: 'no-address-notice',
      to: '',
      kind: 'family-notice',
      userId: (await harness.database.db.select().from(familyMembers))[0]!.userId,
      content: { subject: 'Rose may need help', heading: 'Rose', paragraphs: ['Rose replied NO.'] },
    });
    await harness.runJob(SEND_EMAIL_JOB, { emailId: email.id });
    const [row] = await harness.database.db.select().from(emails).where(eq(emails.id, email.id));
    expect(row).toMatchObject({ status: 'failed', errorMessage: 'No e-mail address.' });
  });
});
