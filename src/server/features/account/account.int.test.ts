import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentLibrary, emails, messageTemplates, parents, voiceCalls } from '../../db/schema';
import { selectRows } from '../../db/client';
import { engineWorld } from '../../test/engine-world';
import { postJson, signInAs } from '../../test/sign-in';
import { createTestHarness, type TestHarness } from '../../test/test-app';
import { accountHelpers, clock } from './account.support';
import { findAccountTraces } from './account-tables';

// Download my data and Delete my account, calls to the service's number with them; Refer a Friend
// is in referral.int.test.ts.
let harness: TestHarness;
beforeAll(async () => {
  harness = await createTestHarness({ clock });
});
afterAll(async () => {
  await harness.close();
});

const { get, userOf, addFamily } = accountHelpers(() => harness);

describe('Download my data', () => {
  it('is a JSON file of the account’s rows, with its templates and own content, no secrets and no one else’s', async () => {
    const owner = await signInAs(harness, 'export@example.com', 'Ezra');
    const other = await signInAs(harness, 'export-other@example.com', 'Olive');
    await addFamily(owner, '(303) 555-0171', 'jo-export@example.com');
    await addFamily(other, '(303) 555-0172', 'jo-other@example.com');
    const { id } = await userOf('export@example.com');
    await harness.database.db
      .insert(messageTemplates)
      .values({ userId: id, title: 'Pills', messageContent: 'Did you take your pills?' });
    await harness.database.db.insert(contentLibrary).values([
      { userId: id, contentType: 'greeting', title: 'Own greeting', content: 'Morning, Mom!' },
      {
        userId: null,
        contentType: 'greeting',
        title: 'Shared greeting',
        content: 'Good morning',
        isSystemContent: true,
      },
    ]);

    const response = await get('/api/account/export', owner);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename=".*\.json"/);
    const text = await response.text();
    const body = JSON.parse(text) as {
      account: { email: string };
      data: Record<string, Record<string, unknown>[]>;
    };
    expect(body.account.email).toBe('export@example.com');
    expect(body.data.parents!.map((row) => row.phone)).toEqual(['+13035550171']);
    expect(body.data.family_members).toHaveLength(1);
    expect(body.data.family_member_parents).toHaveLength(1);
    expect(body.data.message_templates!.map((row) => row.title)).toEqual(['Pills']);
    expect(body.data.content_library!.map((row) => row.title)).toEqual(['Own greeting']);
    expect(body.data.sessions!.length).toBeGreaterThan(0);
    expect(body.data.sessions![0]).not.toHaveProperty('token');
    expect(text).not.toContain('export-other@example.com');
    expect(text).not.toContain('+13035550172');

    expect((await harness.app.request('/api/account/export')).status).toBe(401);
  });
});

describe('Delete my account', () => {
  it('refuses without the account’s own e-mail typed, and changes nothing', async () => {
    const owner = await signInAs(harness, 'keep@example.com', 'Kai');
    for (const body of [{}, { email: '' }, { email: 'someone@example.com' }]) {
      const response = await postJson(harness, '/api/account/delete', body, owner);
      expect(response.status).toBe(400);
    }
    expect(await userOf('keep@example.com')).toBeDefined();
  });

  it('deletes every row of the account, keeps others’ rows and shared content, and e-mails a confirmation', async () => {
    const owner = await signInAs(harness, 'leaving@example.com', 'Lou');
    await addFamily(owner, '(303) 555-0181', 'jo-leaving@example.com');
    const survivor = await signInAs(harness, 'staying@example.com', 'Sol');
    await addFamily(survivor, '(303) 555-0182', 'jo-staying@example.com');
    // The other account's own rows (an invitation) must survive the deletion.
    await postJson(
      harness,
      '/api/referral/invites',
      { friendName: 'Lou', friendEmail: 'someone-new@example.com' },
      survivor,
    );
    expect((await postJson(harness, '/api/billing/demo-checkout', {}, owner)).status).toBe(200);
    const leaving = await userOf('leaving@example.com');
    await harness.database.db
      .insert(messageTemplates)
      .values({ userId: leaving.id, title: 'Mine', messageContent: 'Hello' });
    await harness.database.db.insert(contentLibrary).values({
      userId: null,
      contentType: 'fun_fact',
      title: 'System fact',
      content: 'Honey never spoils.',
      isSystemContent: true,
    });
    expect(await findAccountTraces(harness.database.db, leaving)).not.toEqual([]);

    const response = await postJson(
      harness,
      '/api/account/delete',
      { email: ' Leaving@Example.com ' },
      owner,
    );
    expect(response.status).toBe(200);

    expect(await findAccountTraces(harness.database.db, leaving)).toEqual([]);
    const [confirmation] = await harness.database.db
      .select()
      .from(emails)
      .where(and(eq(emails.toAddress, 'leaving@example.com'), eq(emails.kind, 'account_deleted')));
    expect(confirmation).toMatchObject({ userId: null });
    // The session ended with the account.
    expect(
      (await harness.app.request('/api/account/export', { headers: { cookie: owner } })).status,
    ).toBe(401);
    // Nothing of the other account or the shared content went with it.
    const stayingId = (await userOf('staying@example.com')).id;
    const [{ total }] = (await harness.database.db
      .select({ total: count() })
      .from(parents)
      .where(eq(parents.userId, stayingId))) as [{ total: number }];
    expect(Number(total)).toBe(1);
    const system = await harness.database.db
      .select()
      .from(contentLibrary)
      .where(and(isNull(contentLibrary.userId), eq(contentLibrary.title, 'System fact')));
    expect(system).toHaveLength(1);
  });
});

/**
 * Rows anywhere in the service's tables whose text holds one of `numbers`. Two tables are left
 * out on purpose: the simulator's records are the phone network's own log (the provider keeps
 * its call and message logs whatever we delete), and the opt-out registry must outlive the
 * account (a number that said STOP stays stopped).
 */
async function rowsWithNumbers(numbers: string[]) {
  const tables = await selectRows<{ table_name: string }>(
    harness.database.db,
    sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE'
          and table_name not in ('simulator_events', 'phone_opt_outs')`,
  );
  const found: { table: string; row: string }[] = [];
  for (const { table_name: table } of tables) {
    for (const number of numbers) {
      const rows = await selectRows<{ row: string }>(
        harness.database.db,
        sql`select t::text as row from ${sql.identifier(table)} t
            where t::text like ${`%${number}%`}`,
      );
      found.push(...rows.map(({ row }) => ({ table, row })));
    }
  }
  return found;
}

/** A deleted account's notice that the daily check-in stopped, waiting to go (decision 036). */
const isFarewell = (table: string, row: string) =>
  table === 'waiting_notices' && row.includes(',farewell:') && row.includes(',,deleted,');

describe('Calls to the service’s number', () => {
  it('are in the export, go with the account, and stay for a number another account shares', async () => {
    const world = engineWorld(harness, { areaCode: '720' });
    const family = await world.setUpFamily('caller-leaving');
    const ownerCell = world.nextPhone();
    await world.api(family.owner, 'PUT', '/api/profile', {
      firstName: 'Dana',
      lastName: 'Owner',
      email: family.ownerEmail,
      cellPhone: ownerCell.typed,
      city: 'Albany',
      state: 'New York',
      zipOrCounty: '12207',
    });
    // The parent calls in and answers; the call names no account (her number may be in several).
    await world.callService(family.parentPhone, 'press-1');
    await world.drain();
    const calls = await harness.database.db
      .select()
      .from(voiceCalls)
      .where(and(eq(voiceCalls.direction, 'inbound'), eq(voiceCalls.toNumber, family.parentPhone)));
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ userId: null });

    // A second parent whose number another account also has on file.
    const shared = world.nextPhone();
    const sharer = await signInAs(harness, 'caller-sharer@example.com', 'Sam');
    await addFamily(sharer, shared.typed, 'jo-sharer@example.com');
    await world.api(family.owner, 'POST', '/api/parents', {
      firstName: 'Alan',
      lastName: 'Hopper',
      relationshipType: 'parent',
      phone: shared.typed,
      city: 'New York',
      state: 'New York',
      zipOrCounty: '10001',
    });
    await harness.database.db.insert(voiceCalls).values({
      idempotencyKey: 'inbound-call:shared-number',
      toNumber: shared.e164,
      fromNumber: world.serviceNumber(),
      message: 'Hello Alan',
      kind: 'inbound-call',
      direction: 'inbound',
      status: 'completed',
      userId: null,
    });

    const exported = (await (await get('/api/account/export', family.owner)).json()) as {
      data: { phone_records: { voice_calls: Record<string, unknown>[] } };
    };
    expect(exported.data.phone_records.voice_calls.map((call) => call.id)).toEqual([calls[0]!.id]);
    expect(exported.data.phone_records.voice_calls[0]).toMatchObject({
      message: calls[0]!.message,
      answer: calls[0]!.answer,
    });

    const numbers = [family.parentPhone, ...Object.values(family.members), ownerCell.e164];
    expect(await rowsWithNumbers(numbers)).not.toEqual([]);
    const deleted = await postJson(
      harness,
      '/api/account/delete',
      { email: family.ownerEmail },
      family.owner,
    );
    expect(deleted.status).toBe(200);
    // What is left with the numbers is the farewell only: the news that the daily check-in
    // stopped, waiting for its hour, naming no account (decision 036).
    const left = await rowsWithNumbers(numbers);
    expect(left.filter(({ table, row }) => !isFarewell(table, row))).toEqual([]);
    expect(left.filter(({ table, row }) => isFarewell(table, row))).not.toEqual([]);
    // The other account's parent keeps her calls.
    const kept = await harness.database.db
      .select()
      .from(voiceCalls)
      .where(eq(voiceCalls.toNumber, shared.e164));
    expect(kept).toHaveLength(1);
  });
});
