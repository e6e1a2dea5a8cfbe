import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { familyMessages, type ParentInput } from '@/shared/family';
import { phoneMessages } from '@/shared/phone';
import { singleLineMessage } from '@/shared/text';
import { parents } from '../../db/schema';
import { sampleFamilyMember, sampleParent } from '../../test/family-bodies';
import { signInAs } from '../../test/sign-in';
import { createTestHarness, type TestHarness } from '../../test/test-app';

let harness: TestHarness;
let alex: string;
let blair: string;
beforeAll(async () => {
  harness = await createTestHarness();
  alex = await signInAs(harness, 'alex@example.com', 'Alex');
  blair = await signInAs(harness, 'blair@example.com', 'Blair');
});
afterAll(async () => {
  await harness.close();
});

const call = (method: string, path: string, cookie?: string, body?: unknown) =>
  harness.app.request(path, {
    method,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });

async function addParent(cookie: string, overrides: Partial<ParentInput> = {}) {
  const response = await call('POST', '/api/parents', cookie, sampleParent(overrides));
  return { response, body: (await response.json()) as { parent: { id: string; phone: string } } };
}

describe('family routes', () => {
  it('refuse every request without a session', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, path] of [
      ['GET', '/api/profile'],
      ['PUT', '/api/profile'],
      ['GET', '/api/parents'],
      ['POST', '/api/parents'],
      ['PUT', `/api/parents/${id}`],
      ['DELETE', `/api/parents/${id}`],
      ['GET', '/api/family-members'],
      ['POST', '/api/family-members'],
      ['PUT', `/api/family-members/${id}`],
      ['DELETE', `/api/family-members/${id}`],
    ] as const) {
      const response = await call(
        method,
        path,
        undefined,
        method === 'GET' || method === 'DELETE' ? undefined : {},
      );
      expect(response.status, `${method} ${path}`).toBe(401);
    }
  });

  it('save the profile, with the phone stored in E.164', async () => {
    const response = await call('PUT', '/api/profile', alex, {
      firstName: 'Alex',
      lastName: 'Lee',
      email: 'alex@example.com',
      cellPhone: '(917) 555-0100',
      city: 'New York',
      state: 'New York',
      zipOrCounty: '10001',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      profile: { cellPhone: '+19175550100', country: 'United States' },
    });
    // The signed-in header now greets the owner by first name.
    const session = (await (await call('GET', '/api/session', alex)).json()) as {
      user: { firstName: string };
    };
    expect(session.user.firstName).toBe('Alex');
  });

  it('refuse bad input with the specification messages and store nothing', async () => {
    const cases: [Partial<ParentInput>, string][] = [
      [{ firstName: '' }, familyMessages.firstName],
      [{ phone: '' }, familyMessages.phone],
      [{ phone: 'call me maybe' }, expect.stringMatching(/^Could not read “c” \(character 1\)/)],
      [{ phone: '12' }, 'A US number has 10 digits; this has 2.'],
      [{ relationshipType: 'other' }, familyMessages.relationshipOther],
      [{ messageTime: '06:30' }, familyMessages.quietHours],
      [{ firstName: 'Rose\nLee' }, singleLineMessage],
      [{ nickname: 'Ro\tse' }, singleLineMessage],
    ];
    for (const [overrides, message] of cases) {
      const { response, body } = await addParent(blair, overrides);
      expect(response.status).toBe(400);
      expect(body).toMatchObject({ error: { code: 'validation_failed', message } });
    }
    expect(
      await harness.database.db.select().from(parents).where(eq(parents.phone, '+12125550123')),
    ).toEqual([]);
  });

  it('refuse a number outside the served countries, even a landline to be called, and take the way and the language', async () => {
    const owner = await signInAs(harness, 'landline@example.com', 'Lane');
    // A Madrid landline: the numbering plan says it is one.
    const landline = { country: 'Other' as const, phone: '+34 911 234 567' };
    const refused = await call('POST', '/api/parents', owner, sampleParent(landline));
    expect(refused.status).toBe(400);
    // Served countries come first (docs/product.md §3): Spain is not one, so not even a call.
    expect(await refused.json()).toEqual({
      error: { code: 'validation_failed', message: phoneMessages.notServed() },
    });
    const asCall = await call(
      'POST',
      '/api/parents',
      owner,
      sampleParent({ ...landline, checkInBy: 'call' }),
    );
    expect(asCall.status).toBe(400);
    const none = (await (await call('GET', '/api/parents', owner)).json()) as { parents: [] };
    expect(none.parents).toEqual([]);

    const { response, body } = await addParent(owner, { checkInBy: 'call', language: 'es' });
    expect(response.status).toBe(201);
    expect(body.parent).toMatchObject({ phone: '+12125550123', checkInBy: 'call', language: 'es' });
    // Unknown type (a US number, fixed line or mobile): the owner's choice stands either way.
    for (const checkInBy of ['text', 'call'] as const) {
      const us = await call(
        'PUT',
        `/api/parents/${body.parent.id}`,
        owner,
        sampleParent({ checkInBy, language: 'en' }),
      );
      expect(us.status).toBe(200);
      expect(((await us.json()) as { parent: { checkInBy: string } }).parent.checkInBy).toBe(
        checkInBy,
      );
    }
    // Back to the landline, set to text on an edit: refused, and the row is as it was.
    const edit = await call(
      'PUT',
      `/api/parents/${body.parent.id}`,
      owner,
      sampleParent({ ...landline, checkInBy: 'text' }),
    );
    expect(edit.status).toBe(400);
    const [row] = await harness.database.db
      .select()
      .from(parents)
      .where(eq(parents.id, body.parent.id));
    expect(row).toMatchObject({ phone: '+12125550123', checkInBy: 'call' });
    const bad = await call('POST', '/api/parents', owner, sampleParent({ language: 'fr' as 'en' }));
    expect(((await bad.json()) as { error: { message: string } }).error.message).toBe(
      familyMessages.language,
    );
  });

  it('allow four parents and refuse a fifth on the server', async () => {
    const added = [];
    for (let index = 0; index < 4; index++) {
      const { response, body } = await addParent(alex, { firstName: `Parent ${'ABCD'[index]}` });
      expect(response.status).toBe(201);
      added.push(body.parent);
    }
    expect(added[0]!.phone).toBe('+12125550123');
    const fifth = await addParent(alex, { firstName: 'Fifth' });
    expect(fifth.response.status).toBe(409);
    expect(fifth.body).toMatchObject({ error: { message: familyMessages.tooManyParents } });
    const list = (await (await call('GET', '/api/parents', alex)).json()) as { parents: unknown[] };
    expect(list.parents).toHaveLength(4);
  });

  it('never let another account read or change these rows', async () => {
    const alexParents = (
      (await (await call('GET', '/api/parents', alex)).json()) as { parents: { id: string }[] }
    ).parents;
    const target = alexParents[0]!.id;
    expect(
      ((await (await call('GET', '/api/parents', blair)).json()) as { parents: unknown[] }).parents,
    ).toEqual([]);
    expect(
      (await call('PUT', `/api/parents/${target}`, blair, sampleParent({ firstName: 'Hijacked' })))
        .status,
    ).toBe(404);
    expect((await call('DELETE', `/api/parents/${target}`, blair)).status).toBe(404);
    const followOther = await call(
      'POST',
      '/api/family-members',
      blair,
      sampleFamilyMember([target]),
    );
    expect(followOther.status).toBe(404);
    const [row] = await harness.database.db.select().from(parents).where(eq(parents.id, target));
    expect(row?.firstName).not.toBe('Hijacked');
  });

  it('keep at least one parent and one family member', async () => {
    const { body } = await addParent(blair);
    const only = body.parent.id;
    const last = await call('DELETE', `/api/parents/${only}`, blair);
    expect(last.status).toBe(409);
    expect(await last.json()).toMatchObject({ error: { message: familyMessages.lastParent } });

    const created = (await (
      await call('POST', '/api/family-members', blair, sampleFamilyMember([only]))
    ).json()) as {
      familyMember: { id: string; parentIds: string[]; cellPhone: string };
    };
    expect(created.familyMember).toMatchObject({ parentIds: [only], cellPhone: '+16465550142' });
    const lastMember = await call(
      'DELETE',
      `/api/family-members/${created.familyMember.id}`,
      blair,
    );
    expect(await lastMember.json()).toMatchObject({
      error: { message: familyMessages.lastFamilyMember },
    });
  });

  it('need each family member to follow at least one parent', async () => {
    const response = await call('POST', '/api/family-members', alex, sampleFamilyMember([]));
    expect(await response.json()).toMatchObject({
      error: { message: familyMessages.parentsToFollow },
    });
  });
});
