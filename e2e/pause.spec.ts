import { expect, test } from './support/test';
import { settled, themes, useTheme } from './support/axe';
import { finishedAccount } from './support/dashboard-account';
import { remember } from './support/remember';

const phone = { width: 390, height: 844 };

/** "Tue, Jan 13" for a YYYY-MM-DD date, as the card writes it. */
const dayText = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

for (const theme of themes) {
  test(`pausing a parent from the dashboard at 390 px, and resuming her, ${theme} (docs/product.md §2.14)`, async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    await useTheme(page, theme);
    await remember(page, { hasSeenTour: 'true' });
    await finishedAccount(page, request, { label: `pause-${theme}` });
    await page.setViewportSize(phone);
    await page.goto('/dashboard');
    await settled(page);
    const card = page
      .getByRole('region', { name: 'Your Parents', exact: true })
      .getByRole('listitem', { name: 'Maria Rivera' });

    await card.getByRole('button', { name: 'Pause check-ins' }).click();
    const dialog = page.getByRole('dialog', { name: "Pause Maria Rivera's check-ins" });
    const from = await dialog.getByLabel('First paused day').inputValue();
    const until = plusDays(from, 4);
    await dialog.getByLabel('Last paused day').fill(until);
    await dialog.getByLabel('Reason (optional)').fill('A cruise');
    // Nothing of the dialog hides past the phone's width.
    const box = await dialog.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(phone.width);
    await page.screenshot({ path: testInfo.outputPath(`pause-dialog-${theme}.png`) });
    await dialog.getByRole('button', { name: 'Pause check-ins' }).click();

    await expect(card).toContainText(
      `Check-ins are paused from ${dayText(from)} through ${dayText(until)} (A cruise), by Alex. They start again ${dayText(plusDays(until, 1))}.`,
    );
    await expect(card.getByText(`Paused through ${dayText(until)}`)).toBeVisible();
    await settled(page);
    await card.screenshot({ path: testInfo.outputPath(`paused-card-${theme}.png`) });

    // A reload reads it back from the server.
    await page.reload();
    await expect(card).toContainText(`through ${dayText(until)} (A cruise)`);
    await card.getByRole('button', { name: 'Resume check-ins' }).click();
    await expect(card.getByRole('status').filter({ hasText: 'back on' })).toHaveText(
      "Maria Rivera's check-ins are back on. The family has been told.",
    );
    await expect(card.getByRole('button', { name: 'Pause check-ins' })).toBeVisible();
  });
}
