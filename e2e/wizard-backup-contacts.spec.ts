import { expect, test } from './support/test';
import { settled, themes, useTheme } from './support/axe';
import { finishedAccount } from './support/dashboard-account';
import { remember } from './support/remember';

const phone = { width: 390, height: 844 };

/** A number of its own for each run, so runs on one server never share a phone. */
const freshCell = () => {
  const digits = String(Math.floor(Math.random() * 1e4)).padStart(4, '0');
  return { typed: `(646) 555-${digits}`, e164: `+1646555${digits}` };
};

for (const theme of themes) {
  test(`adding a backup contact in the wizard at 390 px, and seeing her agree on the dashboard, ${theme} (docs/product.md §2.15)`, async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    await useTheme(page, theme);
    await remember(page, { hasSeenTour: 'true' });
    const { parents } = await finishedAccount(page, request, {
      label: `backup-${theme}`,
      finish: false,
    });
    // The account and parent steps are done (finishedAccount): the wizard resumes at the family.
    const progress = await page.request.put('/api/onboarding', {
      data: { step: 'family-members' },
    });
    expect(progress.ok()).toBe(true);
    await page.setViewportSize(phone);
    await page.goto('/onboarding');
    await expect(
      page.getByRole('heading', { name: 'Backup contacts near a parent (optional)' }),
    ).toBeVisible();
    const part = page.getByRole('region', { name: 'Backup contacts for Maria Rivera' });
    await part.getByRole('button', { name: 'Add a backup contact' }).click();

    const dialog = page.getByRole('dialog', { name: 'Add a backup contact for Maria Rivera' });
    await dialog.getByLabel('First name').fill('Rosa');
    await dialog.getByLabel('Last name (optional)').fill('Lopez');
    const cell = freshCell();
    await dialog.getByLabel('Phone', { exact: true }).fill(cell.typed);
    await dialog.getByLabel('Cell phone: told by text').check();
    const box = await dialog.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(phone.width);
    await settled(page);
    await page.screenshot({ path: testInfo.outputPath(`backup-dialog-${theme}.png`) });
    await dialog.getByRole('button', { name: 'Add backup contact' }).click();

    // Saved and asked at once: 1:00 PM in New York is a waking hour.
    const rosa = part.getByRole('listitem').filter({ hasText: 'Rosa Lopez' });
    await expect(rosa).toContainText('Waiting for their Y');
    await expect(rosa).toContainText('by text');
    await settled(page);
    await part.screenshot({ path: testInfo.outputPath(`backup-wizard-${theme}.png`) });

    // Her phone got the request, and agrees to it.
    const reply = await request.post(`/api/dev/phone/${encodeURIComponent(cell.e164)}/reply`, {
      data: { body: 'Y' },
    });
    expect(reply.ok()).toBe(true);

    // The dashboard's card shows her, agreed.
    const finish = [
      ['/api/billing/trial', undefined],
      ['/api/first-message', { parentId: parents[0]!.id, message: 'Hello' }],
      ['/api/onboarding/complete', undefined],
    ] as const;
    for (const [url, data] of finish)
      expect((await page.request.post(url, data ? { data } : {})).ok()).toBe(true);
    await page.goto('/dashboard');
    const card = page
      .getByRole('region', { name: 'Your Parents', exact: true })
      .getByRole('listitem', { name: 'Maria Rivera' });
    await expect(card.getByRole('listitem').filter({ hasText: 'Rosa Lopez' })).toContainText(
      'Agreed',
      { timeout: 15_000 },
    );
    await settled(page);
    await card.screenshot({ path: testInfo.outputPath(`backup-card-${theme}.png`) });
  });
}
