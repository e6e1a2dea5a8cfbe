import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { latestEmailTo, latestLinkTo, signUpThroughLink, uniqueEmail } from './support/mailbox';

/** Signs a new owner up through the API and opens the e-mailed link in this page. */
async function signUp(page: Page, request: APIRequestContext, label: string, name: string) {
  const email = uniqueEmail(label);
  await signUpThroughLink(page, request, email, name);
  return email;
}

let parentsAdded = 0;
/** Subscribing needs a parent to check on: adds one through the API. */
async function addParent(page: Page) {
  parentsAdded += 1;
  const created = await page.request.post('/api/parents', {
    data: {
      firstName: 'Ida',
      lastName: 'Hart',
      relationshipType: 'parent',
      phone: `(720) 555-02${String(Date.now() + parentsAdded).slice(-2)}`,
      city: 'Denver',
      state: 'Colorado',
      zipOrCounty: '80202',
    },
  });
  expect(created.ok()).toBe(true);
}

const periodEnd = async (page: Page) =>
  (
    (await (await page.request.get('/api/billing/subscription-read')).json()) as {
      subscription: { current_period_end: number } | null;
    }
  ).subscription?.current_period_end ?? 0;

test('subscribe from /subscription: the demo checkout, /success, then the Active Subscription badge', async ({
  page,
  request,
}) => {
  await signUp(page, request, 'subscribe', 'Sasha');
  await addParent(page);
  await page.goto('/subscription');
  await expect(page.getByRole('heading', { name: 'Choose Your Plan' })).toBeVisible();
  await expect(page.getByText('14-day free trial • No credit card required')).toBeVisible();
  // One plan: nothing to be the popular one among.
  await expect(page.getByText('Most Popular')).toHaveCount(0);
  await expect(page.getByText('$15')).toBeVisible();

  // No subscription yet: checkout starts the free trial.
  await page.getByRole('button', { name: 'Start Subscription' }).click();
  await expect(page).toHaveURL(/\/checkout\/demo$/);
  await expect(page.getByText('Demo — no payment is taken')).toBeVisible();
  await page.getByRole('button', { name: 'Start free trial' }).click();
  await expect(page).toHaveURL(/\/success$/);
  await expect(page.getByRole('heading', { name: 'Subscription Active' })).toBeVisible();
  await expect(page.getByText('Trialing')).toBeVisible();
  await expect(page.getByText('Next billing:')).toBeVisible();
  await expect(page.getByText('Active Subscription')).toHaveCount(0);

  // In the trial: when it ends, and nothing more to buy.
  await page.goto('/subscription');
  await expect(page.getByText('Trial ends on')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Current Plan' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Start Subscription' })).toHaveCount(0);

  // The demo's stand-in for the first payment: the paid month begins.
  expect((await page.request.post('/api/billing/demo-checkout')).ok()).toBe(true);
  await page.goto('/success');
  await expect(page.getByRole('heading', { name: 'Subscription Active' })).toBeVisible();
  await expect(page.getByText('Active Subscription')).toBeVisible();

  // Active: the plan is the current one; cancelling turns Renews into Expires.
  await page.goto('/subscription');
  await expect(page.getByRole('button', { name: 'Current Plan' })).toBeDisabled();
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(page.getByText('Expires on')).toBeVisible();
});

test('a referral: link sign-up by a second account, counters change, both get the free month', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await signUp(page, request, 'referrer', 'Remy');
  await addParent(page);
  await page.request.post('/api/billing/demo-checkout');
  const referrerEndBefore = await periodEnd(page);

  await page.goto('/referral');
  const link = await page.getByRole('textbox', { name: 'Your referral link' }).inputValue();
  expect(link).toMatch(/\/signup\?ref=[A-Z2-9]{8}$/);
  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await expect(page.getByRole('button', { name: 'Copy', exact: true })).toBeVisible({
    timeout: 4000,
  });
  await expect(page.getByTestId('Pending Invites')).toHaveText('0');

  const friendEmail = uniqueEmail('friend');
  await page.getByLabel("Friend's name").fill('Frankie');
  await page.getByLabel("Friend's email").fill(friendEmail);
  await page.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(page.getByText('Invitation sent successfully!')).toBeVisible();
  await expect(page.getByLabel("Friend's name")).toHaveValue('');
  await expect(page.getByTestId('Pending Invites')).toHaveText('1');
  const invitation = await latestEmailTo(request, friendEmail);
  expect(invitation.text).toContain(link);

  // The friend opens the link in their own browser and signs up.
  const friendContext = await browser.newContext();
  const friend = await friendContext.newPage();
  await friend.goto(new URL(link).pathname + new URL(link).search);
  await friend.getByLabel('Display name').fill('Frankie');
  await friend.getByLabel('Email').fill(friendEmail);
  // The sign-in e-mail, not the invitation that went to the same address before it.
  const signUpAt = Date.now();
  await friend.getByRole('button', { name: 'Create Account' }).click();
  await friend.goto(await latestLinkTo(request, friendEmail, signUpAt));
  await expect(friend).toHaveURL(/\/onboarding$/);

  await page.reload();
  await expect(page.getByTestId('Pending Invites')).toHaveText('0');
  await expect(page.getByTestId('Successful Referrals')).toHaveText('0');

  // The friend's trial, then their first paid month: both sides earn one.
  await addParent(friend);
  await friend.request.post('/api/billing/demo-checkout');
  const friendPaid = await friend.request.post('/api/billing/demo-checkout');
  expect(friendPaid.ok()).toBe(true);
  await page.reload();
  await expect(page.getByTestId('Successful Referrals')).toHaveText('1');
  await expect(page.getByTestId('Free Months Earned')).toHaveText('1');
  await friend.goto('/referral');
  await expect(friend.getByTestId('Free Months Earned')).toHaveText('1');

  // Really applied: each period moved on by a month.
  expect((await periodEnd(page)) - referrerEndBefore).toBeGreaterThan(27 * 86_400);
  expect((await periodEnd(friend)) - Date.now() / 1000).toBeGreaterThan(56 * 86_400);
  await friendContext.close();
});

test('settings: download my data, then delete the account leaving nothing behind', async ({
  page,
  request,
  browserConsole,
}) => {
  // The first try types someone else's address.
  browserConsole.expectRefusal(400, '/api/account/delete');
  const email = await signUp(page, request, 'settings', 'Dale');
  const phone = `(720) 555-01${String(Date.now()).slice(-2)}`;
  const created = await page.request.post('/api/parents', {
    data: {
      firstName: 'Opal',
      lastName: 'Hart',
      relationshipType: 'parent',
      phone,
      city: 'Denver',
      state: 'Colorado',
      zipOrCounty: '80202',
    },
  });
  expect(created.ok()).toBe(true);
  await page.request.post('/api/billing/demo-checkout');

  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Account settings' })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.json$/);
  const exported = JSON.parse(await readFile(await download.path(), 'utf8')) as {
    account: { id: string; email: string };
    data: { parents: { first_name: string }[]; subscriptions: unknown[] };
  };
  expect(exported.account.email).toBe(email);
  expect(exported.data.parents.map((parent) => parent.first_name)).toEqual(['Opal']);
  expect(exported.data.subscriptions).toHaveLength(1);

  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(`Type ${email} to confirm`).fill('someone-else@example.com');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByRole('alert')).toContainText('not the email address of this account');
  await dialog.getByLabel(`Type ${email} to confirm`).fill(email);
  const deletedAt = Date.now();
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText('Your account has been deleted.')).toBeVisible();
  // The signed-in frame is gone at once, without a reload.
  await expect(page).toHaveURL(/\/account-deleted$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Account deleted' })).toBeVisible();
  await expect(page.getByText(/^Hi,/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sign Out' })).toHaveCount(0);

  const traces = (await (
    await request.get('/api/dev/account-traces', {
      params: { id: exported.account.id, email },
    })
  ).json()) as { traces: unknown[] };
  expect(traces.traces).toEqual([]);
  const confirmation = await latestEmailTo(request, email, deletedAt);
  expect(confirmation.subject).toContain('deleted');
  expect((await page.request.get('/api/account/export')).status()).toBe(401);
});

test('the billing, referral and settings pages have no WCAG 2.1 AA violations in either theme', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await signUp(page, request, 'a11y', 'Ari');
  await addParent(page);
  await page.request.post('/api/billing/demo-checkout');
  const found: string[] = [];
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((value) => localStorage.setItem('theme', value), theme);
    for (const path of ['/subscription', '/success', '/referral', '/settings', '/checkout/demo']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (path === '/success')
        await expect(page.getByRole('heading', { name: 'Subscription Active' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      for (const violation of results.violations) {
        found.push(
          `${theme} ${path}: ${violation.id} (${violation.nodes.length}) ${violation.nodes[0]?.target.join(' ')}`,
        );
      }
    }
  }
  expect(found).toEqual([]);
});
