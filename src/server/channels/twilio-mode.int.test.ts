import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { selectRows } from '../db/client';
import { smsMessages, voiceCalls } from '../db/schema';
import { createTestHarness, type TestHarness } from '../test/test-app';
import { TwilioStandIn } from '../test/twilio-stand-in';
import { SEND_SMS_JOB } from './sms/sms-channel';
import { twilioEnv } from './twilio-mode.support';
import { PLACE_CALL_JOB } from './voice/voice-channel';

// Twilio mode when the provider answers too late: on a slow stand-in, a harness of its own. Texts,
// calls and webhooks in Twilio mode: twilio-texts, twilio-calls and twilio-webhooks.int.test.ts.
describe('a request that timed out', () => {
  let slowProvider: TwilioStandIn;
  let slow: TestHarness;

  beforeAll(async () => {
    slowProvider = await new TwilioStandIn().start();
    slow = await createTestHarness({
      env: twilioEnv,
      // The SDK gives up after 0.6 s; an attempt that failed with an answer is tried again half a
      // second later, one that got none after a two-second lease. In production: 30 s; 5 s; 2 min.
      twilioHttpClient: slowProvider.requestClient({ timeout: 600 }),
      smsOutboxTimes: { retryDelaySeconds: 0.5, leaseSeconds: 2 },
    });
  });
  afterAll(async () => {
    await slow?.close();
    await slowProvider?.close();
  });

  it('to send a text is looked up a lease later, and found there, not sent again', async () => {
    // The provider creates the text 1.5 s after the request came: 0.9 s after the client gave
    // up, later than a retry's delay would look, sooner than a lease.
    slowProvider.faultFor = (request) =>
      request.method === 'POST'
        ? { hang: true, createsAnyway: true, createsAfterMs: 1500 }
        : undefined;
    const queued = await slow.services.channels.sms.queue({
      idempotencyKey: 'tw-late',
      to: '+12125550129',
      body: 'Late but once',
      kind: 'test',
    });
    const attempted = Date.now();
    await slow.runJob(SEND_SMS_JOB, {});
    slowProvider.faultFor = undefined;
    const [afterTimeout] = await slow.database.db
      .select()
      .from(smsMessages)
      .where(eq(smsMessages.id, queued.id));
    expect(afterTimeout).toMatchObject({ status: 'sending', attempts: 1 });
    // Not tried again after the retry delay, when the provider had not made it yet: a lease on.
    expect(afterTimeout!.sendAfter.getTime()).toBeGreaterThanOrEqual(attempted + 2000);

    // The retry, when it is due, finds the text the provider made meanwhile. (On a loaded
    // machine the provider's 1.5 s can end after the 2 s lease: the retry then waits for it,
    // which is the order this case is about.)
    await vi.waitFor(() => expect(slowProvider.createdMessages()).toHaveLength(1), {
      timeout: 10_000,
    });
    // Until the retry is due by the wall clock the outbox reads. A timer alone can end early:
    // Node counts its delay from the event loop's cached time, which trails the wall clock by
    // however long the current turn of the loop has run (long on a loaded machine), and then the
    // outbox found nothing due and the text stayed as it was.
    const due = afterTimeout!.sendAfter.getTime();
    while (Date.now() < due)
      await new Promise((resolve) => setTimeout(resolve, due - Date.now() + 1));
    await slow.runJob(SEND_SMS_JOB, {});

    // One request to create it, and one text at the provider.
    expect(slowProvider.createdMessages()).toHaveLength(1);
    expect(slowProvider.created.map(({ form }) => form.Body)).toEqual(['Late but once']);
    const [row] = await slow.database.db
      .select()
      .from(smsMessages)
      .where(eq(smsMessages.id, queued.id));
    expect(row).toMatchObject({ status: 'accepted', attempts: 2 });
  });

  it('to place a call is looked up a lease later, and found there, not placed again', async () => {
    slowProvider.faultFor = (request) =>
      request.method === 'POST'
        ? { hang: true, createsAnyway: true, createsAfterMs: 1500 }
        : undefined;
    const call = await slow.services.channels.voice.queue({
      idempotencyKey: 'tw-late-call',
      to: '+12125550132',
      message: 'This is your daily check-in.',
      inputMode: 'both',
      kind: 'test',
    });
    const attempted = Date.now();
    await slow.runJob(PLACE_CALL_JOB, { callId: call.id });
    slowProvider.faultFor = undefined;

    // The attempt after it, when the queue would run it, and once the provider has made the call
    // (as for the text above).
    await vi.waitFor(() => expect(slowProvider.createdCalls()).toHaveLength(1), {
      timeout: 10_000,
    });
    const [next] = await selectRows<{ startAfter: Date }>(
      slow.database.db,
      sql`select start_after as "startAfter" from pgboss.job
          where name = ${PLACE_CALL_JOB} and data->>'callId' = ${call.id}
          order by created_on desc limit 1`,
    );
    // Looked up a lease after the attempt, not sooner.
    expect(new Date(next!.startAfter).getTime()).toBeGreaterThanOrEqual(attempted + 2000);
    // By the wall clock, as for the text above: a timer alone can end early.
    const lookup = new Date(next!.startAfter).getTime();
    while (Date.now() < lookup)
      await new Promise((resolve) => setTimeout(resolve, lookup - Date.now() + 1));
    await slow.runJob(PLACE_CALL_JOB, { callId: call.id });

    expect(slowProvider.createdCalls()).toHaveLength(1);
    expect(slowProvider.created.filter(({ kind }) => kind === 'call')).toHaveLength(1);
    const [row] = await slow.database.db
      .select()
      .from(voiceCalls)
      .where(eq(voiceCalls.id, call.id));
    expect(row).toMatchObject({ status: 'placed', providerSid: expect.stringMatching(/^CA/) });
  });
});
