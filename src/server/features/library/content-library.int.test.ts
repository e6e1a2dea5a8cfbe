import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { libraryMessages, type ContentDto } from '@/shared/library';
import { contentLibrary } from '../../db/schema';
import { signInAs } from '../../test/sign-in';
import { createTestHarness, type TestHarness } from '../../test/test-app';
import { libraryHelpers } from './library.support';

// The content library; the library's routes and message templates: library.int.test.ts.
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

const { call, json, listContent, joke } = libraryHelpers(() => harness);

describe('content library', () => {
  it('lists the system items and the owner’s own, newest first', async () => {
    const created = await call('POST', '/api/content', alex, joke());
    expect(created.status).toBe(201);
    const item = (await json<{ item: ContentDto }>(created)).item;
    expect(item).toMatchObject({
      contentType: 'fun_fact',
      frequency: 'weekly',
      tags: ['food', 'history'],
      mood: 'cheerful',
      isSystemContent: false,
      usageCount: 0,
      lastUsedAt: null,
    });
    const list = await listContent(alex);
    expect(list[0]!.id).toBe(item.id);
    const system = list.filter((row) => row.isSystemContent);
    // The English items, and their Spanish versions for parents who read Spanish.
    expect(system.filter((row) => row.language === 'en')).toHaveLength(38);
    expect(system.filter((row) => row.language === 'es')).toHaveLength(24);
  });

  it('is edited and deleted by its owner', async () => {
    const item = (
      await json<{ item: ContentDto }>(await call('POST', '/api/content', alex, joke()))
    ).item;
    const edited = await call('PUT', `/api/content/${item.id}`, alex, {
      ...joke(),
      title: 'Sweet',
      season: 'summer',
    });
    expect(edited.status).toBe(200);
    expect((await listContent(alex)).find((row) => row.id === item.id)).toMatchObject({
      title: 'Sweet',
      season: 'summer',
    });
    expect((await call('DELETE', `/api/content/${item.id}`, alex)).status).toBe(204);
    expect((await listContent(alex)).map((row) => row.id)).not.toContain(item.id);
  });

  it('refuses bad input with a clear message and stores nothing', async () => {
    const before = await listContent(alex);
    const cases: [Record<string, unknown>, string][] = [
      [{ contentType: '' }, libraryMessages.contentType],
      [{ contentType: 'poem' }, libraryMessages.contentType],
      [{ title: '' }, libraryMessages.contentTitle],
      [{ content: ' ' }, libraryMessages.contentBody],
      [{ content: 'x'.repeat(1001) }, libraryMessages.contentBodyTooLong],
      [{ tags: ['x'.repeat(31)] }, libraryMessages.tagTooLong],
      [
        { tags: Array.from({ length: 11 }, (_, index) => `tag${index}`) },
        libraryMessages.tooManyTags,
      ],
    ];
    for (const [overrides, message] of cases) {
      const response = await call('POST', '/api/content', alex, joke(overrides));
      expect(response.status, message).toBe(400);
      expect(await response.json()).toMatchObject({
        error: { code: 'validation_failed', message },
      });
    }
    expect(await listContent(alex)).toEqual(before);
  });

  it('of the system cannot be changed or deleted, with a clear 403', async () => {
    const system = (await listContent(alex)).find((row) => row.isSystemContent)!;
    const edit = await call('PUT', `/api/content/${system.id}`, alex, joke({ title: 'Mine now' }));
    expect(edit.status).toBe(403);
    expect(await edit.json()).toEqual({
      error: { code: 'forbidden', message: libraryMessages.systemContent },
    });
    const remove = await call('DELETE', `/api/content/${system.id}`, alex);
    expect(remove.status).toBe(403);
    const [row] = await harness.database.db
      .select()
      .from(contentLibrary)
      .where(eq(contentLibrary.id, system.id));
    expect(row).toMatchObject({ title: system.title, content: system.content, active: true });
  });

  it('of another account is never seen or changed', async () => {
    const item = (
      await json<{ item: ContentDto }>(
        await call('POST', '/api/content', alex, joke({ title: 'Alex’s fact' })),
      )
    ).item;
    expect((await listContent(blair)).map((row) => row.id)).not.toContain(item.id);
    const edit = await call('PUT', `/api/content/${item.id}`, blair, joke({ title: 'Taken' }));
    expect(edit.status).toBe(404);
    expect((await call('DELETE', `/api/content/${item.id}`, blair)).status).toBe(404);
    expect((await listContent(alex)).find((row) => row.id === item.id)?.title).toBe('Alex’s fact');
  });
});
