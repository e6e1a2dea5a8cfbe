import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { beforeTheDaysText } from './support/daytime';
import { finishedAccount } from './support/dashboard-account';
import { remember } from './support/remember';

const tourTitles = [
  'Welcome to your dashboard',
  'Your parents',
  'Quick actions',
  'Recent activity',
  'Family members',
];
const anchors = [
  'dashboard-header',
  'parents',
  'quick-actions',
  'message-history',
  'family-members',
];

/** Every address the app has moved to, in order, including ones it redirected away from. */
async function recordNavigation(page: Page) {
  await page.addInitScript(() => {
    const visited: string[] = [];
    (window as unknown as { visited: string[] }).visited = visited;
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method].bind(history);
      history[method] = (data, unused, url) => {
        if (url !== undefined && url !== null) visited.push(new URL(url, location.href).href);
        return original(data, unused, url);
      };
    }
  });
}

const visitedPaths = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { visited: string[] }).visited.map((href) => {
      const url = new URL(href);
      return `${url.pathname}${url.search}`;
    }),
  );

async function expectStep(page: Page, index: number) {
  const card = page.getByRole('dialog', { name: tourTitles[index] });
  await expect(card).toBeVisible();
  await expect(card.getByText(`Step ${index + 1} of 5`)).toBeVisible();
  const box = (await card.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.width).toBeLessThanOrEqual(300);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  // A target on the page is outlined and in view; a missing one gets the card in the middle.
  const target = page.locator(`[data-tour="${anchors[index]}"]`);
  if ((await target.count()) > 0) {
    await expect(page.getByTestId('tour-highlight')).toBeVisible();
    await expect(target).toBeInViewport();
  } else {
    await expect(page.getByTestId('tour-highlight')).toHaveCount(0);
    expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThan(2);
  }
  return card;
}

test('the tour starts after the dashboard loads, steps both ways, closes for good, and comes back from its button', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await finishedAccount(page, request, { label: 'tour' });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  // Not at once: it waits 2 s after the dashboard appears.
  const firstCard = page.getByRole('dialog', { name: tourTitles[0] });
  await expect(firstCard).toHaveCount(0);
  await page.waitForTimeout(800);
  await expect(firstCard).toHaveCount(0);
  await expect(firstCard).toBeVisible({ timeout: 6000 });
  // Focus moves into the card, which is not modal.
  await expect(firstCard).toBeFocused();
  await expect(firstCard).toHaveAttribute('aria-modal', 'false');
  await expect(firstCard.getByRole('button', { name: 'Previous' })).toHaveCount(0);
  await expectStep(page, 0);

  await firstCard.getByRole('button', { name: 'Next' }).click();
  let card = await expectStep(page, 1);
  await card.getByRole('button', { name: 'Previous' }).click();
  card = await expectStep(page, 0);
  for (let index = 1; index < tourTitles.length; index += 1) {
    await card.getByRole('button', { name: 'Next' }).click();
    card = await expectStep(page, index);
  }
  await expect(card.getByRole('button', { name: 'Next' })).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Finish' })).toBeVisible();

  // Esc closes it and marks it seen.
  await card.getByRole('button', { name: 'Previous' }).click();
  await expectStep(page, 3);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('hasSeenTour'))).toBe('true');
  const restart = page.getByRole('button', { name: 'Take the tour' });
  await expect(restart).toBeVisible();
  await expect(restart).toBeFocused();

  // After a reload it does not start again.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.waitForTimeout(3000);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The floating button starts it again, from any tab, and Finish ends it.
  await page.goto('/dashboard?tab=voice');
  await page.getByRole('button', { name: 'Take the tour' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  card = await expectStep(page, 0);
  for (let index = 1; index < tourTitles.length; index += 1) {
    await card.getByRole('button', { name: 'Next' }).click();
    card = await expectStep(page, index);
  }
  await card.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Take the tour' })).toBeVisible();

  // The close button, on a phone: the card fits and closes.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Take the tour' }).click();
  card = await expectStep(page, 0);
  await card.getByRole('button', { name: 'Next' }).click();
  card = await expectStep(page, 1);
  await card.getByRole('button', { name: 'Close tour' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('keyboard shortcuts act on every signed-in page, and not while typing', async ({
  page,
  request,
  browserConsole,
}) => {
  // S pressed again the same day is refused, and the page says why.
  browserConsole.expectRefusal(409, '/api/parents/*/check-in');
  test.setTimeout(120_000);
  const restoreClock = await beforeTheDaysText(request);
  try {
    const { parents } = await finishedAccount(page, request, {
      parents: 4,
      label: 'keys',
      messageTime: '11:00',
    });
    await remember(page, { hasSeenTour: 'true' });
    await recordNavigation(page);
    await page.goto('/dashboard?tab=voice');
    await expect(page.getByRole('heading', { level: 2, name: 'Voice Response' })).toBeVisible();

    // D: the dashboard.
    await page.keyboard.press('d');
    await expect(page).toHaveURL(/\/dashboard$/);

    // H and Alt+K show and hide the list of every shortcut; Esc closes it.
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await page.keyboard.press('h');
    await expect(help).toBeVisible();
    for (const label of [
      'Go to the dashboard',
      'Add a parent',
      'Add a family member',
      'Send today’s check-in now',
      'Open the message history',
      'Close whatever is open',
    ])
      await expect(help.getByText(label)).toBeVisible();
    await expect(help.getByText('Show or hide this list')).toHaveCount(2);
    await page.keyboard.press('h');
    await expect(help).toBeHidden();
    await page.keyboard.press('Alt+k');
    await expect(help).toBeVisible();
    await page.keyboard.press('Alt+k');
    await expect(help).toBeHidden();
    await page.keyboard.press('Alt+k');
    await expect(help).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(help).toBeHidden();

    // P at four parents says why not, and stays.
    await page.keyboard.press('p');
    await expect(page.getByText('You can add up to 4 parents. You have 4')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.keyboard.press('Escape');
    // The overview's own note under the disabled Add Parent stays; the announcement goes.
    await expect(page.getByText('You can add up to 4 parents. You have 4')).toHaveCount(0);

    // S with several parents asks which; Esc leaves without sending.
    const chooser = page.getByRole('dialog', { name: 'Send today’s check-in' });
    await page.keyboard.press('s');
    await expect(chooser).toBeVisible();
    await expect(chooser.getByRole('button')).toHaveCount(parents.length + 1);
    await page.keyboard.press('Escape');
    await expect(chooser).toBeHidden();
    await page.keyboard.press('s');
    await chooser.getByRole('button', { name: /^Jose Rivera/ }).click();
    await expect(page.getByText('Today’s check-in was sent to Jose Rivera.')).toBeVisible({
      timeout: 10_000,
    });
    // A second one the same day is refused, and the reason is shown.
    await page.keyboard.press('s');
    await chooser.getByRole('button', { name: /^Jose Rivera/ }).click();
    await expect(
      page.getByText("Today's check-in for Jose has already been sent.", { exact: false }),
    ).toBeVisible();

    // Nothing happens while typing in a field.
    await page.goto('/dashboard?tab=test-sms');
    const phone = page.getByLabel('Phone number');
    await phone.click();
    await page.keyboard.type('dpfsmh');
    await expect(phone).toHaveValue('dpfsmh');
    await page.getByLabel('Message').click();
    await page.keyboard.type('Alt');
    await page.keyboard.press('Alt+k');
    await expect(page).toHaveURL(/tab=test-sms$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // Nor with Ctrl held.
    await page.locator('h1').click();
    await page.keyboard.press('Control+m');
    await expect(page).toHaveURL(/tab=test-sms$/);

    // M: the message history; F and P: the set-up steps (from the wizard too).
    await page.goto('/dashboard/history');
    await page.waitForLoadState('networkidle');
    const historyBuilt = new URL(page.url()).pathname === '/dashboard/history';
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await page.keyboard.press('m');
    if (historyBuilt) await expect(page).toHaveURL(/\/dashboard\/history$/);
    // Until the history page exists, the router sends its address home before showing it.
    else await expect(page).toHaveURL(/\/$/);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await page.keyboard.press('f');
    await expect.poll(() => visitedPaths(page)).toContain('/onboarding?step=family-members');
    await expect(page).toHaveURL(/\/onboarding/);
    await page.keyboard.press('d');
    await expect(page).toHaveURL(/\/dashboard$/);

    // The text went to Jose's phone.
    const jose = parents.find((parent) => parent.name === 'Jose Rivera')!;
    await page.goto(`/dev/phone?phone=${encodeURIComponent(jose.phone)}`);
    await expect(
      page
        .getByRole('region', { name: 'Conversation' })
        .getByText('Reply YES if you are OK', { exact: false }),
    ).toBeVisible({ timeout: 15_000 });
  } finally {
    await restoreClock();
  }
});

test('with one parent, S sends at once and P opens the parents step', async ({ page, request }) => {
  test.setTimeout(90_000);
  const restoreClock = await beforeTheDaysText(request);
  try {
    await finishedAccount(page, request, {
      parents: 1,
      label: 'keys-one',
      messageTime: '11:00',
    });
    await remember(page, { hasSeenTour: 'true' });
    await recordNavigation(page);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await page.keyboard.press('s');
    await expect(page.getByText('Today’s check-in was sent to Maria Rivera.')).toBeVisible({
      timeout: 10_000,
    });
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.keyboard.press('p');
    await expect.poll(() => visitedPaths(page)).toContain('/onboarding?step=parents');
    await expect(page).toHaveURL(/\/onboarding/);
  } finally {
    await restoreClock();
  }
});
