import { Hono } from 'hono';
import { consumeLimits } from '../../auth/rate-limit';
import type { Auth } from '../../auth/auth';
import { requireSession, type SignedInEnv } from '../../auth/session-guard';
import type { Database } from '../../db/client';
import { sendJson } from '../../http/send-json';
import { validate } from '../../http/validate';
import {
  firstMessageResponse,
  firstMessageSchema,
  onboardingProgressSchema,
  onboardingStateSchema,
} from '@/shared/onboarding';
import { signedInResponse, type SessionUser } from '@/shared/auth';
import type { OnboardingService } from './service';

const HOUR = 3600;

/** The set-up wizard's own routes: where to resume, the first test message, and finishing. */
export function onboardingRoutes(deps: {
  onboarding: OnboardingService;
  auth: Auth;
  db: Database;
  sessionUser: (userId: string) => Promise<SessionUser>;
}) {
  const { onboarding, auth, db } = deps;
  const signedIn = requireSession(auth);
  return new Hono<SignedInEnv>()
    .get('/onboarding', signedIn, async (c) =>
      sendJson(c, onboardingStateSchema, await onboarding.state(c.get('signedIn').userId)),
    )
    .put('/onboarding', signedIn, validate('json', onboardingProgressSchema), async (c) =>
      sendJson(
        c,
        onboardingStateSchema,
        await onboarding.saveStep(c.get('signedIn').userId, c.req.valid('json').step),
      ),
    )
    .post('/onboarding/complete', signedIn, async (c) => {
      const { userId } = c.get('signedIn');
      await onboarding.complete(userId);
      return sendJson(c, signedInResponse, { user: await deps.sessionUser(userId) });
    })
    .post('/first-message', signedIn, validate('json', firstMessageSchema), async (c) => {
      const { userId } = c.get('signedIn');
      // Test texts go to real phones: a few per hour is plenty for trying it out.
      await consumeLimits(db, [
        { key: `test-message:user:${userId}`, max: 10, windowSeconds: HOUR },
      ]);
      const { parentId, message } = c.req.valid('json');
      return sendJson(
        c,
        firstMessageResponse,
        { sent: await onboarding.sendFirstMessage(userId, parentId, message) },
        201,
      );
    });
}
