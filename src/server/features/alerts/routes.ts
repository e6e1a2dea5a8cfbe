import { Hono } from 'hono';
import { sendJson } from '../../http/send-json';
import { validate } from '../../http/validate';
import { alertResponse, alertTokenSchema, resolveAlertSchema } from '@/shared/alerts';
import type { AlertService } from './service';

/**
 * An alert's page, for whoever holds its signed link: no session. The link itself is the
 * credential (one recipient, one check-in, 48 hours); a forged or expired one answers 404.
 */
export function alertRoutes(alerts: AlertService) {
  return new Hono()
    .get('/alerts/:token', validate('param', alertTokenSchema), async (c) =>
      sendJson(c, alertResponse, { alert: await alerts.view(c.req.valid('param').token) }),
    )
    .post('/alerts/:token/claim', validate('param', alertTokenSchema), async (c) =>
      sendJson(c, alertResponse, { alert: await alerts.claim(c.req.valid('param').token) }),
    )
    .post(
      '/alerts/:token/resolve',
      validate('param', alertTokenSchema),
      validate('json', resolveAlertSchema),
      async (c) =>
        sendJson(c, alertResponse, {
          alert: await alerts.resolve(c.req.valid('param').token, c.req.valid('json').note),
        }),
    );
}
