import { createTestHarness } from '../test/test-app';
import type { TwilioStandIn } from '../test/twilio-stand-in';

/** The service in Twilio mode (twilio-*.int.test.ts): the SDK, against a stand-in for Twilio. */
export const accountSid = 'AC00000000000000000000000000000001';
export const authToken = 'test-auth-token-0123456789abcdef';
export const fromNumber = '+15017122661';

export const twilioEnv = {
  TWILIO_ACCOUNT_SID: accountSid,
  TWILIO_AUTH_TOKEN: authToken,
  TWILIO_FROM_NUMBER: fromNumber,
  PUBLIC_URL: 'https://checkin.example',
  // Each text due at once, not one a second as a long code takes them (send-slots tests that).
  SMS_MESSAGES_PER_SECOND: '0',
};

/** A test file's service, its requests to Twilio answered by `standIn`. */
export const twilioHarness = (standIn: TwilioStandIn) =>
  createTestHarness({
    env: twilioEnv,
    twilioHttpClient: standIn.requestClient(),
    // A failed attempt is tried again at once: one drain of the outbox runs a text's every
    // attempt, where the service would wait 5, 10, 20… seconds between them.
    smsOutboxTimes: { retryDelaySeconds: 0 },
  });
