import twilio from 'twilio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIMULATOR_AUTH_TOKEN } from '../channels/simulator/webhook-poster';
import { isErrorBody } from '../test/fuzz-checker';
import { signInAs } from '../test/sign-in';
import { createTestHarness, type TestHarness } from '../test/test-app';
import { nulCharacterMessage } from './validate';

// Requests the fuzzing (fuzz.int.test.ts) once found answered with a 500, each kept as a case.
let harness: TestHarness;
beforeAll(async () => {
  harness = await createTestHarness();
});
afterAll(async () => {
  await harness.close();
});

describe('cases the fuzzing found', () => {
  it('text holding a NUL character is a 400 with the error body, not a 500 from the database', async () => {
    // A fresh account of its own (in fuzz.int.test.ts the fuzzing may well delete the owner's).
    const fresh = await signInAs(harness, 'nul-owner@example.com');
    const profile = {
      firstName: 'Fu\u0000zz',
      lastName: 'Owner',
      email: 'nul-owner@example.com',
      cellPhone: '+1 518 555 0199',
      city: 'Albany',
      state: 'New York',
      zipOrCounty: '12207',
    };
    for (const [method, path, cookie, body] of [
      ['PUT', '/api/profile', fresh, profile],
      ['POST', '/api/waitlist', '', { email: 'a\u0000@example.com' }],
      ['POST', '/api/session/sign-up', '', { displayName: 'N\u0000', email: 'nul@example.com' }],
    ] as const) {
      const response = await harness.app.request(path, {
        method,
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(response.status, path).toBe(400);
      expect(await response.json()).toEqual({
        error: { code: 'validation_failed', message: nulCharacterMessage },
      });
    }
  });

  it('a signed text holding a NUL character is taken in without it, not a 500', async () => {
    const params = {
      MessageSid: 'SMnul',
      From: '+12125550199',
      To: '+15005550006',
      Body: 'Y\u0000',
    };
    const response = await harness.app.request('/webhooks/sms', {
      method: 'POST',
      headers: {
        'x-twilio-signature': twilio.getExpectedTwilioSignature(
          SIMULATOR_AUTH_TOKEN,
          `${harness.config.publicUrl}/webhooks/sms`,
          params,
        ),
      },
      body: new URLSearchParams(params),
    });
    expect(response.status).toBe(200);
  });

  it('a text webhook whose body claims to be a form but is not one is a 400', async () => {
    for (const contentType of ['multipart/form-data', 'multipart/form-data; boundary=x']) {
      const response = await harness.app.request('/webhooks/sms', {
        method: 'POST',
        headers: { 'content-type': contentType },
        body: 'not a form',
      });
      expect(response.status).toBe(400);
      expect(isErrorBody(await response.text())).toBe(true);
    }
  });
});
