import { Hono } from 'hono';
import { z } from 'zod';
import type { Auth } from '../../auth/auth';
import { requireSession, type SignedInEnv } from '../../auth/session-guard';
import { validate } from '../../http/validate';
import type { ConsentService } from './service';

/** SMS consent for the owner's parents and family members. */
export function consentRoutes(consent: ConsentService, auth: Auth) {
  const signedIn = requireSession(auth);
  return new Hono<SignedInEnv>()
    .get('/consents', signedIn, async (c) =>
      c.json({ consents: await consent.list(c.get('signedIn').userId) }),
    )
    .post(
      '/consents/:id/send',
      signedIn,
      validate('param', z.object({ id: z.uuid('Consent not found') })),
      async (c) =>
        c.json({ consent: await consent.send(c.get('signedIn').userId, c.req.valid('param').id) }),
    );
}
