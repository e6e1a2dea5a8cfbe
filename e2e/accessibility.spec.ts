import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

const publicPages = [
  '/',
  '/blog',
  '/blog/staying-connected-with-aging-parents',
  '/blog/no-such-post',
  '/terms',
  '/privacy',
  '/our-story',
  '/login',
  '/login?method=password',
  '/signup',
  '/auth/callback',
  '/auth/reset-password',
  '/newsletter/unsubscribe?token=xxxxxxxxxxxxxxxxxxxxxxxx',
];

for (const theme of ['light', 'dark'] as const) {
  test(`public pages have no WCAG 2.1 AA violations in the ${theme} theme`, async ({ page }) => {
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    const found: string[] = [];
    for (const path of publicPages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      // Open every FAQ answer so its text is checked too.
      await page
        .locator('details')
        .evaluateAll((all) => all.forEach((item) => ((item as HTMLDetailsElement).open = true)));
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      for (const violation of results.violations) {
        found.push(
          `${path}: ${violation.id} (${violation.nodes.length}) ${violation.nodes[0]?.target.join(' ')}`,
        );
      }
    }
    expect(found).toEqual([]);
  });
}
