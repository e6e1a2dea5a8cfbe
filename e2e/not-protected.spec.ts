import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { onboardingCopy, subStepHeadings } from '../src/shared/onboarding-copy';
import { finishedAccount } from './support/dashboard-account';
import { uniqueEmail } from './support/mailbox';

// Most owners set up on a phone.
test.use({ viewport: { width: 390, height: 844 } });

const ZONE = 'America/New_York';
const digits = () => String(Math.floor(Math.random() * 1e4)).padStart(4, '0');

/**
 * Moves the service clock to 10:00 AM tomorrow in New York, where this family lives: inside the
 * hours a consent request may go (9:00 AM–8:00 PM), so the card's button asks at once.
 */
async function toTomorrowTen(request: APIRequestContext) {
  const status = (await (await request.get('/api/dev/status')).json()) as { now: string };
  const local = new Date(new Date(status.now).toLocaleString('en-US', { timeZone: ZONE }));
  const target = new Date(local);
  target.setDate(local.getDate() + 1);
  target.setHours(10, 0, 0, 0);
  const moved = await request.post('/api/dev/clock', {
    data: { advanceMinutes: Math.round((target.getTime() - local.getTime()) / 60_000) },
  });
  expect(moved.ok()).toBe(true);
}

async function expectNoAxeViolations(page: Page) {
  const found: string[] = [];
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((value) => localStorage.setItem('theme', value), theme);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    for (const violation of results.violations)
      found.push(`${theme}: ${violation.id} ${violation.nodes[0]?.target.join(' ')}`);
  }
  expect(found).toEqual([]);
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
}

test('a parent added from the dashboard who skips consent is shown "Not protected" with the fix, and the fix works', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await toTomorrowTen(request);
  try {
    await finishedAccount(page, request, { label: 'not-protected' });
    // A second family member, as a family has.
    const carla = await page.request.post('/api/family-members', {
      data: {
        firstName: 'Carla',
        lastName: 'Rivera',
        cellPhone: `(212) 555-${digits()}`,
        email: uniqueEmail('carla'),
        city: 'Albany',
        state: 'New York',
        zipOrCounty: '12207',
        notificationPreference: 'email',
        parentIds: [
          ((await (await page.request.get('/api/parents')).json()) as { parents: { id: string }[] })
            .parents[0]!.id,
        ],
      },
    });
    expect(carla.ok(), await carla.text()).toBe(true);

    // The dashboard's first-visit tour has its own journey.
    await page.addInitScript(() => localStorage.setItem('hasSeenTour', 'true'));
    await page.goto('/dashboard');
    await page
      .locator('[data-tour="quick-actions"]')
      .getByRole('link', { name: 'Add Parent' })
      .click();

    // The wizard's parents step: Maria is there; Josefina is added.
    await expect(
      page.getByRole('heading', { level: 2, name: subStepHeadings.parents }),
    ).toBeVisible();
    await page.getByRole('button', { name: onboardingCopy.addParent }).click();
    const josefinaCard = page.getByRole('region', { name: /^Parent 2/ });
    const phone = `(212) 555-${digits()}`;
    await josefinaCard.getByLabel('First name').fill('Josefina');
    await josefinaCard.getByLabel('Last name').fill('Rivera');
    await josefinaCard.getByLabel('City').fill('Albany');
    await josefinaCard.getByLabel('State', { exact: true }).selectOption({ label: 'New York' });
    await josefinaCard.getByLabel('Zip or County').fill('12207');
    await josefinaCard.getByLabel('Relationship').selectOption({ label: 'Parent' });
    await josefinaCard.getByLabel('Phone number').fill(phone);
    await page.getByRole('button', { name: 'Continue' }).click();

    // Every family member is told about her, as the wizard ticks every parent for a member.
    await expect(
      page.getByRole('heading', { level: 2, name: subStepHeadings['family-members'] }),
    ).toBeVisible({ timeout: 10_000 });
    for (const member of [/^Family member 1/, /^Family member 2/])
      await expect(
        page
          .getByRole('region', { name: member })
          .getByRole('checkbox', { name: 'Josefina Rivera' }),
      ).toBeChecked();
    await page.getByRole('button', { name: 'Continue' }).click();

    // Consent: skipped, as an owner in a hurry does.
    await expect(
      page.getByRole('heading', { level: 2, name: subStepHeadings.consent }),
    ).toBeVisible({ timeout: 10_000 });
    await page.getByRole('button', { name: onboardingCopy.skipForNow }).click();
    await expect(
      page.getByRole('heading', { level: 2, name: subStepHeadings.schedule }),
    ).toBeVisible({ timeout: 10_000 });
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(
      page.getByRole('heading', { level: 2, name: subStepHeadings.payment }),
    ).toBeVisible({ timeout: 10_000 });
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(
      page.getByRole('heading', { level: 2, name: subStepHeadings['first-message'] }),
    ).toBeVisible({ timeout: 10_000 });
    await page.getByRole('button', { name: onboardingCopy.completeSetup }).click();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });

    // Her card: not protected, why, and the one thing to do; never "Active".
    const parents = page.getByRole('region', { name: 'Your Parents', exact: true });
    const card = parents.getByRole('listitem', { name: 'Josefina Rivera' });
    await expect(card.getByText('Not protected', { exact: true })).toBeVisible();
    await expect(card.getByText('Active', { exact: true })).toHaveCount(0);
    await expect(card.getByText('Not sent yet')).toHaveCount(0);
    const why = card.getByRole('group', { name: 'Why Josefina is not protected' });
    await expect(why).toContainText(
      'Not protected: Josefina has not been asked to agree to the daily text.',
    );
    // Maria agreed: she is.
    await expect(
      parents.getByRole('listitem', { name: 'Maria Rivera' }).getByText('Active', { exact: true }),
    ).toBeVisible();
    // The overview opens with it too, and leads to her card.
    const summary = page.getByRole('region', { name: 'Josefina is not protected' });
    await expect(summary).toBeVisible();
    await expectNoAxeViolations(page);
    await summary.getByRole('link', { name: 'What to do for Josefina' }).click();
    await expect(card).toBeInViewport();

    // The fix: the consent request goes to her phone.
    await why.getByRole('button', { name: 'Send the consent request' }).click();
    await expect(card.getByText('Sent. Josefina agrees by replying Y.')).toBeVisible();
    await expect(why).toContainText(
      'Not protected: Josefina has not replied Y to the consent request yet.',
    );
    await expect(why.getByRole('button', { name: 'Send it again' })).toBeVisible();
    const e164 = `+1${phone.replace(/\D/g, '')}`;
    const simulator = await page.context().newPage();
    await simulator.goto(`/dev/phone?phone=${encodeURIComponent(e164)}`);
    const conversation = simulator.getByRole('region', { name: 'Conversation' });
    await expect(conversation.getByText('Reply Y to agree', { exact: false })).toBeVisible();
    await conversation.getByLabel('Reply as this phone').fill('Y');
    await conversation.getByRole('button', { name: 'Send', exact: true }).click();
    await simulator.close();

    // She agreed: Active, and the reminders end.
    await expect(card.getByText('Active', { exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(card.getByText('Not protected', { exact: true })).toHaveCount(0);
    await expect(summary).toHaveCount(0);
  } finally {
    await request.post('/api/dev/clock', { data: { reset: true } });
  }
});
