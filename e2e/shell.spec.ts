import { expect, test } from './support/test';
import { remember } from './support/remember';

test('the theme toggle switches the theme and the choice survives a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).not.toHaveClass(/dark/);

  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(html).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

  await page.reload();
  await expect(html).toHaveClass(/dark/);
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
});

test('the saved theme is applied before the first paint, with no flash of light', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await remember(page, { theme: 'dark' });
  // Record the theme at the moment the body starts to exist, before any app script has run.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.body) return;
      (window as unknown as { darkAtFirstBody: boolean }).darkAtFirstBody =
        document.documentElement.classList.contains('dark');
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/blog');
  expect(
    await page.evaluate(() => (window as unknown as { darkAtFirstBody: boolean }).darkAtFirstBody),
  ).toBe(true);
});

test('a dark system preference gives dark mode when nothing is stored', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expect(page.locator('html')).toHaveClass(/dark/);
});

test('an unknown address answers 404 with a page that names it and the ways on, at 390 px', async ({
  page,
  browserConsole,
}) => {
  browserConsole.expectRefusal(404, '/this/page/does-not-exist');
  await page.setViewportSize({ width: 390, height: 844 });
  const response = await page.goto('/this/page/does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveURL(/\/this\/page\/does-not-exist$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page.getByText('/this/page/does-not-exist', { exact: true })).toBeVisible();
  const ways = page.getByRole('navigation', { name: 'Where to go' });
  await expect(ways.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
  await expect(ways.getByRole('link', { name: 'Open your dashboard' })).toBeVisible();
  await ways.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('a sign-in code on another page is sent to the callback with the same query', async ({
  page,
  browserConsole,
}) => {
  // The callback tries the made-up code, and the server refuses it.
  browserConsole.expectRefusal(400, '/api/session/exchange');
  await page.goto('/?code=abc');
  await expect(page).toHaveURL(/\/auth\/callback\?code=abc$/);
});

test('the server answers its health checks and hides nothing behind the web app', async ({
  request,
}) => {
  expect((await request.get('/healthz')).status()).toBe(200);
  const ready = await request.get('/readyz');
  expect(await ready.json()).toMatchObject({ status: 'ready' });
  const missingApi = await request.get('/api/unknown');
  expect(missingApi.status()).toBe(404);
  expect((await request.get('/missing-file.png')).status()).toBe(404);
});

test('pages load with no console errors and no CSP violations', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  // A violation that a script catches (a probe for eval, say) logs nothing, but is reported.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} in ${event.sourceFile}`);
    });
  });
  for (const path of ['/', '/login', '/signup', '/blog/holiday-connection', '/dashboard']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  expect(problems).toEqual([]);
});
