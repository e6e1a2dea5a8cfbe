import { Hono, type Context } from 'hono';
import {
  codeSchema,
  emailOnlySchema,
  passwordSignInSchema,
  resetCodeValidResponse,
  resetPasswordSchema,
  sessionResponse,
  signedInResponse,
  signupSchema,
} from '@/shared/auth';
import { consumeLimits, type Limit } from '../../auth/rate-limit';
import type { Database } from '../../db/client';
import type { AppEnv } from '../../http/app-env';
import type { AfterResponse } from '../../http/after-response';
import { clientIp, type ClientLimits } from '../../http/client-ip';
import { AppError } from '../../http/app-error';
import { sendJson } from '../../http/send-json';
import { validate } from '../../http/validate';
import type { SessionService } from './service';
import { okResponse } from '@/shared/api-response';

const HOUR = 3600;

function withCookies(c: Context, cookies: string[]) {
  for (const cookie of cookies) c.header('set-cookie', cookie, { append: true });
}

/**
 * Sign-up, sign-in (link or password), password reset and sign-out (here or everywhere). Every
 * route that sends an e-mail or checks a secret is limited per address and per IP, so nobody
 * can flood an inbox or guess codes.
 */
export function sessionRoutes(
  service: SessionService,
  db: Database,
  { trustProxy, limitPerIp }: ClientLimits,
  afterResponse: AfterResponse,
) {
  /** One attempt per client address (AUTH_LIMIT_PER_IP an hour) and per address (five). */
  const limit = (c: Context, action: string, email?: string) => {
    const ip = clientIp(c, trustProxy);
    const counted: Limit[] = [];
    if (ip) counted.push({ key: `${action}:ip:${ip}`, max: limitPerIp, windowSeconds: HOUR });
    if (email) counted.push({ key: `${action}:email:${email}`, max: 5, windowSeconds: HOUR });
    return consumeLimits(db, counted);
  };

  return (
    new Hono<AppEnv>()
      // "Who is signed in?" has a normal answer when nobody is: null, not an error.
      .get('/', async (c) => {
        const result = await service.currentUser(c.req.raw.headers);
        withCookies(c, result.cookies);
        return sendJson(c, sessionResponse, result.body);
      })
      // The three routes that e-mail an address answer before they look it up: what is sent
      // depends on whether the address has an account; the answer and its timing do not.
      .post('/sign-up', validate('json', signupSchema), async (c) => {
        const input = c.req.valid('json');
        await limit(c, 'email-link', input.email);
        const headers = c.req.raw.headers;
        afterResponse.run('sign-up', () => service.signUp(input, headers));
        return sendJson(c, okResponse, { ok: true });
      })
      .post('/magic-link', validate('json', emailOnlySchema), async (c) => {
        const { email } = c.req.valid('json');
        await limit(c, 'email-link', email);
        const headers = c.req.raw.headers;
        afterResponse.run('magic-link', () => service.sendSignInLink(email, headers));
        return sendJson(c, okResponse, { ok: true });
      })
      .post('/exchange', validate('json', codeSchema), async (c) => {
        await limit(c, 'exchange');
        const result = await service.exchangeCode(c.req.valid('json').code, c.req.raw.headers);
        withCookies(c, result.cookies);
        return sendJson(c, signedInResponse, result.body);
      })
      .post('/password', validate('json', passwordSignInSchema), async (c) => {
        const input = c.req.valid('json');
        // Ten guesses an hour for one account from one client address, fifty in all from one
        // address. Never per account alone: then anyone could lock the owner out from home.
        const ip = clientIp(c, trustProxy);
        await consumeLimits(db, [
          ...(ip ? [{ key: `password:ip:${ip}`, max: 50, windowSeconds: HOUR }] : []),
          { key: `password:ip-email:${ip ?? '-'}:${input.email}`, max: 10, windowSeconds: HOUR },
        ]);
        const result = await service.signInWithPassword(input, c.req.raw.headers);
        withCookies(c, result.cookies);
        return sendJson(c, signedInResponse, result.body);
      })
      .post('/forgot-password', validate('json', emailOnlySchema), async (c) => {
        const { email } = c.req.valid('json');
        await limit(c, 'reset', email);
        const headers = c.req.raw.headers;
        afterResponse.run('forgot-password', () => service.requestPasswordReset(email, headers));
        return sendJson(c, okResponse, { ok: true });
      })
      .post('/reset-password/check', validate('json', codeSchema), async (c) => {
        await limit(c, 'reset-check');
        const valid = await service.isResetCodeValid(c.req.valid('json').code);
        if (!valid)
          throw new AppError(
            'bad_request',
            'This link is invalid, has already been used, or has expired.',
          );
        return sendJson(c, resetCodeValidResponse, { valid: true });
      })
      .post('/reset-password', validate('json', resetPasswordSchema), async (c) => {
        const input = c.req.valid('json');
        await limit(c, 'reset-check');
        await service.resetPassword(input.code, input.password, c.req.raw.headers);
        return sendJson(c, okResponse, { ok: true });
      })
      .post('/sign-out', async (c) => {
        const result = await service.signOut(c.req.raw.headers);
        withCookies(c, result.cookies);
        return sendJson(c, okResponse, result.body);
      })
      .post('/sign-out-everywhere', async (c) => {
        const result = await service.signOutEverywhere(c.req.raw.headers);
        withCookies(c, result.cookies);
        return sendJson(c, okResponse, result.body);
      })
  );
}
