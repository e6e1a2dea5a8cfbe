import { expect, test } from './support/test';
import { animationsDone, settled, themes, useTheme } from './support/axe';
import { finishedAccount, finishSetUp } from './support/dashboard-account';
import { remember } from './support/remember';
import { subStepHeadings } from '../src/shared/onboarding-copy';

const phone = { width: 390, height: 844 };

for (const theme of themes) {
  test(`setting a second check-in time in the wizard at 390 px, and seeing both on the card, ${theme} (docs/product.md §2.13)`, async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    await useTheme(page, theme);
    await remember(page, { hasSeenTour: 'true' });
    const { parents } = await finishedAccount(page, request, {
      label: `times-${theme}`,
      finish: false,
    });
    await page.setViewportSize(phone);
    // The wizard opens where its progress was last saved: the schedule, as if the steps before
    // it had just been done.
    const progress = await page.request.put('/api/onboarding', { data: { step: 'schedule' } });
    expect(progress.ok()).toBe(true);
    await page.goto('/onboarding');
    const row = page.getByRole('listitem', { name: 'Maria Rivera' });
    await row.getByRole('button', { name: 'Add another time for Maria Rivera' }).click();
    const second = row.getByLabel('Second check-in time');
    // Too close to 9:00 AM: refused, with the reason beside the field, and nothing saved.
    await second.fill('10:00');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(row.getByText('Check-in times must be at least 3 hours apart.')).toBeVisible();
    await second.fill('19:00');
    await row
      .getByLabel('Its message (optional)')
      .fill('Good evening {parent_name}, how was supper?');
    await animationsDone(page);
    // Nothing of the row reaches past the phone's width.
    const box = await row.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(phone.width);
    await row.screenshot({ path: testInfo.outputPath(`schedule-two-times-${theme}.png`) });
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(
      page.getByRole('heading', { level: 2, name: subStepHeadings.payment }),
    ).toBeVisible();

    const { schedules } = (await (await page.request.get('/api/schedules')).json()) as {
      schedules: { moreTimes: { time: string; message: string }[] }[];
    };
    expect(schedules[0]!.moreTimes).toEqual([
      { time: '19:00', message: 'Good evening {parent_name}, how was supper?' },
    ]);

    await finishSetUp(page, parents[0]!.id);
    await page.goto('/dashboard');
    await settled(page);
    const card = page
      .getByRole('region', { name: 'Your Parents', exact: true })
      .getByRole('listitem', { name: 'Maria Rivera' });
    const times = card.getByRole('list', { name: 'Today’s check-ins' });
    await expect(times.getByRole('listitem')).toHaveCount(2);
    await expect(times.getByRole('listitem').first()).toContainText('9:00 AM');
    await expect(times.getByRole('listitem').last()).toContainText('7:00 PM');
    await card.screenshot({ path: testInfo.outputPath(`card-two-times-${theme}.png`) });
  });
}
