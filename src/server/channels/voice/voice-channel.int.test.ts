import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { simulatorEvents, voiceCalls } from '../../db/schema';
import { createTestHarness, type TestHarness } from '../../test/test-app';
import type { CallAction } from '../simulator/simulator-network';
import type { InputMode } from './call-answers';
import type { VoiceCall } from './call-repository';
import { PLACE_CALL_JOB } from './voice-channel';

let harness: TestHarness;
let counter = 0;
const answered: VoiceCall[] = [];

beforeAll(async () => {
  harness = await createTestHarness();
  const handlers = harness.services.channels.dispatch.to;
  const answer = handlers.callAnswered.bind(handlers);
  handlers.callAnswered = async (tx, call) => {
    answered.push(call);
    await answer(tx, call);
  };
});
afterAll(async () => {
  await harness.close();
});
beforeEach(() => {
  answered.length = 0;
});

/** Queues and places a call, then lets the simulated person act on it. */
async function callAndAct(action: CallAction, inputMode: InputMode = 'both', words?: string) {
  const to = `+1312555${String(3000 + counter++).padStart(4, '0')}`;
  const call = await harness.services.channels.voice.queue({
    idempotencyKey: `call-${counter}`,
    to,
    message: 'Good morning, Mom. This is your daily check-in.',
    inputMode,
    kind: 'test',
  });
  await harness.runJob(PLACE_CALL_JOB, { callId: call.id });
  const [event] = await harness.database.db
    .select()
    .from(simulatorEvents)
    .where(eq(simulatorEvents.phone, to));
  expect(event?.state).toBe('ringing');
  await harness.services.channels.simulator!.actOnCall(event!.sid, action, words);
  const [row] = await harness.database.db
    .select()
    .from(voiceCalls)
    .where(eq(voiceCalls.id, call.id));
  const [after] = await harness.database.db
    .select()
    .from(simulatorEvents)
    .where(eq(simulatorEvents.phone, to));
  return { row: row!, transcript: after!.body };
}

describe('a check-in call', () => {
  it.each([
    ['press-1', 'ok', '1'],
    ['say-yes', 'ok', 'Yes'],
    ['press-2', 'help', '2'],
    ['say-no', 'help', 'No'],
  ] as const)('%s is recorded as %s and handed to the owner', async (action, answer, input) => {
    const { row, transcript } = await callAndAct(action);
    expect(row).toMatchObject({
      status: 'completed',
      answer,
      answerInput: input,
      promptsPlayed: 1,
    });
    expect(answered.map((call) => call.answer)).toEqual([answer]);
    expect(transcript).toContain('This is your daily check-in.');
    expect(transcript).toContain('press 1 or say yes');
  });

  it('repeats the question once when nothing is heard, then records no input', async () => {
    const { row, transcript } = await callAndAct('stay-silent');
    expect(row).toMatchObject({ status: 'completed', answer: 'no-input', promptsPlayed: 2 });
    expect(transcript).toContain("Sorry, we didn't catch that.");
    expect(transcript).toContain("We didn't hear an answer");
    expect(answered.map((call) => call.answer)).toEqual(['no-input']);
  });

  it.each(['no-answer', 'busy'] as const)(
    '%s ends the call with that status and no answer',
    async (action) => {
      const { row } = await callAndAct(action);
      expect(row).toMatchObject({ status: action, answer: null });
      expect(row.endedAt).toBeInstanceOf(Date);
      expect(answered).toEqual([]);
    },
  );

  it('with keypad only, a spoken answer is asked for a key, then does not count', async () => {
    const { row, transcript } = await callAndAct('say-yes', 'keypad');
    expect(row).toMatchObject({ answer: 'no-input', promptsPlayed: 2 });
    expect(transcript).toContain('Service: Please press 1 or 2. If you are OK, press 1.');
    expect(transcript).not.toContain("Sorry, we didn't catch that.");
  });

  it.each([
    ['sí', 'ok'],
    ["I'm fine", 'ok'],
    ['estoy bien', 'ok'],
    ['I fell', 'help'],
    ['me caí', 'help'],
  ] as const)('understands "%s" as %s, by the same rules as a text', async (words, answer) => {
    const { row } = await callAndAct('say', 'both', words);
    expect(row).toMatchObject({ answer, answerInput: words, promptsPlayed: 1 });
  });

  it('with speech only, a key press does not count', async () => {
    const { row, transcript } = await callAndAct('press-1', 'speech');
    expect(row.answer).toBe('no-input');
    expect(transcript).toContain('say yes');
    expect(transcript).not.toContain('press 1');
  });

  it('places each call once, however often its job runs', async () => {
    const call = await harness.services.channels.voice.queue({
      idempotencyKey: 'call-once',
      to: '+13125559999',
      message: 'Hello',
      inputMode: 'both',
      kind: 'test',
    });
    await harness.runJob(PLACE_CALL_JOB, { callId: call.id });
    await harness.runJob(PLACE_CALL_JOB, { callId: call.id });
    const events = await harness.database.db
      .select()
      .from(simulatorEvents)
      .where(eq(simulatorEvents.phone, '+13125559999'));
    expect(events).toHaveLength(1);
  });

  it('does not call a number that has opted out', async () => {
    await harness.services.channels.simulator!.textFromPhone(
      '+13125558888',
      harness.config.sms.fromNumber,
      'STOP',
    );
    const call = await harness.services.channels.voice.queue({
      idempotencyKey: 'call-opted-out',
      to: '+13125558888',
      message: 'Hello',
      inputMode: 'both',
      kind: 'test',
    });
    await harness.runJob(PLACE_CALL_JOB, { callId: call.id });
    const calls = (
      await harness.database.db
        .select()
        .from(simulatorEvents)
        .where(eq(simulatorEvents.phone, '+13125558888'))
    ).filter((event) => event.kind === 'call');
    expect(calls).toEqual([]);
    const [row] = await harness.database.db
      .select()
      .from(voiceCalls)
      .where(eq(voiceCalls.id, call.id));
    expect(row).toMatchObject({ status: 'canceled', errorMessage: 'The number has opted out.' });
  });
});
