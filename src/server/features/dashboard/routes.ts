import { Hono } from 'hono';
import type { Auth } from '../../auth/auth';
import { requireSession, type SignedInEnv } from '../../auth/session-guard';
import { sendJson } from '../../http/send-json';
import { validate } from '../../http/validate';
import {
  activityQuerySchema,
  activityResponse,
  dashboardOverviewSchema,
  historyPageSchema,
  historyQuerySchema,
} from '@/shared/dashboard';
import type { DashboardService } from './service';

/** The dashboard's overview, its recent activity and the message history, for the signed-in owner. */
export function dashboardRoutes(dashboard: DashboardService, auth: Auth) {
  const signedIn = requireSession(auth);
  return new Hono<SignedInEnv>()
    .get('/dashboard/overview', signedIn, async (c) =>
      sendJson(c, dashboardOverviewSchema, await dashboard.overview(c.get('signedIn').userId)),
    )
    .get('/dashboard/activity', signedIn, validate('query', activityQuerySchema), async (c) =>
      sendJson(c, activityResponse, {
        activity: await dashboard.activity(c.get('signedIn').userId, c.req.valid('query').limit),
      }),
    )
    .get('/messages', signedIn, validate('query', historyQuerySchema), async (c) =>
      sendJson(
        c,
        historyPageSchema,
        await dashboard.history(c.get('signedIn').userId, c.req.valid('query')),
      ),
    );
}
