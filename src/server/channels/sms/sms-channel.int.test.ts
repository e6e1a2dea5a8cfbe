import { count, eq } from 'drizzle-orm';
import twilio from 'twilio';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inboundSms, simulatorEvents, smsMessages } from '../../db/schema';
import { createTestHarness, type TestHarness } from '../../test/test-app';
import { SIMULATOR_AUTH_TOKEN } from '../simulator/webhook-poster';
import { claimDueSms } from './sms-repository';
import { SEND_SMS_JOB } from './sms-channel';

let harness: TestHarness;
let phoneNumber = 0;
// Each test texts its own number, so threads and opt-outs never mix between tests.
let phone: string;

beforeAll(async () => {
  harness = await createTestHarness();
});
afterAll(async () => {
  await harness.close();
});
beforeEach(() => {
  phone = `+1212555${String(1000 + phoneNumber++).padStart(4, '0')}`;
});

const sms = () => harness.services.channels.sms;
const simulator = () => harness.services.channels.simulator!;

async function networkTexts(to: string) {
  return harness.database.db
    .select()
    .from(simulatorEvents)
    .where(eq(simulatorEvents.phone, to))
    .orderBy(simulatorEvents.createdAt);
}

async function messageRow(id: string) {
  const [row] = await harness.database.db.select().from(smsMessages).where(eq(smsMessages.id, id));
  return row!;
}

/** Sends what the outbox holds, as a woken worker would. */
async function sendQueued() {
  await harness.runJob(SEND_SMS_JOB, {});
}

describe('sending a text', () => {
  it('sends a queued text exactly once, however often its job runs or it is queued', async () => {
    const queued = await sms().queue({
      idempotencyKey: 'once-1',
      to: phone,
      body: 'Good morning!',
      kind: 'test',
    });
    expect(queued.status).toBe('queued');

    await harness.runJob(SEND_SMS_JOB, {});
    await harness.runJob(SEND_SMS_JOB, {});
    const again = await sms().queue({
      idempotencyKey: 'once-1',
      to: phone,
      body: 'Good morning!',
      kind: 'test',
    });
    await harness.runJob(SEND_SMS_JOB, {});

    expect(again.id).toBe(queued.id);
    const carried = await networkTexts(phone);
    expect(carried.map((event) => event.body)).toEqual(['Good morning!']);
    const row = await messageRow(queued.id);
    expect(row.status).toBe('accepted');
    expect(row.providerSid).toBe(carried[0]!.sid);
    expect(row.attempts).toBe(1);
  });

  it('records delivery from the status callbacks', async () => {
    const queued = await sms().queue({
      idempotencyKey: 'status-1',
      to: phone,
      body: 'Hello',
      kind: 'test',
    });
    await harness.runJob(SEND_SMS_JOB, {});
    const { providerSid } = await messageRow(queued.id);

    await harness.runJob('simulator-deliver', { sid: providerSid });

    const row = await messageRow(queued.id);
    expect(row.status).toBe('delivered');
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(row.deliveredAt).toBeInstanceOf(Date);
  });

  it('never moves a status backwards when reports arrive out of order', async () => {
    const queued = await sms().queue({
      idempotencyKey: 'order-1',
      to: phone,
      body: 'Hi',
      kind: 'test',
    });
    await harness.runJob(SEND_SMS_JOB, {});
    const { providerSid } = await messageRow(queued.id);
    await sms().handleStatus({ providerSid: providerSid!, status: 'delivered' });
    await sms().handleStatus({ providerSid: providerSid!, status: 'sent' });
    expect((await messageRow(queued.id)).status).toBe('delivered');
  });

  it('after an attempt whose outcome was lost, finds the text at the provider instead of sending again', async () => {
    const queued = await sms().queue({
      idempotencyKey: 'lost-1',
      to: phone,
      body: 'Are you OK?',
      kind: 'test',
    });
    // A worker claimed the message and the provider accepted it, then the process died before
    // the answer was recorded; its claim has run out.
    const now = new Date();
    await claimDueSms(harness.database.db, { now, leaseUntil: now, limit: 10 });
    await simulator().smsProvider.sendBatch([
      {
        to: phone,
        from: queued.fromNumber,
        body: queued.body,
        statusCallbackUrl: 'http://app.test/webhooks/sms/status',
        reference: queued.idempotencyKey,
      },
    ]);

    await harness.runJob(SEND_SMS_JOB, {});

    expect(await networkTexts(phone)).toHaveLength(1);
    const row = await messageRow(queued.id);
    expect(row.status).toBe('accepted');
    expect(row.attempts).toBe(2);
  });
});

describe('compliance keywords', () => {
  it('STOP opts the number out at once, confirms once, and nothing more is sent to it', async () => {
    await simulator().textFromPhone(phone, harness.config.sms.fromNumber, 'Stop');
    await simulator().textFromPhone(phone, harness.config.sms.fromNumber, 'STOP');
    expect(await sms().isOptedOut(phone)).toBe(true);

    const later = await sms().queue({
      idempotencyKey: 'after-stop',
      to: phone,
      body: 'Daily check-in',
      kind: 'test',
    });
    expect(later.status).toBe('blocked');
    await sendQueued();

    const toPhone = (await networkTexts(phone)).filter((event) => event.direction === 'to_phone');
    expect(toPhone.map((event) => event.body)).toEqual([
      expect.stringContaining("You're unsubscribed"),
    ]);
  });

  it('a batch queued together (a family’s notices): nothing reaches a number that opted out, unless it may', async () => {
    const other = `+1646555${String(1000 + phoneNumber++).padStart(4, '0')}`;
    await simulator().textFromPhone(phone, harness.config.sms.fromNumber, 'STOP');
    await harness.database.db.transaction((tx) =>
      sms().queueMany(
        [
          { idempotencyKey: 'batch-stopped', to: phone, body: 'Mom checked in', kind: 'test' },
          { idempotencyKey: 'batch-other', to: other, body: 'Mom checked in', kind: 'test' },
          {
            idempotencyKey: 'batch-allowed',
            to: phone,
            body: 'A reply that may go',
            kind: 'test',
            allowOptedOut: true,
          },
        ],
        tx,
      ),
    );
    await sendQueued();

    const received = async (to: string) =>
      (await networkTexts(to))
        .filter((event) => event.direction === 'to_phone')
        .map((event) => event.body);
    expect(await received(phone)).toEqual([
      expect.stringContaining("You're unsubscribed"),
      'A reply that may go',
    ]);
    expect(await received(other)).toEqual(['Mom checked in']);
  });

  it('recognises the other opt-out words and plain "stop texting me"', async () => {
    for (const [index, word] of [
      'unsubscribe',
      'Cancel.',
      'QUIT',
      'stop texting me',
      'opt out',
    ].entries()) {
      const number = `+1415555${String(2000 + index).padStart(4, '0')}`;
      await simulator().textFromPhone(number, harness.config.sms.fromNumber, word);
      expect(await sms().isOptedOut(number)).toBe(true);
    }
    await simulator().textFromPhone(
      phone,
      harness.config.sms.fromNumber,
      "I can't stop smiling today",
    );
    expect(await sms().isOptedOut(phone)).toBe(false);
  });

  it('a text that was blocked stays unsent even if the number opts in later', async () => {
    await simulator().textFromPhone(phone, harness.config.sms.fromNumber, 'STOP');
    const blocked = await sms().queue({
      idempotencyKey: 'blocked-then-start',
      to: phone,
      body: 'x',
      kind: 'test',
    });
    await simulator().textFromPhone(phone, harness.config.sms.fromNumber, 'START');
    await harness.runJob(SEND_SMS_JOB, {});
    expect((await messageRow(blocked.id)).status).toBe('blocked');
  });

  it('START opts back in with a confirmation; texts flow again', async () => {
    await simulator().textFromPhone(phone, harness.config.sms.fromNumber, 'STOP');
    await simulator().textFromPhone(phone, harness.config.sms.fromNumber, 'start');
    expect(await sms().isOptedOut(phone)).toBe(false);
    const next = await sms().queue({
      idempotencyKey: 'after-start',
      to: phone,
      body: 'Welcome back',
      kind: 'test',
    });
    await sendQueued();
    const bodies = (await networkTexts(phone))
      .filter((e) => e.direction === 'to_phone')
      .map((e) => e.body);
    expect(bodies).toEqual([
      expect.stringContaining("You're unsubscribed"),
      expect.stringContaining("You're subscribed again"),
      'Welcome back',
    ]);
    expect((await messageRow(next.id)).status).toBe('accepted');
  });

  it('HELP gets the service name, what it does, the support address and how to stop', async () => {
    await simulator().textFromPhone(phone, harness.config.sms.fromNumber, 'help');
    await sendQueued();
    const reply = (await networkTexts(phone)).find((e) => e.direction === 'to_phone');
    expect(reply?.body).toContain('Family Check-In');
    expect(reply?.body).toContain(harness.config.email.supportAddress);
    expect(reply?.body).toContain('Reply STOP to opt out');
    expect(await sms().isOptedOut(phone)).toBe(false);
  });

  it('hands every inbound text to the owners once, with the keyword it carried', async () => {
    const seen: { body: string; keyword?: string }[] = [];
    const handlers = harness.services.channels.dispatch.to;
    const answer = handlers.inboundTexts.bind(handlers);
    handlers.inboundTexts = async (tx, texts) => {
      for (const text of texts)
        if (text.from === phone) seen.push({ body: text.body, keyword: text.keyword });
      await answer(tx, texts);
    };
    await simulator().textFromPhone(phone, harness.config.sms.fromNumber, 'yes thanks');
    await simulator().textFromPhone(phone, harness.config.sms.fromNumber, 'HELP');
    expect(seen).toEqual([
      { body: 'yes thanks', keyword: undefined },
      { body: 'HELP', keyword: 'help' },
    ]);
  });
});

describe('the inbound webhook', () => {
  const post = (
    params: Record<string, string>,
    signature?: string,
    url = 'http://app.test/webhooks/sms',
  ) =>
    harness.app.request(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(signature ? { 'x-twilio-signature': signature } : {}),
      },
      body: new URLSearchParams(params).toString(),
    });

  const inboundCount = async (sid: string) =>
    (
      await harness.database.db
        .select({ n: count() })
        .from(inboundSms)
        .where(eq(inboundSms.providerSid, sid))
    )[0]!.n;

  it('rejects a missing or wrong signature with 403 and records nothing', async () => {
    const params = {
      MessageSid: 'SMbad1',
      From: phone,
      To: harness.config.sms.fromNumber,
      Body: 'STOP',
    };
    expect((await post(params)).status).toBe(403);
    expect((await post(params, 'not-a-signature')).status).toBe(403);
    const forOtherUrl = twilio.getExpectedTwilioSignature(
      SIMULATOR_AUTH_TOKEN,
      'http://elsewhere.test/webhooks/sms',
      params,
    );
    expect((await post(params, forOtherUrl)).status).toBe(403);
    expect(await inboundCount('SMbad1')).toBe(0);
    expect(await sms().isOptedOut(phone)).toBe(false);
  });

  it('accepts a request signed with the provider SDK helper, and a retried webhook counts once', async () => {
    const params = {
      MessageSid: 'SMgood1',
      From: phone,
      To: harness.config.sms.fromNumber,
      Body: 'hello',
    };
    const signature = twilio.getExpectedTwilioSignature(
      SIMULATOR_AUTH_TOKEN,
      'http://app.test/webhooks/sms',
      params,
    );
    const response = await post(params, signature);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/xml');
    expect(await response.text()).toContain('<Response');
    await post(params, signature);
    expect(await inboundCount('SMgood1')).toBe(1);
  });
});
