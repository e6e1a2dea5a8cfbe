import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { familyMembers, parents, profiles } from '../../db/schema';
import { sampleFamilyMember, sampleParent } from '../../test/family-bodies';
import { callJson, signInAs } from '../../test/sign-in';
import { createTestHarness, type TestHarness } from '../../test/test-app';

// Issue 39: a phone typed any common US way is the same number to the server, and one it cannot
// read is refused with what it could not read; nothing is stored.

let harness: TestHarness;
beforeAll(async () => {
  harness = await createTestHarness();
});
afterAll(async () => {
  await harness.close();
});

const formats = [
  '917.555.0162',
  '917 555 0162',
  '917-555-0162',
  '(917) 555-0162',
  '+1 917 555 0162',
  '1-917-555-0162',
];

describe('phone numbers as people type them', () => {
  it('store every common US way of writing a number as one E.164 number', async () => {
    const { db } = harness.database;
    for (const [index, typed] of formats.entries()) {
      const owner = await signInAs(harness, `formats-${index}@example.com`, 'Fay');
      const parent = await callJson(
        harness,
        'POST',
        '/api/parents',
        owner,
        sampleParent({ phone: typed }),
      );
      expect(parent.status, typed).toBe(201);
      const { parent: saved } = (await parent.json()) as { parent: { id: string; phone: string } };
      expect(saved.phone, typed).toBe('+19175550162');

      const member = await callJson(harness, 'POST', '/api/family-members', owner, {
        ...sampleFamilyMember([saved.id]),
        cellPhone: typed,
      });
      expect(member.status, typed).toBe(201);
      const profile = await callJson(harness, 'PUT', '/api/profile', owner, {
        firstName: 'Fay',
        lastName: 'Lee',
        email: `formats-${index}@example.com`,
        cellPhone: typed,
        city: 'New York',
        state: 'New York',
        zipOrCounty: '10001',
      });
      expect(profile.status, typed).toBe(200);
    }
    const stored = await db
      .select({ phone: parents.phone })
      .from(parents)
      .where(eq(parents.phone, '+19175550162'));
    expect(stored).toHaveLength(formats.length);
    const cells = await db
      .select()
      .from(familyMembers)
      .where(eq(familyMembers.cellPhone, '+19175550162'));
    expect(cells).toHaveLength(formats.length);
    const owners = await db.select().from(profiles).where(eq(profiles.cellPhone, '+19175550162'));
    expect(owners).toHaveLength(formats.length);
  });

  it('refuse a number it cannot read, saying which part, and store nothing', async () => {
    const owner = await signInAs(harness, 'short-number@example.com', 'Sol');
    const cases = [
      ['917-555-016', 'A US number has 10 digits; this has 9.'],
      ['917 555 O162', expect.stringMatching(/^Could not read “O” \(character 9\)/)],
      ['017-555-0162', 'Area code 017 does not exist: an area code never starts with 0.'],
    ] as const;
    for (const [typed, message] of cases) {
      const refused = await callJson(
        harness,
        'POST',
        '/api/parents',
        owner,
        sampleParent({ phone: typed }),
      );
      expect(refused.status, typed).toBe(400);
      expect(await refused.json()).toEqual({ error: { code: 'validation_failed', message } });
    }
    const listed = (await (await callJson(harness, 'GET', '/api/parents', owner)).json()) as {
      parents: unknown[];
    };
    expect(listed.parents).toEqual([]);
  });
});
