import { Hono } from 'hono';
import { z } from 'zod';
import type { Auth } from '../../auth/auth';
import { requireSession, type SignedInEnv } from '../../auth/session-guard';
import { consumeLimits } from '../../auth/rate-limit';
import type { Database } from '../../db/client';
import { sendJson } from '../../http/send-json';
import { validate } from '../../http/validate';
import type { ConsentService } from './service';
import { consentListResponse, sentConsentResponse } from '@/shared/onboarding';

/** SMS consent for the owner's parents and family members. */
export function consentRoutes(consent: ConsentService, auth: Auth, db: Database) {
  const signedIn = requireSession(auth);
  return new Hono<SignedInEnv>()
    .get('/consents', signedIn, async (c) =>
      sendJson(c, consentListResponse, { consents: await consent.list(c.get('signedIn').userId) }),
    )
    .post(
      '/consents/:id/send',
      signedIn,
      validate('param', z.object({ id: z.uuid('Consent not found') })),
      async (c) => {
        const { userId } = c.get('signedIn');
        // Requests go to other people's phones: enough for a family, not enough to spam.
        await consumeLimits(db, [
          { key: `consent-send:user:${userId}`, max: 30, windowSeconds: 3600 },
        ]);
        return sendJson(c, sentConsentResponse, {
          consent: await consent.send(userId, c.req.valid('param').id),
        });
      },
    );
}
