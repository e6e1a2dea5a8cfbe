import { expect, test } from './support/test';
import { authMessages } from '../src/shared/auth';
import { signUpThroughLink, uniqueEmail } from './support/mailbox';

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the public pages, /signup and /login arrive from the server ready to read', async ({
    page,
  }) => {
    const pages: [string, string | RegExp][] = [
      ['/', /./],
      ['/blog', 'Blog'],
      ['/blog/holiday-connection', /Holiday/],
      ['/terms', /Terms/],
      ['/signup?ref=ABCD2345', 'Create your account'],
      ['/login', 'Sign in'],
    ];
    for (const [path, heading] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      if (path === '/') {
        // Every question is there to read; the filter, which needs the page's code, is off.
        await expect(page.locator('#faq details').first()).toBeVisible();
        await expect(
          page.locator('#faq').getByRole('button', { name: 'General', exact: true }),
        ).toBeDisabled();
      }
    }
    // A tag on /blog is a link: the server sends that tag's posts.
    await page.goto('/blog');
    await page
      .getByRole('navigation', { name: 'Filter by tag' })
      .getByRole('link', { name: 'holidays', exact: true })
      .click();
    await expect(page).toHaveURL(/\/blog\?tag=holidays$/);
    await expect(page.locator('article')).toHaveCount(1);

    await page.goto('/login');
    await expect(page).toHaveTitle(/^Sign in · /);
    await expect(page.getByLabel('Email')).toBeVisible();
    // The page's links work before (and without) any script: Use Password is a real link.
    await page.getByRole('link', { name: 'Use Password' }).click();
    await expect(page).toHaveURL(/\/login\?method=password$/);
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
    // A submit before the page has its code would reload it and lose the address.
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeDisabled();
    // A friend's invitation is on the sign-up page from the first paint.
    await page.goto('/signup?ref=ABCD2345');
    await expect(page.getByText(/^A friend invited you/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create Account' })).toBeDisabled();
  });
});

test.describe('with JavaScript off, on a phone', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('every public page offers Sign in in its header and its footer', async ({
    page,
    browserConsole,
  }) => {
    browserConsole.expectRefusal(404, '/no-such-page');
    const withFooter = [
      '/',
      '/terms',
      '/privacy',
      '/our-story',
      '/blog',
      '/blog/holiday-connection',
    ];
    for (const path of [...withFooter, '/no-such-page', '/signup']) {
      await page.goto(path);
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: 'Sign in' }), path).toBeInViewport({
        ratio: 1,
      });
      // The theme toggle, in its corner, lies over none of the header's links, and the page is
      // no wider than the phone.
      const toggle = await page.getByRole('button', { name: /^Switch to / }).boundingBox();
      for (const link of await header.getByRole('link').all()) {
        const box = await link.boundingBox();
        expect(box && toggle && box.x + box.width <= toggle.x, path).toBe(true);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBe(390);
      await expect(header.getByRole('link', { name: 'Sign in' }), path).toHaveAttribute(
        'href',
        '/login',
      );
      if (path !== '/signup') {
        const footer = page.getByRole('contentinfo');
        await expect(footer.getByRole('link', { name: 'Sign in' }), path).toHaveAttribute(
          'href',
          '/login',
        );
      }
    }
    // On a phone the landing page's trial button is the hero's, on the first screen.
    await page.goto('/');
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Start 14-Day Free Trial' }).first(),
    ).toBeInViewport({ ratio: 1 });
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  });
});

test('an owner who is signed in and opens /login or /signup is sent on by the server', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('already-in');
  await signUpThroughLink(page, request, email, 'Avery');

  for (const path of ['/login', '/signup']) {
    const response = await page.request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(302);
    expect(response.headers()['location']).toBe('/dashboard');
  }
  await page.goto('/login?method=password');
  // The dashboard's guard then sends an account still in set-up on to the wizard.
  await expect(page).toHaveURL(/\/onboarding$/);
});

test('a signed-out visitor signs in on the server-rendered /login once it has its code', async ({
  page,
}) => {
  await page.goto('/login');
  // Typed before the page's code ran: still there when it has, and what is checked.
  await page.getByLabel('Email').fill('not-an-address');
  await page.getByRole('button', { name: 'Send Magic Link' }).click();
  await expect(page.getByText(authMessages.emailInvalid)).toBeVisible();
  await expect(page.getByLabel('Email')).toBeFocused();
  await page.getByLabel('Email').fill(uniqueEmail('ssr-login'));
  // The message goes as soon as the field is fixed, before the next submit.
  await expect(page.getByText(authMessages.emailInvalid)).toBeHidden();
  await page.getByRole('button', { name: 'Send Magic Link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
});
