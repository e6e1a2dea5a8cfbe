import { Hono } from 'hono';
import type { Auth } from '../../auth/auth';
import { requireSession, type SignedInEnv } from '../../auth/session-guard';
import { sendJson } from '../../http/send-json';
import { validate } from '../../http/validate';
import { inviteSchema, referralDtoSchema } from '@/shared/referral';
import type { ReferralService } from './service';
import { messageResponse } from '@/shared/api-response';

/** Refer a Friend: the signed-in account's code, counters and invitations. */
export function referralRoutes(referral: ReferralService, auth: Auth) {
  const signedIn = requireSession(auth);
  return new Hono<SignedInEnv>()
    .get('/referral', signedIn, async (c) =>
      sendJson(c, referralDtoSchema, await referral.overview(c.get('signedIn').userId)),
    )
    .post('/referral/invites', signedIn, validate('json', inviteSchema), async (c) =>
      sendJson(
        c,
        messageResponse,
        await referral.invite(c.get('signedIn').userId, c.req.valid('json')),
        201,
      ),
    );
}
