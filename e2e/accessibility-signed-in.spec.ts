import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { subStepHeadings } from '../src/shared/onboarding-copy';
import {
  settled,
  switchTheme,
  themeShown,
  useTheme,
  violations,
  violationsInBothThemes,
} from './support/axe';
import { devPages, signedInPages, wizardPage, wizardSteps } from './support/axe-pages';
import { finishedAccount, finishSetUp } from './support/dashboard-account';
import { remember } from './support/remember';

// Every page here loads in the light theme, is checked, and is checked again after its own
// toggle switched it to dark: one load and one account serve both themes. Each test's time limit
// covers its two checks a page on a busy two-core machine.

/**
 * Opens a dialog with `open`, checks the page with it showing, and closes it with Esc; then
 * switches the page's theme and does it again, leaving the page in the other theme.
 */
async function withDialog(page: Page, name: string | RegExp, open: () => Promise<void>) {
  const found: string[] = [];
  for (const round of [1, 2]) {
    if (round === 2) await switchTheme(page);
    await open();
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    await settled(page);
    const where = `${page.url()} dialog ${String(name)}, ${await themeShown(page)}`;
    found.push(...(await violations(page, where)));
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  }
  return found;
}

test('every step of the set-up wizard has no WCAG 2.1 AA violations in either theme', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await useTheme(page, 'light');
  const { parents } = await finishedAccount(page, request, {
    label: 'axe-wizard',
    finish: false,
  });
  const found: string[] = [];
  for (const step of wizardSteps) {
    const saved = await page.request.put('/api/onboarding', { data: { step } });
    expect(saved.ok()).toBe(true);
    await page.goto(wizardPage);
    await expect(page.getByRole('heading', { level: 2, name: subStepHeadings[step] })).toBeVisible({
      timeout: 10_000,
    });
    await settled(page);
    found.push(...(await violationsInBothThemes(page, `${wizardPage} at ${step}`)));
  }
  await finishSetUp(page, parents[0]!.id);
  expect(found).toEqual([]);
});

test('every signed-in page has no WCAG 2.1 AA violations in either theme', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  await useTheme(page, 'light');
  await finishedAccount(page, request, { label: 'axe-pages', parents: 2 });
  // The tour is checked with the dialogs; here it stays out of the way.
  await remember(page, { hasSeenTour: 'true' });
  const found: string[] = [];
  for (const path of signedInPages) {
    await page.goto(path);
    await settled(page);
    found.push(...(await violationsInBothThemes(page, path)));
  }
  expect(found).toEqual([]);
});

test('the main dialogs and the developer tools have no WCAG 2.1 AA violations in either theme', async ({
  page,
  request,
  browserConsole,
}) => {
  test.setTimeout(300_000);
  await useTheme(page, 'light');
  await finishedAccount(page, request, { label: 'axe-dialogs' });
  const found: string[] = [];

  // The tour starts on its own on the first visit to the overview; its button brings it back.
  await page.goto('/dashboard');
  const tour = page.getByRole('dialog', { name: 'Welcome to your dashboard' });
  await expect(tour).toBeVisible({ timeout: 10_000 });
  await settled(page);
  found.push(...(await violations(page, '/dashboard with the tour, light')));
  await page.keyboard.press('Escape');
  await expect(tour).toHaveCount(0);
  await switchTheme(page);
  await page.getByRole('button', { name: 'Take the tour' }).click();
  await expect(tour).toBeVisible();
  await settled(page);
  found.push(...(await violations(page, '/dashboard with the tour, dark')));
  await page.keyboard.press('Escape');
  await expect(tour).toHaveCount(0);

  found.push(
    ...(await withDialog(page, 'Edit Maria Rivera', () =>
      page.getByRole('button', { name: 'Edit Maria Rivera' }).click(),
    )),
    ...(await withDialog(page, 'Edit Sam Rivera', () =>
      page.getByRole('button', { name: 'Edit Sam Rivera' }).click(),
    )),
    ...(await withDialog(page, 'Keyboard shortcuts', () =>
      page.getByRole('button', { name: 'Keyboard shortcuts' }).click(),
    )),
  );
  await page.goto('/settings');
  await settled(page);
  found.push(
    ...(await withDialog(page, 'Delete your account?', () =>
      page.getByRole('button', { name: 'Delete my account' }).click(),
    )),
  );

  for (const path of devPages) {
    await page.goto(path);
    await settled(page);
    found.push(...(await violationsInBothThemes(page, path)));
  }
  // One e-mail and one phone's conversation open. axe tries its script in every frame, the
  // e-mail's sandboxed HTML too, and Chromium may log the sandbox's refusal (one run in a few).
  browserConsole.expectEmailSandbox();
  await page.goto('/dev/mailbox');
  await page.getByRole('region', { name: 'E-mails' }).getByRole('button').first().click();
  await expect(page).toHaveURL(/\?id=/);
  await settled(page);
  found.push(...(await violationsInBothThemes(page, '/dev/mailbox with an e-mail open')));
  await page.goto('/dev/phone');
  // By keyboard: a click's press blurs the empty number field, whose message then moves the
  // list down under the pointer before the release, and the click lands on nothing.
  await page
    .getByRole('region', { name: 'Phones' })
    .getByRole('listitem')
    .last()
    .getByRole('button')
    .press('Enter');
  await expect(page).toHaveURL(/\?phone=/);
  await settled(page);
  found.push(...(await violationsInBothThemes(page, '/dev/phone with a conversation open')));

  expect(found).toEqual([]);
});
