import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { remember } from './remember';

export const themes = ['light', 'dark'] as const;
export type Theme = (typeof themes)[number];

/** Every page load in `page` starts in `theme`, as if the owner had picked it before. */
export const useTheme = (page: Page, theme: Theme) => remember(page, { theme });

/**
 * Waits until no slide or fade is half-way (mid-animation text is partly transparent and fails
 * contrast). Endless animations (a spinner) never finish, so they do not count.
 */
export const animationsDone = (page: Page) =>
  page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );

/**
 * Waits until the page is as a person reads it: data loaded, no spinner or skeleton left, and
 * no slide or fade half-way (mid-animation text is partly transparent and fails contrast).
 */
export async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 10_000 });
  await page.waitForLoadState('networkidle');
  await loaded(page);
}

/**
 * Waits until no spinner or skeleton is left and no slide or fade is half-way. After a move
 * inside the app (no page load), where `networkidle` has long been reached, this is the wait.
 */
export async function loaded(page: Page) {
  await expect(page.locator('.animate-spin:visible, .animate-pulse:visible')).toHaveCount(0, {
    timeout: 10_000,
  });
  await animationsDone(page);
}

/**
 * WCAG 2.1 A and AA violations on the page as it is now, and axe's best practices (landmarks,
 * heading order, one main heading), one line per rule, named by `where`.
 */
export async function violations(page: Page, where: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations.map(
    (violation) =>
      `${where}: ${violation.id} (${violation.nodes.length}) ${violation.nodes
        .slice(0, 3)
        .map((node) => `${node.target.join(' ')} ${node.failureSummary?.split('\n')[1] ?? ''}`)
        .join(' | ')}`,
  );
}

/** The theme the page shows now. */
export const themeShown = async (page: Page): Promise<Theme> =>
  (await page.locator('html').evaluate((html) => html.classList.contains('dark')))
    ? 'dark'
    : 'light';

/**
 * Switches the page to the other theme with its own toggle, as a reader would, and waits until
 * every colour has finished changing. One page load then serves both themes' checks.
 */
export async function switchTheme(page: Page) {
  const next: Theme = (await themeShown(page)) === 'dark' ? 'light' : 'dark';
  await page.getByRole('button', { name: `Switch to ${next} theme` }).click();
  await expect
    .poll(() => themeShown(page), { message: `the page switched to the ${next} theme` })
    .toBe(next);
  await animationsDone(page);
  return next;
}

/**
 * `violations` in the theme the page shows, then again after its toggle switched it to the
 * other, each line naming its theme; the page is left in the other theme.
 */
export async function violationsInBothThemes(page: Page, where: string) {
  const found = await violations(page, `${where}, ${await themeShown(page)}`);
  const other = await switchTheme(page);
  found.push(...(await violations(page, `${where}, ${other}`)));
  return found;
}
