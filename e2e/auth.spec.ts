import { expect, test } from './support/test';
import { authMessages } from '../src/shared/auth';
import { latestEmailTo, latestLinkTo, signUpThroughLink, uniqueEmail } from './support/mailbox';

test('sign up, open the e-mailed link, and land in the set-up wizard; then sign out', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('signup');
  await page.goto('/signup');
  await page.getByLabel('Display name').fill('Jordan Lee');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

  const confirmation = await latestEmailTo(request, email);
  expect(confirmation.subject).toContain('Confirm your email');
  await page.goto(await latestLinkTo(request, email));
  await expect(page.getByText(authMessages.callbackSuccess)).toBeVisible();
  // Dashboard after 1.5 s, and the second guard sends a new account on to the wizard.
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByText(email)).toBeVisible();

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('sign in by magic link; the waiting tab learns the link was opened in another tab', async ({
  page,
  context,
  request,
}) => {
  const email = uniqueEmail('magic');
  // An existing account.
  const setup = await context.newPage();
  await signUpThroughLink(setup, request, email, 'Sam');
  await setup.getByRole('button', { name: 'Sign Out' }).click();
  await expect(setup).toHaveURL(/\/login$/);
  await setup.close();

  const sentAfter = Date.now();
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Magic Link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

  const other = await context.newPage();
  await other.goto(await latestLinkTo(request, email, sentAfter));
  await expect(other).toHaveURL(/\/onboarding$/);
  await expect(page.getByRole('heading', { name: 'Successfully Signed In' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to Dashboard' }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
});

test('a link that was already used says so and sends a new one that works', async ({
  page,
  request,
  browserConsole,
}) => {
  browserConsole.expectRefusal(400, '/api/session/exchange');
  const email = uniqueEmail('reuse');
  await request.post('/api/session/sign-up', { data: { displayName: 'Re Use', email } });
  const link = await latestLinkTo(request, email);
  await page.goto(link);
  await expect(page).toHaveURL(/\/onboarding$/);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.goto(link);
  await expect(page.getByText(authMessages.linkExpiredOrUsed)).toBeVisible();
  const askedAt = Date.now();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send me a new link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await page.goto(await latestLinkTo(request, email, askedAt));
  await expect(page).toHaveURL(/\/onboarding$/);
});

test('forgot password, reset it from the e-mail, and sign in with the new password', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('reset');
  await signUpThroughLink(page, request, email, 'Riley');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login$/);

  const askedAt = Date.now();
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('button', { name: 'Back to Sign In' })).toBeVisible();

  await page.goto(await latestLinkTo(request, email, askedAt));
  await page.getByLabel('New Password', { exact: true }).fill('Sunny!Day42');
  await page.getByLabel('Confirm Password', { exact: true }).fill('Sunny!Day42');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('heading', { name: 'Password Reset Successful' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 6000 });

  await page.goto('/login?method=password');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Sunny!Day42');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
});

test('a wrong password or an unknown address says "Email or password is incorrect."', async ({
  page,
  browserConsole,
}) => {
  browserConsole.expectRefusal(401, '/api/session/password');
  await page.goto('/login?method=password');
  await page.getByLabel('Email').fill(uniqueEmail('nobody'));
  await page.getByLabel('Password', { exact: true }).fill('Whatever1!');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText(authMessages.passwordIncorrect, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create Account' })).toHaveCount(0);
});

test('a protected page while signed out lands on /login', async ({ page }) => {
  for (const path of ['/dashboard', '/onboarding', '/subscription', '/success', '/referral']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
  }
});

test('Back from the wizard after signing up by link does not land on an empty /signup, at 390 px', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const email = uniqueEmail('back');
  await page.goto('/signup');
  await page.getByLabel('Display name').fill('Robin Back');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await page.goto(await latestLinkTo(request, email));
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.goBack();
  // The signed-in owner is sent back where she belongs: her wizard, where she left it.
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByRole('heading', { name: 'About you' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Create your account' })).toHaveCount(0);
});
