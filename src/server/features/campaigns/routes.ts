import { Hono } from 'hono';
import { z } from 'zod';
import type { Auth } from '../../auth/auth';
import { requireSession, type SignedInEnv } from '../../auth/session-guard';
import { sendJson } from '../../http/send-json';
import { validate } from '../../http/validate';
import {
  campaignActiveSchema,
  campaignDetailSchema,
  campaignListSchema,
  campaignResponse,
  createCampaignSchema,
  scheduledMessageEditSchema,
  scheduledMessageResponse,
} from '@/shared/campaigns';
import type { CampaignService } from './service';

const campaignParam = z.object({ id: z.uuid('No such campaign.') });
const messageParam = z.object({ id: z.uuid('No such scheduled message.') });

/** Campaigns and their scheduled messages. Every row is scoped to the signed-in owner. */
export function campaignRoutes(campaigns: CampaignService, auth: Auth) {
  // The guard goes on each route, not on '*': this app is mounted at /api beside public routes.
  const signedIn = requireSession(auth);
  return new Hono<SignedInEnv>()
    .get('/campaigns', signedIn, async (c) =>
      sendJson(c, campaignListSchema, await campaigns.list(c.get('signedIn').userId)),
    )
    .post('/campaigns', signedIn, validate('json', createCampaignSchema), async (c) =>
      sendJson(
        c,
        campaignResponse,
        { campaign: await campaigns.create(c.get('signedIn').userId, c.req.valid('json')) },
        201,
      ),
    )
    .get('/campaigns/:id', signedIn, validate('param', campaignParam), async (c) =>
      sendJson(
        c,
        campaignDetailSchema,
        await campaigns.get(c.get('signedIn').userId, c.req.valid('param').id),
      ),
    )
    .patch(
      '/campaigns/:id',
      signedIn,
      validate('param', campaignParam),
      validate('json', campaignActiveSchema),
      async (c) =>
        sendJson(c, campaignResponse, {
          campaign: await campaigns.setActive(
            c.get('signedIn').userId,
            c.req.valid('param').id,
            c.req.valid('json').active,
          ),
        }),
    )
    .delete('/campaigns/:id', signedIn, validate('param', campaignParam), async (c) => {
      await campaigns.remove(c.get('signedIn').userId, c.req.valid('param').id);
      return c.body(null, 204);
    })
    .put(
      '/scheduled-messages/:id',
      signedIn,
      validate('param', messageParam),
      validate('json', scheduledMessageEditSchema),
      async (c) =>
        sendJson(c, scheduledMessageResponse, {
          message: await campaigns.editMessage(
            c.get('signedIn').userId,
            c.req.valid('param').id,
            c.req.valid('json').content,
          ),
        }),
    );
}
