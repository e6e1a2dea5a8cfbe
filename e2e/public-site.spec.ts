import { expect, test } from './support/test';
import { publicSiteMessages } from '../src/shared/public-site';
import { latestEmailTo, uniqueEmail } from './support/mailbox';

test('the landing page shows its sections in order, the catalogue price, and the 911 line', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const sectionIds = await page
    .locator('main > section')
    .evaluateAll((sections) => sections.map((section) => section.id));
  expect(sectionIds).toEqual([
    'hero',
    'how-it-works',
    'testimonials',
    'faq',
    'about',
    'privacy',
    'toolkit',
  ]);
  await expect(page.locator('footer')).toBeVisible();
  await expect(page.getByTestId('base-price')).toHaveText('$15');
  await expect(page.getByText('In an emergency, call 911.').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute(
    'href',
    '/signup',
  );
  await expect(page.getByRole('link', { name: 'Start 14-Day Free Trial' }).first()).toHaveAttribute(
    'href',
    '/signup',
  );
});

test('the scroll-down arrow jumps to how it works; scroll-to-top appears after 300 px', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Scroll to top' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Scroll down to how it works' }).click();
  await expect(page).toHaveURL(/#how-it-works$/);
  await expect(page.getByRole('heading', { name: 'How it works' })).toBeInViewport();
  await page.getByRole('button', { name: 'Scroll to top' }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole('button', { name: 'Scroll to top' })).toHaveCount(0);
});

test('the FAQ filters by category, and clicking the selected category again shows no questions', async ({
  page,
}) => {
  await page.goto('/');
  const faq = page.locator('#faq');
  await expect(faq.locator('details').first()).toBeVisible();
  const questions = faq.locator('details');
  const all = await questions.count();
  expect(all).toBeGreaterThanOrEqual(16);
  for (const category of ['General', 'Technical', 'Pricing', 'Privacy']) {
    const button = faq.getByRole('button', { name: category, exact: true });
    // The filter is disabled until the page's code runs; the click waits for it.
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    const count = await questions.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(all);
  }
  // Pricing answers read the catalogue: no raw placeholders reach the page.
  await faq.getByRole('button', { name: 'Pricing', exact: true }).click();
  await faq.getByText('How much does Family Check-In cost?').click();
  await expect(faq.getByText('$15 per month covers 2 parents and 1 family member')).toBeVisible();
  await expect(faq.getByText('{basePrice}')).toHaveCount(0);
  // Pricing is selected: clicking it again clears the selection.
  await faq.getByRole('button', { name: 'Pricing', exact: true }).click();
  await expect(questions).toHaveCount(0);
  await faq.getByRole('button', { name: 'All', exact: true }).click();
  await expect(questions).toHaveCount(all);
  await expect(faq.getByRole('link', { name: 'Contact Support' })).toHaveAttribute(
    'href',
    /^mailto:/,
  );
});

test('the blog searches titles and excerpts and filters by tag, also from ?tag=', async ({
  page,
}) => {
  await page.goto('/blog');
  const cards = page.locator('article');
  await expect(cards).toHaveCount(3);
  await expect(cards.first().getByRole('heading')).toHaveText('Welcome to Family Check-In');
  await expect(cards.first().getByText('June 30, 2025')).toBeVisible();

  await page.getByPlaceholder('Search articles...').fill('holiday');
  await expect(cards).toHaveCount(1);
  await page.getByPlaceholder('Search articles...').fill('no such words anywhere');
  await expect(page.getByRole('heading', { name: 'No posts found' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(cards).toHaveCount(3);

  const tags = page.getByRole('navigation', { name: 'Filter by tag' });
  await tags.getByRole('link', { name: 'holidays', exact: true }).click();
  await expect(page).toHaveURL(/\/blog\?tag=holidays$/);
  await expect(cards).toHaveCount(1);
  await page.goBack();
  await expect(cards).toHaveCount(3);

  await page.goto('/blog?tag=product');
  await expect(cards).toHaveCount(1);
  await expect(tags.getByRole('link', { name: 'product', exact: true })).toHaveAttribute(
    'aria-current',
    'true',
  );
});

test('a post page shows the article, its author box, related posts and tag links', async ({
  page,
}) => {
  await page.goto('/blog/holiday-connection');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Holiday');
  await expect(page.getByText('December 15, 2024')).toBeVisible();
  await expect(page.getByRole('heading', { name: /^About / })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'You Might Also Like' })).toBeVisible();
  await page.getByRole('list', { name: 'Tags' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/blog\?tag=/);
});

test('an unknown post answers 404 and shows Post Not Found with Back to Blog', async ({
  page,
  browserConsole,
}) => {
  browserConsole.expectRefusal(404, '/blog/this-post-does-not-exist');
  const response = await page.goto('/blog/this-post-does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Post Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
});

test('the RSS feed parses as XML with three items', async ({ page, request }) => {
  const response = await request.get('/blog/rss.xml');
  expect(response.headers()['content-type']).toContain('application/rss+xml');
  const xml = await response.text();
  await page.goto('/');
  const parsed = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'application/xml');
    return {
      error: doc.querySelector('parsererror')?.textContent ?? null,
      items: doc.querySelectorAll('rss > channel > item').length,
      titles: [...doc.querySelectorAll('item > title')].map((node) => node.textContent),
    };
  }, xml);
  expect(parsed.error).toBeNull();
  expect(parsed.items).toBe(3);
  expect(parsed.titles).toContain('Welcome to Family Check-In');
  await expect(page.locator('footer').getByRole('link', { name: 'RSS Feed' })).toHaveAttribute(
    'href',
    '/blog/rss.xml',
  );
});

test('the waitlist stores a typed address and recognises it the second time', async ({ page }) => {
  const email = uniqueEmail('waitlist');
  for (const expected of [publicSiteMessages.waitlistAdded, publicSiteMessages.waitlistAlready]) {
    await page.goto('/blog');
    await page.goto('/#toolkit');
    await page.getByLabel('Email for the waitlist').fill(email);
    await page.getByRole('button', { name: 'Join the Waitlist' }).click();
    await expect(page.getByText(expected)).toBeVisible();
  }
});

test('the newsletter is double opt-in: the e-mailed link confirms, the unsubscribe link ends it', async ({
  page,
  request,
  browserConsole,
}) => {
  // The confirmation link is opened twice; the second time it is used up.
  browserConsole.expectRefusal(400, '/api/newsletter/confirm');
  const email = uniqueEmail('reader');
  await page.goto('/blog');
  await page.getByLabel('Email for the newsletter').fill(email);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText(publicSiteMessages.newsletterCheckEmail)).toBeVisible();

  const confirmation = await latestEmailTo(request, email);
  const confirmUrl = /https?:\/\/\S+\/newsletter\/confirm\?token=[\w-]+/.exec(
    confirmation.text,
  )?.[0];
  const unsubscribeUrl = /https?:\/\/\S+\/newsletter\/unsubscribe\?token=[\w-]+/.exec(
    confirmation.text,
  )?.[0];
  await page.goto(confirmUrl!);
  await expect(page.getByText(publicSiteMessages.newsletterConfirmed)).toBeVisible();
  await page.goto(confirmUrl!);
  await expect(page.getByText(publicSiteMessages.newsletterBadLink)).toBeVisible();

  await page.goto(unsubscribeUrl!);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByText(publicSiteMessages.newsletterUnsubscribed)).toBeVisible();
});

test('the terms, privacy policy and story pages show their content', async ({ page }) => {
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await expect(page.getByText('Last updated: June 29, 2025')).toBeVisible();
  await expect(page.locator('.prose-content h2')).toHaveCount(13);
  await page.goto('/privacy');
  await expect(page.locator('.prose-content h2')).toHaveCount(9);
  await page.goto('/our-story');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Story' })).toBeVisible();
});

test('a post page is served with its title and description in the HTML itself', async ({
  request,
}) => {
  const html = await (await request.get('/blog/welcome-to-family-check-in')).text();
  expect(html).toContain('<title>Welcome to Family Check-In · Family Check-In</title>');
  expect(html).toContain('property="og:description"');
  expect(html).toContain('rel="canonical"');
});

test('the service worker file is served but not registered on a host not listed', async ({
  page,
  request,
}) => {
  expect((await request.get('/service-worker.js')).status()).toBe(200);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length),
  ).toBe(0);
});

test('the landing page loads none of the signed-in app, sign-in pages or dev tools', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(await response.text());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const loaded = scripts.join('\n');
  expect(loaded.length).toBeGreaterThan(0);
  // Texts that exist only in those areas' code.
  for (const marker of ['Manage Subscription', 'Send Magic Link', 'Phone simulator']) {
    expect(loaded).not.toContain(marker);
  }
});

test('every page links the RSS feed from its head', async ({ page }) => {
  await page.goto('/blog');
  await expect(
    page.locator('head link[rel="alternate"][type="application/rss+xml"]'),
  ).toHaveAttribute('href', '/blog/rss.xml');
});
