import { expect, test } from './support/test';

test('an e-mail sent by the app appears in the dev mailbox with its links clickable', async ({
  page,
  browserConsole,
}) => {
  // Chromium logs the sandbox of the e-mail's HTML frame refusing a script as the e-mail opens
  // (seen since the e-mails carry their unsubscribe link; what asks to run is not found yet):
  // the refusal is what the sandbox is for, and it is the one line this journey lets through.
  browserConsole.expectEmailSandbox();
  await page.goto('/dev');
  await page.getByRole('radio', { name: 'E-mail' }).check();
  await page.getByLabel('To (e-mail address)').fill('mailbox-check@example.com');
  await page.getByLabel('Message').fill('Checking the mailbox works.');
  await page.getByRole('button', { name: 'Send test' }).click();
  await expect(page.getByText('Queued. It will appear in the')).toBeVisible();

  await page.getByRole('status').getByRole('link', { name: 'mailbox' }).click();
  await page
    .getByRole('button', { name: /A test e-mail from the dev tools/ })
    .first()
    .click();
  await expect(page.getByText('Checking the mailbox works.')).toBeVisible();
  // The e-mail's "Open the app" link is a real link: following it opens the app. (The last
  // link of every e-mail but a sign-in is its one-click unsubscribe.)
  await page
    .getByRole('article')
    .getByRole('link', { name: /^http(?!.*\/unsubscribe\/)/ })
    .last()
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Know Mom and Dad are OK, every single day.',
  );
});

test('a text appears in the phone simulator, and a reply typed there reaches the app', async ({
  page,
}) => {
  await page.goto('/dev');
  await page.getByLabel('To (phone number)').fill('(917) 555-0142');
  await page.getByLabel('Message').fill('Good morning! Reply YES if you are OK.');
  await page.getByRole('button', { name: 'Send test' }).click();
  await page.getByRole('status').getByRole('link', { name: 'phone simulator' }).click();

  await page.getByRole('button', { name: /\(917\) 555-0142/ }).click();
  const conversation = page.getByRole('region', { name: 'Conversation' });
  await expect(conversation.getByText('Good morning! Reply YES if you are OK.')).toBeVisible();
  await expect(conversation.getByText('delivered')).toBeVisible();

  // STOP goes through the signed webhook; the app's one confirmation comes back.
  await conversation.getByRole('button', { name: 'STOP' }).click();
  await expect(conversation.getByText("You're unsubscribed", { exact: false })).toBeVisible();

  await conversation.getByLabel('Reply as this phone').fill('START');
  await conversation.getByRole('button', { name: 'Send' }).click();
  await expect(conversation.getByText("You're subscribed again", { exact: false })).toBeVisible();
});

test('a call rings in the simulator and pressing 1 answers it', async ({ page, request }) => {
  await request.post('/api/dev/send-test', {
    data: { channel: 'call', to: '+19175550177', body: 'This is your daily check-in call.' },
  });
  await page.goto('/dev/phone?phone=%2B19175550177');
  const conversation = page.getByRole('region', { name: 'Conversation' });
  await conversation.getByRole('button', { name: 'Press 1' }).click();
  await expect(
    conversation.getByText("We'll let your family know you're OK", { exact: false }),
  ).toBeVisible();
  await expect(conversation.getByText('completed')).toBeVisible();
});

test('the clock control moves the service time forward and back', async ({ page, request }) => {
  // The journeys' server starts its clock at 1:00 PM in New York (DEV_CLOCK_AT): ahead already.
  const { startMinutes } = (await (await request.get('/api/dev/status')).json()) as {
    startMinutes: number;
  };
  const ahead = (minutes: number) =>
    minutes > 0
      ? page.getByText(`(${minutes.toLocaleString('en-US')} minutes ahead of real time)`)
      : page.getByText('Real time.');
  await page.goto('/dev');
  await expect(ahead(startMinutes)).toBeVisible();
  await page.getByRole('button', { name: '+1 hour' }).click();
  await expect(ahead(startMinutes + 60)).toBeVisible();
  await page
    .getByRole('button', {
      name: startMinutes > 0 ? 'Back to where it started' : 'Back to real time',
    })
    .click();
  await expect(ahead(startMinutes)).toBeVisible();
});
