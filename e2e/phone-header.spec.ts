import { expect, test } from './support/test';
import type { Locator, Page } from '@playwright/test';
import { settled, themes, useTheme } from './support/axe';
import { finishedAccount } from './support/dashboard-account';
import { remember } from './support/remember';

/**
 * The signed-in frame on a phone (390 px) and on a laptop (1280 px): the header keeps to one
 * short row, no label breaks inside a word, and nothing that floats covers something a person
 * could tap. Screenshots of each state go to the test's output folder.
 */

const phone = { width: 390, height: 844 };
const laptop = { width: 1280, height: 800 };

/** Words of visible text under `selector` that the browser laid out on more than one line. */
const splitWords = (page: Page, selector: string) =>
  page.evaluate((root) => {
    const split: string[] = [];
    for (const scope of document.querySelectorAll(root)) {
      const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set(
            [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => rect.top),
          );
          if (lines.size > 1) split.push(match[0]);
        }
      }
    }
    return split;
  }, selector);

/** The tappable things (other than the element itself) whose box overlaps the element's box. */
const covered = (element: Locator) =>
  element.evaluate((target) => {
    const box = target.getBoundingClientRect();
    const tappable = document.querySelectorAll('a, button, input, select, textarea, [role="tab"]');
    return [...tappable]
      .filter((other) => other !== target && !target.contains(other))
      .filter((other) => {
        const rect = other.getBoundingClientRect();
        return (
          rect.width > 0 &&
          rect.height > 0 &&
          rect.left < box.right &&
          box.left < rect.right &&
          rect.top < box.bottom &&
          box.top < rect.bottom
        );
      })
      .map(
        (other) => other.textContent?.trim() || other.getAttribute('aria-label') || other.tagName,
      );
  });

/** Whether a floating element reaches into the page's content column (inside main's padding). */
const overContent = (element: Locator) =>
  element.evaluate((floating) => {
    const box = floating.getBoundingClientRect();
    if (box.width === 0) return false;
    const main = document.querySelector('main')!;
    const padding = parseFloat(getComputedStyle(main).paddingLeft);
    const content = main.getBoundingClientRect();
    return box.right > content.left + padding && box.left < content.right - padding;
  });

for (const theme of themes) {
  test(`the signed-in header at 390 and 1280 px, ${theme}`, async ({ page, request }, testInfo) => {
    test.setTimeout(90_000);
    await useTheme(page, theme);
    await remember(page, { hasSeenTour: 'true' });
    // Three parents: this family pays $20 a month, not the catalogue's $15 base.
    await finishedAccount(page, request, { parents: 3, label: `header-${theme}` });
    const shot = (name: string) =>
      page.screenshot({ path: testInfo.outputPath(`${name}-${theme}.png`), fullPage: true });

    await page.setViewportSize(phone);
    await page.goto('/dashboard');
    await settled(page);
    const header = page.locator('header');
    expect((await header.boundingBox())!.height).toBeLessThanOrEqual(64);
    expect(await splitWords(page, 'header')).toEqual([]);
    // The tour's button sits beside the heading, over nothing; the theme button in the space
    // the header keeps for it.
    const tour = page.getByRole('button', { name: 'Take the tour' });
    const themeButton = page.getByRole('button', { name: /^Switch to/ });
    await expect(tour).toBeVisible();
    expect(await covered(tour)).toEqual([]);
    expect(await covered(themeButton)).toEqual([]);
    await shot('overview-390');

    // Half the tabs fit: a fade and a chevron on the right say there are more. Swiped to the
    // end, the hint moves to the left; a tab opened off to the side is brought into view.
    const tabRow = page.getByRole('tablist', { name: 'Dashboard sections' });
    const moreRight = page.locator('[data-scroll-hint="end"]');
    const moreLeft = page.locator('[data-scroll-hint="start"]');
    await expect(moreRight).toBeVisible();
    await expect(moreLeft).toHaveCount(0);
    await tabRow.evaluate((row) => row.scrollTo({ left: row.scrollWidth }));
    await expect(moreLeft).toBeVisible();
    await expect(moreRight).toHaveCount(0);
    await tabRow.evaluate((row) => row.scrollTo({ left: 0 }));
    await expect(moreRight).toBeVisible();
    await page.goto('/dashboard?tab=test-sms');
    const testSms = page.getByRole('tab', { name: 'Test SMS' });
    await expect(testSms).toHaveAttribute('aria-selected', 'true');
    // Whole inside the row, side to side (the row clips the tab's 1 px underline overlap).
    await expect
      .poll(() =>
        testSms.evaluate((tab) => {
          const row = tab.parentElement!.getBoundingClientRect();
          const box = tab.getBoundingClientRect();
          return box.left >= row.left && box.right <= row.right && row.right <= window.innerWidth;
        }),
      )
      .toBe(true);
    await page.goto('/dashboard');
    await settled(page);

    // Scrolled to the foot of the page, nothing floats over the parents' cards.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(
      await themeButton.evaluate((element) => element.getBoundingClientRect().bottom),
    ).toBeLessThanOrEqual(0);
    await page.evaluate(() => window.scrollTo(0, 0));

    // The menu holds the greeting and the four actions, each label whole; Esc closes it, and
    // so does going to a page.
    const menu = page.getByRole('button', { name: 'Menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator('#account-menu');
    await expect(panel.getByText('Hi, Alex')).toBeVisible();
    for (const name of ['Refer a Friend', 'Manage Subscription', 'Settings'])
      await expect(panel.getByRole('link', { name })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    expect(await splitWords(page, 'header')).toEqual([]);
    await shot('header-menu-390');
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await menu.click();
    await panel.getByRole('link', { name: 'Manage Subscription' }).click();
    await expect(page).toHaveURL(/\/subscription$/);
    await expect(panel).toHaveCount(0);
    await settled(page);
    // During the trial: when it ends, this family's own price, and nothing more to buy.
    await expect(page.getByText('Trial ends on')).toBeVisible();
    await expect(page.getByText('Renews on')).toHaveCount(0);
    await expect(page.getByText('$20', { exact: true })).toBeVisible();
    await expect(page.getByText('for 3 parents and 1 family member')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start Subscription' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Current Plan' })).toBeDisabled();
    await shot('subscription-trial-390');

    await page.setViewportSize(laptop);
    await page.goto('/dashboard');
    await settled(page);
    expect((await header.boundingBox())!.height).toBeLessThanOrEqual(72);
    expect(await splitWords(page, 'header')).toEqual([]);
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Account' })).toBeVisible();
    expect(await covered(tour)).toEqual([]);
    expect(await covered(themeButton)).toEqual([]);
    await shot('overview-1280');
    await expect(moreRight).toHaveCount(0);
    await page.goto('/subscription');
    await settled(page);
    await shot('subscription-trial-1280');

    // The demo's stand-in for the first payment: the paid month, at both widths.
    expect((await page.request.post('/api/billing/demo-checkout')).ok()).toBe(true);
    await page.reload();
    await expect(page.getByText('Renews on')).toBeVisible();
    await settled(page);
    // The Active Subscription badge joins the row, and the row stays one line.
    await expect(header.getByText('Active Subscription')).toBeVisible();
    expect((await header.boundingBox())!.height).toBeLessThanOrEqual(72);
    expect(await splitWords(page, 'header')).toEqual([]);
    expect(await covered(themeButton)).toEqual([]);
    await shot('subscription-active-1280');
    // Between a phone and a laptop (a tablet, a small laptop) the header is one row too, and
    // the keyboard-shortcuts button floats only in a margin beside the page, never over it.
    await page.goto('/dashboard');
    await settled(page);
    const keysButton = page.getByRole('button', {
      name: 'Keyboard shortcuts',
      includeHidden: true,
    });
    for (const width of [768, 1024, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      expect((await header.boundingBox())!.height).toBeLessThanOrEqual(72);
      expect(await splitWords(page, 'header')).toEqual([]);
      expect(await covered(themeButton)).toEqual([]);
      expect(await overContent(keysButton), `at ${width} px`).toBe(false);
    }
    // Where there is a margin, it is there.
    await expect(keysButton).toBeVisible();
    await page.setViewportSize(phone);
    await page.goto('/subscription');
    await settled(page);
    expect(await splitWords(page, 'header')).toEqual([]);
    await shot('subscription-active-390');
  });
}
