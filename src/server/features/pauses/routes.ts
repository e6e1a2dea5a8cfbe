import { Hono } from 'hono';
import { z } from 'zod';
import type { Auth } from '../../auth/auth';
import { requireSession, type SignedInEnv } from '../../auth/session-guard';
import { sendJson } from '../../http/send-json';
import { validate } from '../../http/validate';
import { pauseResponse, pauseSchema, pausesResponse } from '@/shared/pauses';
import type { PauseService } from './service';

const parentParam = z.object({ id: z.uuid('No such parent.') });

/** The owner's pauses (docs/product.md §2.14): list them, pause a parent, end a pause early. */
export function pauseRoutes(pauses: PauseService, auth: Auth) {
  const signedIn = requireSession(auth);
  return new Hono<SignedInEnv>()
    .get('/pauses', signedIn, async (c) =>
      sendJson(c, pausesResponse, { pauses: await pauses.list(c.get('signedIn').userId) }),
    )
    .put(
      '/parents/:id/pause',
      signedIn,
      validate('param', parentParam),
      validate('json', pauseSchema),
      async (c) => {
        const pause = await pauses.pause(
          c.get('signedIn').userId,
          c.req.valid('param').id,
          c.req.valid('json'),
        );
        return sendJson(c, pauseResponse, { pause });
      },
    )
    .delete('/parents/:id/pause', signedIn, validate('param', parentParam), async (c) => {
      await pauses.resume(c.get('signedIn').userId, c.req.valid('param').id);
      return c.body(null, 204);
    });
}
