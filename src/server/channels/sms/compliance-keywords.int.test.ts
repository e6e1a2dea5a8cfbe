import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestHarness, type TestHarness } from '../../test/test-app';
import { SEND_SMS_JOB } from './sms-channel';
import { smsHelpers } from './sms-channel.support';

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

const { sms, simulator, networkTexts, messageRow, sendQueued } = smsHelpers(() => harness);

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
