import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { MailboxEntry, MailboxMessage } from '../../src/shared/dev-tools';

/**
 * The newest e-mail that reached `address` (sent, not held) in the dev mailbox; waits for it to
 * arrive.
 */
export async function latestEmailTo(request: APIRequestContext, address: string, after = 0) {
  let found: MailboxEntry | undefined;
  await expect
    .poll(
      async () => {
        const list = (await (await request.get('/api/dev/mailbox')).json()) as MailboxEntry[];
        found = list.find(
          (entry) =>
            entry.to === address &&
            entry.status === 'sent' &&
            new Date(entry.createdAt).getTime() > after,
        );
        return !!found;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return (await (await request.get(`/api/dev/mailbox/${found!.id}`)).json()) as MailboxMessage;
}

/** The link in the newest e-mail to `address`, as a path on this server. */
export async function latestLinkTo(request: APIRequestContext, address: string, after = 0) {
  const email = await latestEmailTo(request, address, after);
  const url = /https?:\/\/\S+\?code=\S+/.exec(email.text)?.[0];
  if (!url) throw new Error(`no link in the e-mail "${email.subject}"`);
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

/**
 * The person at `address` opens the confirmation e-mail she got when she was added and presses
 * its button, as a real family member agrees to e-mail (docs/product.md §3).
 */
export async function confirmEmailByLink(page: Page, request: APIRequestContext, address: string) {
  const email = await latestEmailTo(request, address);
  const url = /Confirm my e-mail: (\S+)/.exec(email.text)?.[1];
  if (!url) throw new Error(`"${email.subject}" has no confirmation link`);
  await page.goto(new URL(url).pathname);
  await page.getByRole('button', { name: 'Confirm my e-mail' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your e-mail is confirmed');
}

export const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/**
 * Signs a new owner up through the API and opens the e-mailed link in `page`, which is then
 * signed in and at the set-up wizard.
 */
export async function signUpThroughLink(
  page: Page,
  request: APIRequestContext,
  email: string,
  displayName: string,
) {
  await request.post('/api/session/sign-up', { data: { displayName, email } });
  await page.goto(await latestLinkTo(request, email));
  await expect(page).toHaveURL(/\/onboarding$/);
}
