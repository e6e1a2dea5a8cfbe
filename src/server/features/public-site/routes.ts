import { Hono } from 'hono';
import type { Auth } from '../../auth/auth';
import { readSession } from '../../auth/session-guard';
import { consumeLimits } from '../../auth/rate-limit';
import type { Database } from '../../db/client';
import type { AppEnv } from '../../http/app-env';
import { AppError } from '../../http/app-error';
import { validate } from '../../http/validate';
import {
  newsletterSchema,
  newsletterTokenSchema,
  publicSiteMessages,
  waitlistSchema,
} from '../../../shared/public-site';
import type { PublicSiteService } from './service';

const HOUR = 3600;

/** The public site's forms: the toolkit waitlist and the blog newsletter. */
export function publicSiteRoutes(service: PublicSiteService, auth: Auth, db: Database) {
  return new Hono<AppEnv>()
    .post('/waitlist', validate('json', waitlistSchema), async (c) => {
      const typed = c.req.valid('json').email;
      const session = typed ? undefined : await readSession(auth, c.req.raw.headers);
      const address = typed ?? session?.user.email.toLowerCase();
      if (!address) throw new AppError('validation_failed', 'Please enter your email address');
      await consumeLimits(db, [{ key: `waitlist:email:${address}`, max: 5, windowSeconds: HOUR }]);
      return c.json(await service.joinWaitlist(address, session?.user.id));
    })
    .post('/newsletter', validate('json', newsletterSchema), async (c) => {
      const { email } = c.req.valid('json');
      await consumeLimits(db, [{ key: `newsletter:email:${email}`, max: 3, windowSeconds: HOUR }]);
      await service.subscribe(email);
      return c.json({ message: publicSiteMessages.newsletterCheckEmail });
    })
    .post('/newsletter/confirm', validate('json', newsletterTokenSchema), async (c) => {
      await service.confirm(c.req.valid('json').token);
      return c.json({ message: publicSiteMessages.newsletterConfirmed });
    })
    .post('/newsletter/unsubscribe', validate('json', newsletterTokenSchema), async (c) => {
      await service.unsubscribe(c.req.valid('json').token);
      return c.json({ message: publicSiteMessages.newsletterUnsubscribed });
    });
}
