import { expect, test } from './support/test';
import type { APIRequestContext } from '@playwright/test';
import { settled, themes, useTheme } from './support/axe';
import { finishedAccount } from './support/dashboard-account';
import { remember } from './support/remember';

const phone = { width: 390, height: 844 };
const ZONE = 'America/New_York';

/** Minutes to 10:00 AM tomorrow in New York, whatever the service's time now. */
async function minutesToTomorrowTen(request: APIRequestContext) {
  const status = (await (await request.get('/api/dev/status')).json()) as { now: string };
  const local = new Date(new Date(status.now).toLocaleString('en-US', { timeZone: ZONE }));
  const target = new Date(local);
  target.setDate(local.getDate() + 1);
  target.setHours(10, 0, 0, 0);
  return Math.round((target.getTime() - local.getTime()) / 60_000);
}
const advance = async (request: APIRequestContext, minutes: number) =>
  expect((await request.post('/api/dev/clock', { data: { advanceMinutes: minutes } })).ok()).toBe(
    true,
  );

for (const theme of themes) {
  test(`a heat warning raised on /dev/weather brings the parent an extra check-in on the phone simulator, at 390 px, ${theme} (docs/product.md §2.16)`, async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    await useTheme(page, theme);
    await remember(page, { hasSeenTour: 'true' });
    // Her own check-in at 11:00 AM: the extra one at 10:00 is the weather's alone.
    const { parents } = await finishedAccount(page, request, {
      label: `weather-${theme}`,
      messageTime: '11:00',
    });
    const maria = parents[0]!;
    try {
      await advance(request, await minutesToTomorrowTen(request));
      await page.setViewportSize(phone);
      await page.goto('/dev/weather');
      const raise = page.getByRole('region', { name: 'Raise a warning' });
      await raise.getByLabel('ZIP code').fill('12207');
      await raise.getByLabel('Warning').selectOption({ label: 'Extreme Heat Warning' });
      await raise.getByRole('button', { name: 'Raise warning' }).click();
      await expect(raise.getByText('Raised for 12207, and polled')).toBeVisible();
      await settled(page);
      await page.screenshot({
        path: testInfo.outputPath(`dev-weather-${theme}.png`),
        fullPage: true,
      });

      // A minute on: the sweep opens her extra check-in.
      await advance(request, 1);
      await page.goto(`/dev/phone?phone=${encodeURIComponent(maria.phone)}`);
      const conversation = page.getByRole('region', { name: 'Conversation' });
      const extra = conversation.getByText(
        'There is an Extreme Heat Warning where you are today.',
        { exact: false },
      );
      await expect(extra).toBeVisible({ timeout: 15_000 });
      await extra.scrollIntoViewIfNeeded();
      await settled(page);
      await page.screenshot({ path: testInfo.outputPath(`weather-phone-${theme}.png`) });
    } finally {
      await request.post('/api/dev/clock', { data: { reset: true } });
    }
  });
}
