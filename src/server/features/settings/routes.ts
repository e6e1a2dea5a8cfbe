import { Hono } from 'hono';
import type { Auth } from '../../auth/auth';
import { consumeLimits } from '../../auth/rate-limit';
import { requireSession, type SignedInEnv } from '../../auth/session-guard';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import { sendJson } from '../../http/send-json';
import { validate } from '../../http/validate';
import {
  TEST_SMS_PER_HOUR,
  ownNumbersResponse,
  settingsMessages,
  testSmsResultSchema,
  testSmsSchema,
  voiceSettingsResponse,
  voiceSettingsSchema,
} from '@/shared/settings';
import { ownerNoticesResponse, ownerNoticesSchema } from '@/shared/owner-notices';
import type { OwnerNoticesService } from './owner-notices-service';
import type { TestSmsService } from './test-sms-service';
import type { VoiceSettingsService } from './voice-settings-service';

/**
 * The dashboard's Voice Response and Test SMS tabs, and how the owner is told (Settings). All
 * act on the signed-in account only.
 */
export function settingsRoutes(deps: {
  voiceSettings: VoiceSettingsService;
  testSms: TestSmsService;
  ownerNotices: OwnerNoticesService;
  auth: Auth;
  db: Database;
}) {
  const { voiceSettings, testSms, db } = deps;
  const signedIn = requireSession(deps.auth);
  return new Hono<SignedInEnv>()
    .get('/settings/voice', signedIn, async (c) =>
      sendJson(c, voiceSettingsResponse, {
        settings: await voiceSettings.get(c.get('signedIn').userId),
      }),
    )
    .put('/settings/voice', signedIn, validate('json', voiceSettingsSchema), async (c) =>
      sendJson(c, voiceSettingsResponse, {
        settings: await voiceSettings.save(c.get('signedIn').userId, c.req.valid('json')),
      }),
    )
    .get('/settings/owner-notices', signedIn, async (c) =>
      sendJson(c, ownerNoticesResponse, {
        notices: await deps.ownerNotices.get(c.get('signedIn').userId),
      }),
    )
    .put('/settings/owner-notices', signedIn, validate('json', ownerNoticesSchema), async (c) =>
      sendJson(c, ownerNoticesResponse, {
        notices: await deps.ownerNotices.save(
          c.get('signedIn').userId,
          c.req.valid('json').preference,
        ),
      }),
    )
    .get('/test-sms/numbers', signedIn, async (c) =>
      sendJson(c, ownNumbersResponse, { numbers: await testSms.numbers(c.get('signedIn').userId) }),
    )
    .post('/test-sms', signedIn, validate('json', testSmsSchema), async (c) => {
      const { userId } = c.get('signedIn');
      // Counted per account, not per address: the texts go to real phones at our cost.
      await consumeLimits(db, [
        { key: `test-sms:user:${userId}`, max: TEST_SMS_PER_HOUR, windowSeconds: 3600 },
      ]).catch((error: unknown) => {
        if (error instanceof AppError && error.code === 'rate_limited')
          throw new AppError('rate_limited', settingsMessages.rateLimited(TEST_SMS_PER_HOUR));
        throw error;
      });
      const { to, message } = c.req.valid('json');
      return sendJson(c, testSmsResultSchema, await testSms.send(userId, to, message), 201);
    });
}
