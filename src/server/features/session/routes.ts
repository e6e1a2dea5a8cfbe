import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono, type Context } from 'hono';
import {
  codeSchema,
  emailOnlySchema,
  passwordSignInSchema,
  resetPasswordSchema,
  signupSchema,
} from '../../../shared/auth';
import { consumeLimits, type Limit } from '../../auth/rate-limit';
import type { Database } from '../../db/client';
import type { AppEnv } from '../../http/app-env';
import { AppError } from '../../http/app-error';
import { validate } from '../../http/validate';
import type { SessionService } from './service';

const HOUR = 3600;

/**
 * The client's address. Behind a trusted proxy it is the last X-Forwarded-For entry (the one
 * the proxy itself added; earlier entries are whatever the client claimed). Undefined for
 * in-process requests, which have no socket.
 */
function clientIp(c: Context, trustProxy: boolean): string | undefined {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

function withCookies(c: Context, cookies: string[]) {
  for (const cookie of cookies) c.header('set-cookie', cookie, { append: true });
}

/**
 * Sign-up, sign-in (link or password), password reset and sign-out. Every route that sends an
 * e-mail or checks a secret is limited per address and per IP, so nobody can flood an inbox
 * or guess codes.
 */
export function sessionRoutes(
  service: SessionService,
  db: Database,
  { trustProxy, limitPerIp }: { trustProxy: boolean; limitPerIp: number },
) {
  const limits = (
    c: Context,
    action: string,
    email: string | undefined,
    perIp: number,
    perEmail: number,
  ) => {
    const ip = clientIp(c, trustProxy);
    const counted: Limit[] = [];
    if (ip) counted.push({ key: `${action}:ip:${ip}`, max: perIp, windowSeconds: HOUR });
    if (email)
      counted.push({ key: `${action}:email:${email}`, max: perEmail, windowSeconds: HOUR });
    return consumeLimits(db, counted);
  };
  const limit = (c: Context, action: string, email?: string) =>
    limits(c, action, email, limitPerIp, 5);

  return (
    new Hono<AppEnv>()
      // "Who is signed in?" has a normal answer when nobody is: null, not an error.
      .get('/', async (c) =>
        c.json({ user: (await service.currentUser(c.req.raw.headers)) ?? null }),
      )
      .post('/sign-up', validate('json', signupSchema), async (c) => {
        const input = c.req.valid('json');
        await limit(c, 'email-link', input.email);
        await service.signUp(input, c.req.raw.headers);
        return c.json({ ok: true });
      })
      .post('/magic-link', validate('json', emailOnlySchema), async (c) => {
        const { email } = c.req.valid('json');
        await limit(c, 'email-link', email);
        await service.sendSignInLink(email, c.req.raw.headers);
        return c.json({ ok: true });
      })
      .post('/exchange', validate('json', codeSchema), async (c) => {
        await limit(c, 'exchange');
        const result = await service.exchangeCode(c.req.valid('json').code, c.req.raw.headers);
        withCookies(c, result.cookies);
        return c.json(result.body);
      })
      .post('/password', validate('json', passwordSignInSchema), async (c) => {
        const input = c.req.valid('json');
        await limits(c, 'password', input.email, 50, 10);
        const result = await service.signInWithPassword(input, c.req.raw.headers);
        withCookies(c, result.cookies);
        return c.json(result.body);
      })
      .post('/forgot-password', validate('json', emailOnlySchema), async (c) => {
        const { email } = c.req.valid('json');
        await limit(c, 'reset', email);
        await service.requestPasswordReset(email, c.req.raw.headers);
        return c.json({ ok: true });
      })
      .post('/reset-password/check', validate('json', codeSchema), async (c) => {
        await limit(c, 'reset-check');
        const valid = await service.isResetCodeValid(c.req.valid('json').code);
        if (!valid)
          throw new AppError(
            'bad_request',
            'This link is invalid, has already been used, or has expired.',
          );
        return c.json({ valid: true });
      })
      .post('/reset-password', validate('json', resetPasswordSchema), async (c) => {
        const input = c.req.valid('json');
        await limit(c, 'reset-check');
        await service.resetPassword(input.code, input.password, c.req.raw.headers);
        return c.json({ ok: true });
      })
      .post('/sign-out', async (c) => {
        const result = await service.signOut(c.req.raw.headers);
        withCookies(c, result.cookies);
        return c.json(result.body);
      })
  );
}
