import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { libraryMessages, type CategoryDto, type TemplateDto } from '@/shared/library';
import { messageTemplates } from '../../db/schema';
import { signInAs } from '../../test/sign-in';
import { createTestHarness, type TestHarness } from '../../test/test-app';
import { libraryHelpers } from './library.support';

// The library's routes and message templates; the content library: content-library.int.test.ts.
let harness: TestHarness;
let alex: string;
let blair: string;
let categories: CategoryDto[];
beforeAll(async () => {
  harness = await createTestHarness();
  alex = await signInAs(harness, 'alex@example.com', 'Alex');
  blair = await signInAs(harness, 'blair@example.com', 'Blair');
  categories = (
    (await (await call('GET', '/api/message-categories', alex)).json()) as {
      categories: CategoryDto[];
    }
  ).categories;
});
afterAll(async () => {
  await harness.close();
});

const { call, json, pills, createTemplate, listTemplates } = libraryHelpers(
  () => harness,
  () => categories,
);

describe('library routes', () => {
  it('refuse every request without a session', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, path] of [
      ['GET', '/api/message-categories'],
      ['GET', '/api/templates'],
      ['POST', '/api/templates'],
      ['PUT', `/api/templates/${id}`],
      ['PATCH', `/api/templates/${id}/favorite`],
      ['DELETE', `/api/templates/${id}`],
      ['GET', '/api/content'],
      ['POST', '/api/content'],
      ['PUT', `/api/content/${id}`],
      ['DELETE', `/api/content/${id}`],
    ] as const) {
      const body = method === 'GET' || method === 'DELETE' ? undefined : {};
      expect((await call(method, path, undefined, body)).status, `${method} ${path}`).toBe(401);
    }
  });

  it('list the five seeded categories by name, with icon and colour', () => {
    expect(categories.map((category) => category.name)).toEqual([
      'Appointment',
      'Daily Check-in',
      'Encouragement',
      'Family News',
      'Medication Reminder',
    ]);
    expect(categories.find((category) => category.name === 'Medication Reminder')).toMatchObject({
      icon: 'pill',
      color: 'rose',
    });
  });
});

describe('message templates', () => {
  it('are created with their category and listed newest first', async () => {
    const first = await createTemplate(alex, { title: 'First' });
    const second = await createTemplate(alex, { title: 'Second', categoryId: null });
    expect(first).toMatchObject({
      title: 'First',
      isFavorite: false,
      variables: { medication_name: 'Lisinopril' },
      category: { name: 'Medication Reminder', icon: 'pill', color: 'rose' },
    });
    expect(second.category).toBeNull();
    const titles = (await listTemplates(alex)).map((template) => template.title);
    expect(titles.indexOf('Second')).toBeLessThan(titles.indexOf('First'));
  });

  it('are edited and favourited by their owner', async () => {
    const template = await createTemplate(alex);
    const edited = await call('PUT', `/api/templates/${template.id}`, alex, {
      ...pills(),
      title: 'Evening pills',
      variables: { medication_name: 'Metformin' },
    });
    expect(edited.status).toBe(200);
    expect((await json<{ template: TemplateDto }>(edited)).template).toMatchObject({
      title: 'Evening pills',
      variables: { medication_name: 'Metformin' },
      category: { name: 'Medication Reminder', icon: 'pill', color: 'rose' },
    });
    const uncategorised = await call('PUT', `/api/templates/${template.id}`, alex, {
      ...pills(),
      title: 'Evening pills',
      categoryId: null,
      variables: { medication_name: 'Metformin' },
      language: 'es',
    });
    expect((await json<{ template: TemplateDto }>(uncategorised)).template).toMatchObject({
      category: null,
      language: 'es',
    });
    const favourite = await call('PATCH', `/api/templates/${template.id}/favorite`, alex, {
      isFavorite: true,
    });
    expect((await json<{ template: TemplateDto }>(favourite)).template.isFavorite).toBe(true);
    const listed = (await listTemplates(alex)).find((row) => row.id === template.id);
    expect(listed).toMatchObject({
      title: 'Evening pills',
      isFavorite: true,
      categoryId: null,
      language: 'es',
      variables: { medication_name: 'Metformin' },
    });
  });

  it('refuse bad input with a clear message and store nothing', async () => {
    const before = await listTemplates(alex);
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '   ' }, libraryMessages.templateTitle],
      [{ messageContent: '' }, libraryMessages.templateContent],
      [{ title: 'x'.repeat(101) }, libraryMessages.templateTitleTooLong],
      [{ messageContent: 'x'.repeat(1001) }, libraryMessages.templateContentTooLong],
      [{ categoryId: '00000000-0000-4000-8000-000000000000' }, libraryMessages.category],
      [{ categoryId: 'pills' }, libraryMessages.category],
      [{ variables: {} }, libraryMessages.medicationName],
      [{ variables: { medication_name: '  ' } }, libraryMessages.medicationName],
    ];
    for (const [overrides, message] of cases) {
      const response = await call('POST', '/api/templates', alex, pills(overrides));
      expect(response.status, message).toBe(400);
      expect(await response.json()).toMatchObject({
        error: { code: 'validation_failed', message },
      });
    }
    const template = before[0]!;
    const edit = await call('PUT', `/api/templates/${template.id}`, alex, pills({ title: '' }));
    expect(edit.status).toBe(400);
    expect(await listTemplates(alex)).toEqual(before);
  });

  it('refuse a placeholder that is not a variable, naming where and the ones that are, and store nothing', async () => {
    const before = await listTemplates(alex);
    const known = 'use one of {parent_name}, {medication_name}, {date}, {time}';
    const created = await call(
      'POST',
      '/api/templates',
      alex,
      pills({ messageContent: 'Hi {parent_name}, {bogus_var} today?' }),
    );
    expect(created.status).toBe(400);
    expect(await created.json()).toEqual({
      error: {
        code: 'validation_failed',
        message: `Unknown variable {bogus_var} at character 19; ${known}`,
      },
    });
    const template = before[0]!;
    const edited = await call(
      'PUT',
      `/api/templates/${template.id}`,
      alex,
      pills({ messageContent: '{Parent_Name}, {bogus_var} and {bogus_var} again' }),
    );
    expect(edited.status).toBe(400);
    // The first problem, where it is: the owner fixes one and is told of the next.
    expect(await edited.json()).toMatchObject({
      error: { message: `Unknown variable {Parent_Name} at character 1; ${known}` },
    });
    expect(await listTemplates(alex)).toEqual(before);
  });

  it('disappear from the list when deleted, and the row is kept inactive', async () => {
    const template = await createTemplate(alex, { title: 'Going away' });
    await call('PATCH', `/api/templates/${template.id}/favorite`, alex, { isFavorite: true });
    expect((await call('DELETE', `/api/templates/${template.id}`, alex)).status).toBe(204);
    expect((await listTemplates(alex)).map((row) => row.id)).not.toContain(template.id);
    const [row] = await harness.database.db
      .select()
      .from(messageTemplates)
      .where(eq(messageTemplates.id, template.id));
    expect(row).toMatchObject({ active: false, isFavorite: false });
    // A deleted template cannot be edited or favourited back to life.
    expect((await call('PUT', `/api/templates/${template.id}`, alex, pills())).status).toBe(404);
    expect(
      (await call('PATCH', `/api/templates/${template.id}/favorite`, alex, { isFavorite: true }))
        .status,
    ).toBe(404);
  });

  it('of another account are never seen or changed', async () => {
    const template = await createTemplate(alex, { title: 'Alex only' });
    expect((await listTemplates(blair)).map((row) => row.id)).not.toContain(template.id);
    for (const [method, path, body] of [
      ['PUT', `/api/templates/${template.id}`, pills({ title: 'Taken' })],
      ['PATCH', `/api/templates/${template.id}/favorite`, { isFavorite: true }],
      ['DELETE', `/api/templates/${template.id}`, undefined],
    ] as const) {
      const response = await call(method, path, blair, body);
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(await response.json()).toMatchObject({ error: { code: 'not_found' } });
    }
    expect((await listTemplates(alex)).find((row) => row.id === template.id)).toMatchObject({
      title: 'Alex only',
      isFavorite: false,
    });
  });
});
