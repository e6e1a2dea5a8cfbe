import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inboundSms, smsMessages } from '../db/schema';
import { createTestHarness, productionEnv, testConfig, type TestHarness } from '../test/test-app';
import { SEND_SMS_JOB } from '../channels/sms/sms-channel';
import { PLACE_CALL_JOB } from '../channels/voice/voice-channel';
import type { PhoneEvent, PhoneThreadSummary } from '../../shared/dev-tools';
import { localHostOnlyMessage } from './local-host-only';

let harness: TestHarness;
beforeAll(async () => {
  // Real time, as on a developer's machine (tests otherwise start at 1:00 PM in New York).
  harness = await createTestHarness({ env: { DEV_CLOCK_AT: '' } });
});
afterAll(async () => {
  await harness.close();
});

const json = (body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

describe('dev tools API', () => {
  it('moves the service clock forward and back', async () => {
    const before = Date.now();
    const moved = await harness.app.request('/api/dev/clock', json({ advanceMinutes: 60 }));
    const { now, offsetMinutes } = (await moved.json()) as { now: string; offsetMinutes: number };
    expect(offsetMinutes).toBe(60);
    expect(new Date(now).getTime() - before).toBeGreaterThanOrEqual(60 * 60_000);
    expect(harness.services.clock.now().getTime() - Date.now()).toBeGreaterThan(59 * 60_000);
    await harness.app.request('/api/dev/clock', json({ reset: true }));
    expect(Math.abs(harness.services.clock.now().getTime() - Date.now())).toBeLessThan(1000);
  });

  it('refuses a bad clock change with the error shape', async () => {
    const response = await harness.app.request('/api/dev/clock', json({ advanceMinutes: -5 }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'validation_failed' } });
  });

  it('sends a test text that shows in the phone simulator, and a reply typed there reaches the app', async () => {
    const sent = await harness.app.request(
      '/api/dev/send-test',
      json({ channel: 'sms', to: '(646) 555-0199', body: 'Hi there' }),
    );
    expect(sent.status).toBe(201);
    expect(((await sent.json()) as { id: string }).id).toBeTruthy();
    await harness.runJob(SEND_SMS_JOB, {});

    const threads = (await (
      await harness.app.request('/api/dev/phone')
    ).json()) as PhoneThreadSummary[];
    expect(threads.find((thread) => thread.phone === '+16465550199')).toMatchObject({
      lastBody: 'Hi there',
    });

    const reply = await harness.app.request(
      '/api/dev/phone/+16465550199/reply',
      json({ body: 'YES' }),
    );
    expect(reply.status).toBe(201);
    const received = await harness.database.db
      .select()
      .from(inboundSms)
      .where(eq(inboundSms.fromNumber, '+16465550199'));
    expect(received.map((text) => text.body)).toEqual(['YES']);

    const thread = (await (
      await harness.app.request('/api/dev/phone/%2B16465550199')
    ).json()) as PhoneEvent[];
    expect(thread.map((event) => [event.direction, event.body])).toEqual([
      ['to_phone', 'Hi there'],
      ['from_phone', 'YES'],
    ]);
  });

  it('refuses an invalid phone number or an empty message and queues nothing', async () => {
    const badPhone = await harness.app.request(
      '/api/dev/send-test',
      json({ channel: 'sms', to: '12', body: 'x' }),
    );
    expect(badPhone.status).toBe(400);
    expect(await badPhone.json()).toEqual({
      error: { code: 'validation_failed', message: 'Please enter a valid phone number' },
    });
    const empty = await harness.app.request(
      '/api/dev/send-test',
      json({ channel: 'sms', to: '+16465550198', body: '  ' }),
    );
    expect(await empty.json()).toMatchObject({ error: { message: 'Type a message to send.' } });
    const queued = await harness.database.db
      .select()
      .from(smsMessages)
      .where(eq(smsMessages.toNumber, '+16465550198'));
    expect(queued).toEqual([]);
  });

  it('answers a ringing call from the simulator, and refuses to answer it twice', async () => {
    const placed = await harness.app.request(
      '/api/dev/send-test',
      json({ channel: 'call', to: '+16465550177', body: 'Daily check-in' }),
    );
    const { id } = (await placed.json()) as { id: string };
    await harness.runJob(PLACE_CALL_JOB, { callId: id });
    const [call] = (await (
      await harness.app.request('/api/dev/phone/%2B16465550177')
    ).json()) as PhoneEvent[];
    expect(call).toMatchObject({ kind: 'call', state: 'ringing' });

    const answered = await harness.app.request(
      `/api/dev/calls/${call!.sid}`,
      json({ action: 'press-1' }),
    );
    expect(answered.status).toBe(200);
    const again = await harness.app.request(
      `/api/dev/calls/${call!.sid}`,
      json({ action: 'press-2' }),
    );
    expect(again.status).toBe(409);
    const [after] = (await (
      await harness.app.request('/api/dev/phone/%2B16465550177')
    ).json()) as PhoneEvent[];
    expect(after).toMatchObject({ state: 'completed' });
    expect(after!.body).toContain('You pressed 1.');
  });

  it('does not exist in production', async () => {
    const production = testConfig(productionEnv);
    const app = harness.appWith({ config: production });
    for (const path of ['/api/dev/status', '/api/dev/mailbox', '/api/dev/phone']) {
      expect((await app.request(path)).status).toBe(404);
    }
  });

  it('answers only a Host of localhost, 127.0.0.1 or [::1] (a page on another name rebound to this machine gets 403)', async () => {
    const foreign = [
      'attacker.example',
      'attacker.example:3000',
      'localhost.attacker.example',
      '127.0.0.1.nip.io:3000',
      '[::2]:3000',
    ];
    for (const host of foreign) {
      for (const [method, path, body] of [
        ['GET', '/api/dev/mailbox', undefined],
        ['GET', '/api/dev/status', undefined],
        ['POST', '/api/dev/clock', { advanceMinutes: 600 }],
        ['GET', '/dev', undefined],
        ['GET', '/dev/mailbox', undefined],
      ] as const) {
        const response = await harness.app.request(path, {
          method,
          headers: { host, ...(body ? { 'content-type': 'application/json' } : {}) },
          body: body && JSON.stringify(body),
        });
        expect(response.status, `${host} ${method} ${path}`).toBe(403);
        expect(await response.json()).toEqual({
          error: { code: 'forbidden', message: localHostOnlyMessage },
        });
      }
    }
    // The name in the address counts when no Host header is sent.
    expect((await harness.app.request('http://attacker.example/api/dev/mailbox')).status).toBe(403);
    // The clock did not move.
    expect(Math.abs(harness.services.clock.now().getTime() - Date.now())).toBeLessThan(60_000);

    for (const host of [
      'localhost',
      'localhost:3000',
      '127.0.0.1:49152',
      '[::1]:3000',
      'LOCALHOST:3000',
    ])
      expect(
        (await harness.app.request('/api/dev/status', { headers: { host } })).status,
        host,
      ).toBe(200);
  });
});
