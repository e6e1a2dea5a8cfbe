import { Hono, type Context } from 'hono';
import type { Auth } from '../../auth/auth';
import { readSession } from '../../auth/session-guard';
import { consumeLimits, type Limit } from '../../auth/rate-limit';
import type { Database } from '../../db/client';
import type { AppEnv } from '../../http/app-env';
import { AppError } from '../../http/app-error';
import type { AfterResponse } from '../../http/after-response';
import { clientIp, type ClientLimits } from '../../http/client-ip';
import { sendJson } from '../../http/send-json';
import { validate } from '../../http/validate';
import {
  newsletterSchema,
  newsletterTokenSchema,
  publicSiteMessages,
  waitlistResultSchema,
  waitlistSchema,
} from '@/shared/public-site';
import type { PublicSiteService } from './service';
import { messageResponse } from '@/shared/api-response';

const HOUR = 3600;

/**
 * The public site's forms: the toolkit waitlist and the blog newsletter. Anyone may post them,
 * so each is limited per address and per client address: one address cannot be flooded, and
 * one client cannot flood many.
 */
export function publicSiteRoutes(
  service: PublicSiteService,
  auth: Auth,
  db: Database,
  { trustProxy, limitPerIp }: ClientLimits,
  afterResponse: AfterResponse,
) {
  const limit = (c: Context, form: string, address: string, perAddress: number) => {
    const ip = clientIp(c, trustProxy);
    const limits: Limit[] = [
      { key: `${form}:email:${address}`, max: perAddress, windowSeconds: HOUR },
    ];
    if (ip) limits.push({ key: `${form}:ip:${ip}`, max: limitPerIp, windowSeconds: HOUR });
    return consumeLimits(db, limits);
  };

  return new Hono<AppEnv>()
    .post('/waitlist', validate('json', waitlistSchema), async (c) => {
      const typed = c.req.valid('json').email;
      const session = typed ? undefined : await readSession(auth, c.req.raw.headers);
      const address = typed ?? session?.user.email.toLowerCase();
      if (!address) throw new AppError('validation_failed', 'Please enter your email address');
      await limit(c, 'waitlist', address, 5);
      return sendJson(
        c,
        waitlistResultSchema,
        await service.joinWaitlist(address, session?.user.id),
      );
    })
    .post('/newsletter', validate('json', newsletterSchema), async (c) => {
      const { email } = c.req.valid('json');
      await limit(c, 'newsletter', email, 3);
      // After the answer: a confirmed subscriber is sent nothing, and the wait must not say so.
      afterResponse.run('newsletter', () => service.subscribe(email));
      return sendJson(c, messageResponse, { message: publicSiteMessages.newsletterCheckEmail });
    })
    .post('/newsletter/confirm', validate('json', newsletterTokenSchema), async (c) => {
      await service.confirm(c.req.valid('json').token);
      return sendJson(c, messageResponse, { message: publicSiteMessages.newsletterConfirmed });
    })
    .post('/newsletter/unsubscribe', validate('json', newsletterTokenSchema), async (c) => {
      await service.unsubscribe(c.req.valid('json').token);
      return sendJson(c, messageResponse, { message: publicSiteMessages.newsletterUnsubscribed });
    });
}
