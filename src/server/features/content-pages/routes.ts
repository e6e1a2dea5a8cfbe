import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import { marked } from 'marked';
import { z } from 'zod';
import type { AppEnv } from '../../http/app-env';
import { sendJson } from '../../http/send-json';
import { validate } from '../../http/validate';
import { contentPageSchema } from '@/shared/public-site';

export interface ContentPage {
  title: string;
  html: string;
}

const files = {
  terms: 'legal/terms.md',
  privacy: 'legal/privacy.md',
  'our-story': 'our-story.md',
} as const;

/** The first `# Heading` is the page title; the rest is the body. */
function render(source: string): ContentPage {
  const match = /^#\s+(.+)\r?\n/.exec(source);
  return {
    title: match?.[1]?.trim() ?? '',
    html: marked.parse(match ? source.slice(match[0].length) : source, { async: false }),
  };
}

/** Terms, privacy policy and our story, rendered once from content/ at start-up. */
export function contentPageRoutes(contentFolder: string) {
  const pages = Object.fromEntries(
    Object.entries(files).map(([name, file]) => [
      name,
      render(readFileSync(path.join(contentFolder, file), 'utf8')),
    ]),
  ) as Record<keyof typeof files, ContentPage>;
  return new Hono<AppEnv>().get(
    '/:name',
    validate(
      'param',
      z.object({ name: z.enum(['terms', 'privacy', 'our-story'], { error: 'No such page.' }) }),
    ),
    (c) => sendJson(c, contentPageSchema, pages[c.req.valid('param').name]),
  );
}
