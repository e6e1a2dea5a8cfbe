import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentLibrary, messageTemplates, users } from '../../db/schema';
import { signInAs } from '../../test/sign-in';
import { createTestHarness, type TestHarness } from '../../test/test-app';
import { favouriteTemplatesFor, seasonOf, takeFunFacts } from './engine-content';

let harness: TestHarness;
let alex: string;
let blair: string;
let casey: string;
const userIdOf = async (email: string) =>
  (await harness.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!
    .id;

beforeAll(async () => {
  harness = await createTestHarness();
  for (const name of ['alex', 'blair', 'casey']) await signInAs(harness, `${name}@example.com`);
  alex = await userIdOf('alex@example.com');
  blair = await userIdOf('blair@example.com');
  casey = await userIdOf('casey@example.com');
});
afterAll(async () => {
  await harness.close();
});

describe('favouriteTemplatesFor', () => {
  it('gives each account its favourite active templates, newest first, own values filled in', async () => {
    const db = harness.database.db;
    const at = (minutes: number) => new Date(Date.UTC(2026, 10, 1, 9, minutes));
    await db.insert(messageTemplates).values([
      {
        userId: alex,
        title: 'Pills',
        messageContent: 'Hi {parent_name}, time for your {medication_name} on {date} at {time}.',
        variables: { medication_name: 'Lisinopril' },
        isFavorite: true,
        createdAt: at(1),
      },
      {
        userId: alex,
        title: 'Newer',
        messageContent: 'Good morning {parent_name}!',
        isFavorite: true,
        createdAt: at(2),
      },
      { userId: alex, title: 'Not a favourite', messageContent: 'Plain', createdAt: at(3) },
      {
        userId: alex,
        title: 'Deleted',
        messageContent: 'Gone',
        isFavorite: true,
        active: false,
        createdAt: at(4),
      },
      { userId: blair, title: 'Blair', messageContent: 'Hello from Blair', isFavorite: true },
    ]);

    const favourites = await favouriteTemplatesFor(db, [alex, casey]);
    expect(favourites.get(`${alex} en`)).toEqual([
      'Good morning {parent_name}!',
      'Hi {parent_name}, time for your Lisinopril on {date} at {time}.',
    ]);
    // Casey has none; Blair was not asked for.
    expect(favourites.has(`${casey} en`)).toBe(false);
    expect(favourites.has(`${blair} en`)).toBe(false);
    expect(await favouriteTemplatesFor(db, [])).toEqual(new Map());
  });

  it('keeps each language apart: a Spanish favourite opens only Spanish texts', async () => {
    const db = harness.database.db;
    await db.insert(messageTemplates).values({
      userId: casey,
      title: 'Buenos días',
      messageContent: 'Buenos días, {parent_name}.',
      isFavorite: true,
      language: 'es',
    });
    const favourites = await favouriteTemplatesFor(db, [casey]);
    expect(favourites.get(`${casey} es`)).toEqual(['Buenos días, {parent_name}.']);
    expect(favourites.has(`${casey} en`)).toBe(false);
  });
});

describe('takeFunFacts', () => {
  const at = new Date('2026-07-04T13:00:00Z');

  it('knows the northern-hemisphere seasons', () => {
    expect(
      ['2026-01-15', '2026-03-01', '2026-05-31', '2026-06-01', '2026-09-30', '2026-12-01'].map(
        seasonOf,
      ),
    ).toEqual(['winter', 'spring', 'spring', 'summer', 'fall', 'winter']);
  });

  it('picks the least used fact of the season, prefers the mood, and counts each parent', async () => {
    const db = harness.database.db;
    // Only this test's own facts compete: the seeded ones are switched off until the end.
    await db
      .update(contentLibrary)
      .set({ active: false })
      .where(eq(contentLibrary.isSystemContent, true));
    const [winter, summerCaring, summerCheerful, blairs, greeting] = await db
      .insert(contentLibrary)
      .values([
        { userId: alex, contentType: 'fun_fact', title: 'W', content: 'Snow', season: 'winter' },
        { userId: alex, contentType: 'fun_fact', title: 'S1', content: 'Sun', season: 'summer' },
        {
          userId: alex,
          contentType: 'fun_fact',
          title: 'S2',
          content: 'Beach',
          season: 'summer',
          mood: 'cheerful',
          usageCount: 5,
        },
        { userId: blair, contentType: 'fun_fact', title: 'B', content: 'Blair’s', season: 'any' },
        { userId: alex, contentType: 'greeting', title: 'G', content: 'Hello', season: 'any' },
      ])
      .returning();

    // Three of Alex's parents on one summer day, all cheerful: the cheerful fact though it is
    // more used, counted three times.
    const picks = await takeFunFacts(
      db,
      [1, 2, 3].map(() => ({ userId: alex, localDate: '2026-07-04', mood: 'cheerful' })),
      at,
    );
    expect(picks).toEqual(new Map([[`${alex} 2026-07-04 en`, 'Beach']]));
    const usage = async (id: string) =>
      (await db.select().from(contentLibrary).where(eq(contentLibrary.id, id)))[0]!;
    expect(await usage(summerCheerful!.id)).toMatchObject({ usageCount: 8, lastUsedAt: at });

    // A caring day: the caring summer fact; never the winter one, Blair's, or a greeting.
    const caring = await takeFunFacts(
      db,
      [{ userId: alex, localDate: '2026-07-05', mood: 'caring' }],
      at,
    );
    expect(caring.get(`${alex} 2026-07-05 en`)).toBe('Sun');
    for (const untouched of [winter!, blairs!, greeting!]) {
      expect((await usage(untouched.id)).usageCount).toBe(0);
    }
    expect((await usage(summerCaring!.id)).usageCount).toBe(1);

    // Without a fact of the mood, the least used fitting fact is taken.
    const professional = await takeFunFacts(
      db,
      [{ userId: alex, localDate: '2026-07-06', mood: 'professional' }],
      at,
    );
    expect(professional.get(`${alex} 2026-07-06 en`)).toBe('Sun');
    await db
      .update(contentLibrary)
      .set({ active: true })
      .where(eq(contentLibrary.isSystemContent, true));
  });

  it('uses system facts and skips inactive ones', async () => {
    const db = harness.database.db;
    const systemFacts = await db
      .select()
      .from(contentLibrary)
      .where(
        and(eq(contentLibrary.isSystemContent, true), eq(contentLibrary.contentType, 'fun_fact')),
      );
    const [keep, other, ...rest] = systemFacts.filter(
      (fact) => fact.season === 'any' && fact.language === 'en',
    );
    await db
      .update(contentLibrary)
      .set({ usageCount: 0 })
      .where(inArray(contentLibrary.id, [keep!.id, other!.id]));
    await db
      .update(contentLibrary)
      .set({ active: false })
      .where(inArray(contentLibrary.id, [other!.id]));
    await db
      .update(contentLibrary)
      .set({ usageCount: 1000 })
      .where(
        inArray(
          contentLibrary.id,
          rest.map((fact) => fact.id),
        ),
      );

    const picks = await takeFunFacts(
      db,
      [
        { userId: casey, localDate: '2026-01-10', mood: keep!.mood },
        { userId: blair, localDate: '2026-01-10', mood: keep!.mood },
      ],
      at,
    );
    // Casey has no own facts and only one fitting system fact is left; the inactive one is never
    // picked, and each account gets a fact.
    expect(picks.get(`${casey} 2026-01-10 en`)).toBe(keep!.content);
    expect(picks.size).toBe(2);
    expect([...picks.values()]).not.toContain(other!.content);
    expect(await takeFunFacts(db, [], at)).toEqual(new Map());
  });

  it('gives a Spanish-speaking parent a fact in Spanish, from the seeded Spanish facts', async () => {
    const db = harness.database.db;
    const spanish = await db
      .select({ content: contentLibrary.content })
      .from(contentLibrary)
      .where(and(eq(contentLibrary.isSystemContent, true), eq(contentLibrary.language, 'es')));
    const picks = await takeFunFacts(
      db,
      [{ userId: casey, localDate: '2026-07-04', mood: 'caring', language: 'es' }],
      at,
    );
    const fact = picks.get(`${casey} 2026-07-04 es`);
    expect(spanish.map((row) => row.content)).toContain(fact);
  });
});
