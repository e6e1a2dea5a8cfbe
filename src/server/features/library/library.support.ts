import { expect } from 'vitest';
import type { CategoryDto, ContentDto, TemplateDto } from '@/shared/library';
import type { TestHarness } from '../../test/test-app';

/**
 * What the library tests (library, content-library.int.test.ts) ask of a file's service: its
 * routes, a template and a content item to send them, and the lists they show.
 */
export function libraryHelpers(
  harness: () => TestHarness,
  categories: () => CategoryDto[] = () => [],
) {
  const call = (method: string, path: string, cookie?: string, body?: unknown) =>
    harness().app.request(path, {
      method,
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });

  const json = async <T>(response: Response) => (await response.json()) as T;

  const pills = (overrides: Record<string, unknown> = {}) => ({
    title: 'Morning pills',
    messageContent: 'Good morning {parent_name}! Time for your {medication_name}.',
    categoryId: categories().find((category) => category.name === 'Medication Reminder')!.id,
    variables: { medication_name: 'Lisinopril' },
    ...overrides,
  });

  async function createTemplate(cookie: string, overrides: Record<string, unknown> = {}) {
    const response = await call('POST', '/api/templates', cookie, pills(overrides));
    expect(response.status).toBe(201);
    return (await json<{ template: TemplateDto }>(response)).template;
  }

  const listTemplates = async (cookie: string) =>
    (await json<{ templates: TemplateDto[] }>(await call('GET', '/api/templates', cookie)))
      .templates;

  const listContent = async (cookie: string) =>
    (await json<{ content: ContentDto[] }>(await call('GET', '/api/content', cookie))).content;

  const joke = (overrides: Record<string, unknown> = {}) => ({
    contentType: 'fun_fact',
    title: 'Honey',
    content: 'Honey never spoils.',
    frequency: 'weekly',
    tags: ['Food', 'food', ' history '],
    season: 'any',
    mood: 'cheerful',
    ...overrides,
  });

  return { call, json, pills, createTemplate, listTemplates, listContent, joke };
}
