import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { location, renderApp } from '@/web/test/render-app';
import { apiError, mailboxEntry, mailboxMessage, mockDevApi } from '../test/fake-dev-api';

afterEach(() => vi.restoreAllMocks());

const signIn = mailboxMessage({
  id: '11111111-1111-4111-8111-111111111111',
  subject: 'Sign in to Family Check-In',
  createdAt: '2026-11-22T14:05:00.000Z',
  text: 'Hello,\n\nSign in: http://localhost:3000/auth/callback?code=abc.\n\nOr see https://example.com/help',
  html: '<p>Sign in <a href="http://localhost:3000/auth/callback?code=abc">here</a></p><script>alert(1)</script>',
});
const report = mailboxEntry({
  id: '22222222-2222-4222-8222-222222222222',
  subject: 'Your weekly report',
  status: 'failed',
  createdAt: '2026-11-22T14:00:00.000Z',
});

const withTwoEmails = () =>
  mockDevApi((url) => {
    if (url === '/api/dev/mailbox') return { status: 200, body: [signIn, report] };
    if (url === `/api/dev/mailbox/${signIn.id}`) return { status: 200, body: signIn };
    return undefined;
  });

describe('/dev/mailbox', () => {
  it('says so when nothing was sent yet', async () => {
    mockDevApi();
    renderApp('/dev/mailbox');
    expect(
      await screen.findByText(
        'No e-mails yet. Anything the app sends appears here.',
        {},
        { timeout: 3000 },
      ),
    ).toBeVisible();
  });

  it('says its times are real ones, not the service clock’s (after a demo they differ)', async () => {
    mockDevApi();
    renderApp('/dev/mailbox');
    expect(await screen.findByText(/Times here are real/, {}, { timeout: 3000 })).toHaveTextContent(
      'not the service clock',
    );
  });

  it('lists every e-mail newest first, with its status in words', async () => {
    withTwoEmails();
    renderApp('/dev/mailbox');
    const list = await screen.findByRole('region', { name: 'E-mails' }, { timeout: 3000 });
    const items = await within(list).findAllByRole('button');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Sign in to Family Check-In'),
      expect.stringContaining('Your weekly report'),
    ]);
    expect(items[0]).toHaveTextContent('Sent');
    expect(items[1]).toHaveTextContent('Failed');
  });

  it('opens the chosen e-mail, keeps it in the URL, and makes its links real links', async () => {
    withTwoEmails();
    const router = renderApp('/dev/mailbox');
    await userEvent.click(
      await screen.findByRole('button', { name: /Sign in to Family Check-In/ }, { timeout: 3000 }),
    );
    expect(location(router)).toBe(`/dev/mailbox?id=${signIn.id}`);

    const email = await screen.findByRole('article', { name: 'Sign in to Family Check-In' });
    expect(within(email).getByText(signIn.from)).toBeVisible();
    expect(within(email).getByText(signIn.to)).toBeVisible();
    const magicLink = within(email).getByRole('link', {
      name: 'http://localhost:3000/auth/callback?code=abc',
    });
    // Same tab, so following a sign-in link signs this browser in.
    expect(magicLink).toHaveAttribute('href', 'http://localhost:3000/auth/callback?code=abc');
    expect(magicLink).not.toHaveAttribute('target');
    expect(within(email).getByRole('link', { name: 'https://example.com/help' })).toBeVisible();
  });

  it('shows the HTML version in a sandbox where its scripts cannot run', async () => {
    withTwoEmails();
    renderApp(`/dev/mailbox?id=${signIn.id}`);
    const email = await screen.findByRole('article', {}, { timeout: 3000 });
    await userEvent.click(within(email).getByText('HTML version'));
    const frame = within(email).getByTitle('HTML version of “Sign in to Family Check-In”');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', signIn.html);
  });

  it('says so when the e-mail in the URL does not exist', async () => {
    mockDevApi((url) =>
      url.startsWith('/api/dev/mailbox/')
        ? apiError(404, 'not_found', 'No such e-mail.')
        : undefined,
    );
    renderApp(`/dev/mailbox?id=${report.id}`);
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      'No such e-mail.',
    );
  });

  it('shows a new e-mail without a reload', async () => {
    let emails = [report];
    mockDevApi((url) => (url === '/api/dev/mailbox' ? { status: 200, body: emails } : undefined));
    renderApp('/dev/mailbox');
    await screen.findByRole('button', { name: /Your weekly report/ }, { timeout: 3000 });
    emails = [signIn, report];
    await waitFor(
      () =>
        expect(
          screen.getByRole('button', { name: /Sign in to Family Check-In/ }),
        ).toBeInTheDocument(),
      { timeout: 3000 },
    );
  });
});
