import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { onboardingCopy, stepSavedMessages, subStepHeadings } from '../src/shared/onboarding-copy';
import { loaded } from './support/axe';
import { beforeTheDaysText } from './support/daytime';
import { signUpThroughLink, uniqueEmail } from './support/mailbox';
import { expect, test } from './support/test';

// Numbers unique to this run, so repeated runs on one server never share a phone.
const suffix = String(Date.now()).slice(-2);
const phones = {
  rosa: { typed: `(212) 555-07${suffix}`, e164: `+121255507${suffix}` },
  walter: { typed: `(312) 555-07${suffix}`, e164: `+131255507${suffix}` },
  sam: { typed: `(617) 555-07${suffix}`, e164: `+161755507${suffix}` },
};
/** Moves the service's clock on; the day's check-ins are due at 11:00 AM. */
async function advance(request: APIRequestContext, minutes: number) {
  const response = await request.post('/api/dev/clock', { data: { advanceMinutes: minutes } });
  expect(response.ok()).toBe(true);
}

async function subStep(page: Page, step: keyof typeof subStepHeadings) {
  await expect(page.getByRole('heading', { level: 2, name: subStepHeadings[step] })).toBeVisible({
    timeout: 10_000,
  });
  await loaded(page);
}

async function noAxeViolations(page: Page, where: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(results.violations.map((violation) => `${where}: ${violation.id}`)).toEqual([]);
}

async function fillPerson(card: Locator, person: { first: string; last: string }) {
  await card.getByLabel('First name').fill(person.first);
  await card.getByLabel('Last name').fill(person.last);
  await card.getByLabel('City').fill('Albany');
  await card.getByLabel('State', { exact: true }).selectOption({ label: 'New York' });
  await card.getByLabel('Zip or County').fill('12207');
}

const conversation = (page: Page) => page.getByRole('region', { name: 'Conversation' });
const openPhone = (page: Page, phone: string) =>
  page.goto(`/dev/phone?phone=${encodeURIComponent(phone)}`);

test('the wizard sets up a parent checked on by call and a parent who speaks Spanish, and the phone simulator shows each one’s day', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(300_000);
  // 10:00 AM tomorrow in New York: set-up is done in the day, before the parents' 11:00 AM.
  const putClockBack = await beforeTheDaysText(request);
  try {
    const email = uniqueEmail('call-spanish');
    await signUpThroughLink(page, request, email, 'Ana Diaz');

    // The account.
    await subStep(page, 'account');
    await fillPerson(page.locator('form'), { first: 'Ana', last: 'Diaz' });
    await page.getByLabel('Cell phone').fill('+1 718 555 0177');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText(stepSavedMessages.account)).toBeVisible();

    // Rosa reads Spanish; Walter has a landline and is checked on by call.
    await subStep(page, 'parents');
    const rosa = page.getByRole('region', { name: /^Parent 1/ });
    await fillPerson(rosa, { first: 'Rosa', last: 'Diaz' });
    await rosa.getByLabel('Relationship').selectOption({ label: 'Parent' });
    await rosa.getByLabel('Phone number').fill(phones.rosa.typed);
    await rosa.getByLabel('Their language').selectOption({ label: 'Español (Spanish)' });
    await page.getByRole('button', { name: onboardingCopy.addParent }).click();
    const walter = page.getByRole('region', { name: /^Parent 2/ });
    await fillPerson(walter, { first: 'Walter', last: 'Reyes' });
    await walter.getByLabel('Relationship').selectOption({ label: 'Parent' });
    await walter.getByLabel('Phone number').fill(phones.walter.typed);
    // A US number does not say whether it is a landline: the wizard says so, and Ana chooses.
    const how = walter.getByLabel('How we check on them');
    await expect(how).toHaveAccessibleDescription(
      'We can’t tell a landline from a mobile by the number here: choose a call for a landline.',
    );
    await how.selectOption({ label: 'By phone call (for a landline)' });
    await noAxeViolations(page, 'parents');
    await page.getByRole('button', { name: 'Continue' }).click();

    // One family member, told by text about both.
    await subStep(page, 'family-members');
    const sam = page.getByRole('region', { name: /^Family member 1/ });
    await fillPerson(sam, { first: 'Sam', last: 'Diaz' });
    await sam.getByLabel('Cell phone').fill(phones.sam.typed);
    await sam.getByRole('textbox', { name: /^Email/ }).fill(`sam-${email}`);
    await sam.getByRole('checkbox', { name: 'Rosa Diaz' }).check();
    await sam.getByRole('checkbox', { name: 'Walter Reyes' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();

    // Consent: Rosa is asked in Spanish and answers "Sí"; Walter is asked on a call, presses 1.
    await subStep(page, 'consent');
    const consentList = page.getByRole('list', { name: 'Consent for each person' });
    await expect(
      consentList.getByRole('listitem').filter({ hasText: 'Walter Reyes' }),
    ).toContainText('Checked on by call: we ask on a call, in their language.');
    await page.getByRole('button', { name: onboardingCopy.sendToAll }).click();
    await expect(consentList.getByText('Waiting for them to press 1 on our call.')).toBeVisible({
      timeout: 30_000,
    });
    const simulator = await context.newPage();
    await openPhone(simulator, phones.rosa.e164);
    await expect(
      conversation(simulator).getByText('Responda SÍ para aceptar', { exact: false }),
    ).toBeVisible({ timeout: 15_000 });
    await conversation(simulator).getByLabel('Reply as this phone').fill('Sí');
    await conversation(simulator).getByRole('button', { name: 'Send', exact: true }).click();
    await expect(
      conversation(simulator).getByText('Family Check-In: Gracias. Recibirá', { exact: false }),
    ).toBeVisible({ timeout: 15_000 });
    await openPhone(simulator, phones.walter.e164);
    await conversation(simulator).getByRole('button', { name: 'Press 1', exact: true }).click({
      timeout: 30_000,
    });
    await expect(
      conversation(simulator).getByText('We will call you once a day to check on you.', {
        exact: false,
      }),
    ).toBeVisible();
    await openPhone(simulator, phones.sam.e164);
    await expect(
      conversation(simulator).getByText('Reply Y to agree', { exact: false }),
    ).toBeVisible({ timeout: 15_000 });
    await conversation(simulator).getByLabel('Reply as this phone').fill('Y');
    await conversation(simulator).getByRole('button', { name: 'Send', exact: true }).click();
    await expect(consentList.getByText('Verified')).toHaveCount(3, { timeout: 15_000 });
    await page.getByRole('button', { name: 'Continue' }).click();

    // Schedule (both on, at 11:00 AM), the trial, a first message, done.
    await subStep(page, 'schedule');
    for (const time of await page.getByLabel('Message time').all()) await time.fill('11:00');
    await page.getByRole('button', { name: 'Continue' }).click();
    await subStep(page, 'payment');
    await page.getByRole('button', { name: onboardingCopy.startTrial }).click();
    await subStep(page, 'first-message');
    await page.getByLabel('Parent').selectOption({ label: 'Rosa Diaz' });
    await page.getByRole('textbox', { name: 'Message' }).fill('¡Hola, mamá! Soy Ana.');
    await page.getByRole('button', { name: 'Send test message' }).click();
    await expect(page.getByText(onboardingCopy.testMessageSent('Rosa Diaz'))).toBeVisible();
    await page.getByRole('button', { name: onboardingCopy.completeSetup }).click();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
    await expect(page.getByText('Checked on by call')).toBeVisible();
    await expect(page.getByText('Checked on by text · in Spanish')).toBeVisible();

    // 11:00 AM: Rosa's check-in comes in Spanish; she answers "sí" and is thanked in Spanish.
    await advance(request, 60);
    await openPhone(simulator, phones.rosa.e164);
    await expect(
      conversation(simulator).getByText('Responda SÍ si está bien, o NO si necesita ayuda.', {
        exact: false,
      }),
    ).toBeVisible({ timeout: 90_000 });
    await conversation(simulator).getByLabel('Reply as this phone').fill('sí');
    await conversation(simulator).getByRole('button', { name: 'Send', exact: true }).click();
    await expect(
      conversation(simulator).getByText('¡Gracias, Rosa! Ya le avisamos a su familia', {
        exact: false,
      }),
    ).toBeVisible({ timeout: 15_000 });

    // Walter's phone rings with the day's words; he presses 1. He is never texted.
    await openPhone(simulator, phones.walter.e164);
    await conversation(simulator).getByRole('button', { name: 'Press 1', exact: true }).click({
      timeout: 90_000,
    });
    const dayCall = conversation(simulator)
      .getByRole('listitem')
      .filter({ hasText: 'Call from the service' })
      .filter({ hasText: 'This is your daily check-in call from Family Check-In.' });
    await expect(dayCall).toContainText("Thank you. We'll let your family know you're OK.");
    await expect(dayCall).toContainText('Spoken and heard in English (en-US)');
    await expect(dayCall).toContainText('To stop these calls, press 9 or say stop calling.');
    await expect(conversation(simulator).getByText('Reply YES', { exact: false })).toHaveCount(0);
    await noAxeViolations(simulator, 'phone simulator');

    // Sam reads both in English, with no word of Spanish.
    await openPhone(simulator, phones.sam.e164);
    await expect(
      conversation(simulator).getByText("Rosa Diaz replied YES to today's check-in", {
        exact: false,
      }),
    ).toBeVisible({ timeout: 15_000 });
    await expect(
      conversation(simulator).getByText("Walter Reyes replied YES to today's check-in", {
        exact: false,
      }),
    ).toBeVisible({ timeout: 15_000 });
  } finally {
    await putClockBack();
  }
});
