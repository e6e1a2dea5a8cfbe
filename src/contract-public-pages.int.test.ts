import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movableClock } from './server/test/engine-world';
import { createTestHarness, type TestHarness } from './server/test/test-app';
import { landingContent } from './web/features/public-site/lib/landing-content';
import { loadPublicPageData, type GetJson } from './web/features/public-site/lib/page-data';
import { failOnLoggedErrors } from './contract.support';

// The contract between the server and the public site's pages, read as the server-rendered pages
// read them (see contract.int.test.ts).
let harness: TestHarness;
beforeAll(async () => {
  harness = await createTestHarness({ clock: movableClock('2026-01-12T13:00:00Z') });
});
afterAll(async () => {
  await harness.close();
});

failOnLoggedErrors();

describe('the public pages', () => {
  const getJson: GetJson = async (path) => {
    const response = await harness.app.request(path);
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
  };

  it('loads the landing page, the blog, a post and a content page', async () => {
    const landing = await loadPublicPageData(new URL('http://app.test/'), getJson, landingContent);
    expect(landing).toMatchObject({ page: 'landing', pricing: { status: 'success' } });
    const blog = await loadPublicPageData(new URL('http://app.test/blog'), getJson, landingContent);
    expect(blog).toMatchObject({ page: 'blog', posts: { status: 'success' } });
    const slug =
      blog?.page === 'blog' && blog.posts.status === 'success'
        ? blog.posts.data[0]?.slug
        : undefined;
    const post = await loadPublicPageData(
      new URL(`http://app.test/blog/${slug}`),
      getJson,
      landingContent,
    );
    expect(post).toMatchObject({ page: 'post', post: { status: 'success' } });
    const terms = await loadPublicPageData(
      new URL('http://app.test/terms'),
      getJson,
      landingContent,
    );
    expect(terms).toMatchObject({ page: 'content', content: { status: 'success' } });
  });
});
