import { readFileSync } from 'node:fs';
import { expect, test } from './support/test';
import { pageRoutes } from '../src/web/app/route-table';
import { settled, useTheme, violationsInBothThemes } from './support/axe';
import {
  devPages,
  publicPages,
  signedInPages,
  refusedOnPurpose,
  unknownPage,
  wizardPage,
} from './support/axe-pages';

/** Every path the router answers to, read from its source (the module itself needs a DOM). */
const routerPaths = [
  ...readFileSync(new URL('../src/web/app/routes.tsx', import.meta.url), 'utf8').matchAll(
    /\bpath: '([^']+)'/g,
  ),
].map((match) => match[1]!);

const matches = (route: string, address: string) => {
  const pathname = new URL(address, 'http://localhost').pathname;
  const pattern = route.replace(/:[^/]+/g, '[^/]+');
  return new RegExp(`^${pattern}$`).test(pathname);
};

test('every page of the app is in the accessibility check', () => {
  const checked = [...publicPages, wizardPage, ...signedInPages, ...devPages];
  const paths = [...new Set([...routerPaths, ...pageRoutes.map((route) => route.path)])];
  expect(paths.length).toBeGreaterThan(20);
  const missing = paths.filter(
    (path) => path !== '*' && !checked.some((address) => matches(path, address)),
  );
  expect(
    missing,
    'paths no accessibility spec opens: add them to e2e/support/axe-pages.ts',
  ).toEqual([]);
  // The catch-all is covered by an address no other route answers to.
  expect(routerPaths).toContain('*');
  expect(routerPaths.some((path) => path !== '*' && matches(path, unknownPage))).toBe(false);
});

// Each page is loaded once, in the light theme, and checked there; its own toggle then switches
// it to dark and it is checked again (one load, not two, for each page's pair of checks).
for (const path of publicPages) {
  test(`${path} has no violations in either theme`, async ({ page, browserConsole }) => {
    const refusal = refusedOnPurpose[path];
    if (refusal) browserConsole.expectRefusal(...refusal);
    // axe's contrast check on a long page takes a while on a busy machine.
    test.setTimeout(60_000);
    await useTheme(page, 'light');
    await page.goto(path);
    await settled(page);
    // Open every FAQ answer so its text is checked too.
    await page
      .locator('details')
      .evaluateAll((all) => all.forEach((item) => ((item as HTMLDetailsElement).open = true)));
    expect(await violationsInBothThemes(page, path)).toEqual([]);
  });
}

test('an unknown address shows a not-found page without violations in either theme', async ({
  page,
  browserConsole,
}) => {
  test.setTimeout(60_000);
  browserConsole.expectRefusal(404, unknownPage);
  await useTheme(page, 'light');
  await page.goto(unknownPage);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await settled(page);
  expect(await violationsInBothThemes(page, unknownPage)).toEqual([]);
});
