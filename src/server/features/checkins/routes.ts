import { Hono } from 'hono';
import { z } from 'zod';
import type { Auth } from '../../auth/auth';
import { requireSession, type SignedInEnv } from '../../auth/session-guard';
import { sendJson } from '../../http/send-json';
import { validate } from '../../http/validate';
import type { CheckInService } from './service';
import { sentCheckInResponse } from '@/shared/parents';

/** The owner's side of the engine: send today's check-in now. */
export function checkInRoutes(checkIns: CheckInService, auth: Auth) {
  const signedIn = requireSession(auth);
  return new Hono<SignedInEnv>().post(
    '/parents/:id/check-in',
    signedIn,
    validate('param', z.object({ id: z.uuid('No such parent.') })),
    async (c) => {
      const checkIn = await checkIns.sendNow(c.get('signedIn').userId, c.req.valid('param').id);
      return sendJson(
        c,
        sentCheckInResponse,
        { checkIn: { id: checkIn.id, status: checkIn.status, localDate: checkIn.localDate } },
        201,
      );
    },
  );
}
