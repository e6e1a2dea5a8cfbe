import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { readEmailLinkToken } from '../../channels/email/email-links';
import { validate } from '../../http/validate';
import { confirmAddress } from './confirm-address';
import { badLinkPage, emailLinkPage } from './pages';
import { unsubscribeAddress, type UnsubscribeDeps } from './unsubscribe-address';

const tokenParam = z.object({ token: z.string().min(1).max(1000) });

/** The link itself is the credential: keep it out of other sites' logs and of caches. */
const page = (c: Context, html: string, status: 200 | 404 = 200) => {
  c.header('Cache-Control', 'no-store');
  c.header('Referrer-Policy', 'no-referrer');
  return c.html(html, status);
};

/**
 * The links e-mails carry (docs/product.md §3), answered without an account. A GET only shows a page
 * with a button: mail scanners open every link of an e-mail, and must neither confirm an address
 * nor unsubscribe it. The POST acts, whether from that button or from a mail provider's
 * one-click unsubscribe (RFC 8058: `List-Unsubscribe=One-Click`, no cookie, from its servers).
 * Both are idempotent.
 */
export function emailConsentRoutes(deps: UnsubscribeDeps) {
  const isLink = (token: string, purpose: 'confirm' | 'unsubscribe') =>
    readEmailLinkToken(token, deps.linkSecret)?.purpose === purpose;
  return new Hono()
    .get('/email/confirm/:token', validate('param', tokenParam), (c) =>
      isLink(c.req.valid('param').token, 'confirm')
        ? page(
            c,
            emailLinkPage({
              title: 'Confirm your e-mail',
              paragraphs: [
                'Confirm to be told by e-mail how your family’s check-ins go, alerts included.',
                'Every e-mail we send has a link to unsubscribe.',
              ],
              button: { label: 'Confirm my e-mail' },
            }),
          )
        : page(c, badLinkPage(), 404),
    )
    .post('/email/confirm/:token', validate('param', tokenParam), async (c) =>
      (await confirmAddress(deps, c.req.valid('param').token))
        ? page(
            c,
            emailLinkPage({
              title: 'Your e-mail is confirmed',
              paragraphs: [
                'You will be told by e-mail how your family’s check-ins go, and at once if someone needs help.',
                'Every e-mail has a link to unsubscribe.',
              ],
            }),
          )
        : page(c, badLinkPage(), 404),
    )
    .get('/unsubscribe/:token', validate('param', tokenParam), (c) =>
      isLink(c.req.valid('param').token, 'unsubscribe')
        ? page(
            c,
            emailLinkPage({
              title: 'Unsubscribe from these e-mails?',
              paragraphs: ['We will not e-mail this address about this family again.'],
              button: { label: 'Unsubscribe', fields: { 'List-Unsubscribe': 'One-Click' } },
            }),
          )
        : page(c, badLinkPage(), 404),
    )
    .post('/unsubscribe/:token', validate('param', tokenParam), async (c) =>
      (await unsubscribeAddress(deps, c.req.valid('param').token))
        ? page(
            c,
            emailLinkPage({
              title: 'You are unsubscribed',
              paragraphs: [
                'We will send no more e-mail to this address about this family. Sign-in links you ask for yourself still come.',
              ],
            }),
          )
        : page(c, badLinkPage(), 404),
    );
}
