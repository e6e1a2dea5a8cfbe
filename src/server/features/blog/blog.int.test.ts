import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlogPost, BlogPostSummary } from '@/shared/blog';
import { createTestHarness, type TestHarness } from '../../test/test-app';

let harness: TestHarness;
beforeAll(async () => {
  harness = await createTestHarness();
});
afterAll(async () => {
  await harness.close();
});

describe('the blog', () => {
  it('lists the three posts newest first, without their bodies', async () => {
    const posts = (await (
      await harness.app.request('/api/blog/posts')
    ).json()) as BlogPostSummary[];
    expect(posts.map((post) => [post.slug, post.date])).toEqual([
      ['welcome-to-family-check-in', '2025-06-30'],
      ['staying-connected-with-aging-parents', '2025-06-28'],
      ['holiday-connection', '2024-12-15'],
    ]);
    expect(posts[0]).not.toHaveProperty('html');
  });

  it('serves a post with its body, and Post not found for an unknown slug', async () => {
    const post = (await (
      await harness.app.request('/api/blog/posts/holiday-connection')
    ).json()) as BlogPost;
    expect(post.html).toContain('<h2');
    const missing = await harness.app.request('/api/blog/posts/no-such-post');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({
      error: { code: 'not_found', message: 'Post not found' },
    });
  });

  it('serves each post image', async () => {
    const posts = (await (
      await harness.app.request('/api/blog/posts')
    ).json()) as BlogPostSummary[];
    for (const post of posts) {
      const image = await harness.app.request(post.image!);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toContain('image/svg+xml');
    }
  });

  it('publishes an RSS 2.0 feed with one item per post, linking to the public URL', async () => {
    const response = await harness.app.request('/blog/rss.xml');
    expect(response.headers.get('content-type')).toContain('application/rss+xml');
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0"/);
    expect(xml).toContain('<rss version="2.0"');
    expect(xml.match(/<item>/g)).toHaveLength(3);
    expect(xml).toContain('<link>http://app.test/blog/welcome-to-family-check-in</link>');
  });

  it("puts a post's title, description, canonical link and Open Graph tags in the served HTML", async () => {
    const webRoot = mkdtempSync(path.join(tmpdir(), 'web-'));
    writeFileSync(
      path.join(webRoot, 'index.html'),
      '<!doctype html><html><head><title>App</title><meta name="description" content="Generic" /></head><body></body></html>',
    );
    const app = harness.appWith({ webRoot });
    const html = await (await app.request('/blog/staying-connected-with-aging-parents')).text();
    expect(html).toMatch(/<title>[^<]*Staying[^<]*· Family Check-In<\/title>/i);
    expect(html).not.toContain('content="Generic"');
    expect(html).toContain(
      '<link rel="canonical" href="http://app.test/blog/staying-connected-with-aging-parents" />',
    );
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain(
      '<meta property="og:image" content="http://app.test/blog/images/staying-connected.svg" />',
    );
    // Another page keeps the generic head.
    expect(await (await app.request('/login')).text()).toContain('<title>App</title>');
    // An unknown post gets the app (which shows Post Not Found) with the generic head, and 404.
    const missing = await app.request('/blog/no-such-post');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<title>App</title>');
  });

  it('serves the price catalogue', async () => {
    const catalogue = await (await harness.app.request('/api/pricing')).json();
    expect(catalogue).toMatchObject({
      base: { amountCents: 1500, includedParents: 2, includedFamilyMembers: 1 },
      extraParentCents: 500,
      extraFamilyMemberCents: 300,
      trialDays: 14,
    });
  });
});

describe('content pages', () => {
  it('serves the terms (13 sections, Delaware), the privacy policy (9 sections, 18 and over) and our story', async () => {
    const terms = (await (await harness.app.request('/api/pages/terms')).json()) as {
      title: string;
      html: string;
    };
    expect(terms.title).toBe('Terms of Service');
    expect(terms.html).toContain('June 29, 2025');
    expect(terms.html.match(/<h2>/g)).toHaveLength(13);
    expect(terms.html).toContain('Delaware');
    const privacy = (await (await harness.app.request('/api/pages/privacy')).json()) as {
      html: string;
    };
    expect(privacy.html.match(/<h2>/g)).toHaveLength(9);
    expect(privacy.html).toMatch(/18/);
    expect((await harness.app.request('/api/pages/our-story')).status).toBe(200);
    expect((await harness.app.request('/api/pages/secrets')).status).toBe(400);
  });
});
