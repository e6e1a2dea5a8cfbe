import { and, eq, gte, inArray } from 'drizzle-orm';
import { SEND_SMS_JOB } from '../channels/sms/sms-channel';
import { PLACE_CALL_JOB } from '../channels/voice/voice-channel';
import type { CallAction } from '../channels/simulator/simulator-network';
import { simulatorEvents, smsMessages, voiceCalls } from '../db/schema';
import type { TestHarness } from '../test/test-app';
import type { Random } from './random';

const MINUTE = 60_000;

interface PlannedText {
  at: number;
  phone: string;
  body: string;
}

/**
 * What the parents have read and mean to send. Plain data, so a run that is stopped can be
 * written down and picked up again by another process.
 */
export interface ParentsState {
  agenda: PlannedText[];
  seenTexts: string[];
  seenCalls: string[];
  /** Events are stamped with real time; only those since this instant are read again. */
  watermark: string;
}

export const freshParentsState = (): ParentsState => ({
  agenda: [],
  seenTexts: [],
  seenCalls: [],
  watermark: new Date(0).toISOString(),
});

/**
 * Parents who read what reaches their phones and answer at random: YES, NO, a chat, STOP,
 * HELP, or silence; a ringing call is answered by key or voice, or not at all.
 */
export function parentsAtRandom(parentPhones: string[], rng: Random, state: ParentsState) {
  const phones = new Set(parentPhones);
  const seenTexts = new Set(state.seenTexts);
  const seenCalls = new Set(state.seenCalls);
  const agenda = [...state.agenda];
  let watermark = new Date(state.watermark);

  return {
    state: (): ParentsState => ({
      agenda: [...agenda],
      seenTexts: [...seenTexts],
      seenCalls: [...seenCalls],
      watermark: watermark.toISOString(),
    }),

    /** Reads what arrived since the last look and decides what to do about it. */
    async look(harness: TestHarness, now: Date) {
      const { db } = harness.database;
      const simulator = harness.services.channels.simulator!;
      const arrived = await db
        .select({
          sid: simulatorEvents.sid,
          phone: simulatorEvents.phone,
          kind: simulatorEvents.kind,
          body: simulatorEvents.body,
        })
        .from(simulatorEvents)
        .where(
          and(
            eq(simulatorEvents.direction, 'to_phone'),
            gte(simulatorEvents.createdAt, watermark),
            inArray(simulatorEvents.state, ['delivered', 'ringing']),
          ),
        );
      watermark = new Date(Date.now() - 5_000);
      for (const event of arrived) {
        if (!phones.has(event.phone)) continue;
        if (event.kind === 'call') {
          if (seenCalls.has(event.sid)) continue;
          seenCalls.add(event.sid);
          const action = rng.pick<CallAction>([
            'press-1',
            'press-1',
            'press-1',
            'say-yes',
            'press-2',
            'say-no',
            'no-answer',
            'no-answer',
            'busy',
            'stay-silent',
          ]);
          await simulator.actOnCall(event.sid, action);
          if (['no-answer', 'busy', 'stay-silent'].includes(action) && rng.chance(0.3)) {
            agenda.push({
              at: now.getTime() + rng.int(20, 120) * MINUTE,
              phone: event.phone,
              body: rng.pick(['yes', 'YES sorry I was out', 'ok']),
            });
          }
          continue;
        }
        if (seenTexts.has(event.sid)) continue;
        seenTexts.add(event.sid);
        if (!event.body.includes('Reply YES')) continue;
        const roll = rng.next();
        const at = now.getTime() + rng.int(1, 55) * MINUTE;
        if (roll < 0.45) {
          agenda.push({
            at,
            phone: event.phone,
            body: rng.pick(['YES', 'yes thanks', '👍', 'ok']),
          });
        } else if (roll < 0.52) {
          agenda.push({ at, phone: event.phone, body: rng.pick(['NO', 'not ok', 'no']) });
        } else if (roll < 0.57) {
          agenda.push({ at, phone: event.phone, body: 'At the doctor, talk soon' });
          agenda.push({ at: at + 10 * MINUTE, phone: event.phone, body: 'Y' });
        } else if (roll < 0.58) {
          agenda.push({ at, phone: event.phone, body: 'STOP' });
        } else if (roll < 0.59) {
          agenda.push({ at, phone: event.phone, body: 'HELP' });
        }
        // Otherwise silence: the follow-up call will come.
      }
    },

    /** Sends the replies whose time has come. */
    async reply(harness: TestHarness, now: Date) {
      const simulator = harness.services.channels.simulator!;
      const due = agenda.filter((item) => item.at <= now.getTime());
      for (const item of due) {
        agenda.splice(agenda.indexOf(item), 1);
        await simulator.textFromPhone(item.phone, harness.config.sms.fromNumber, item.body);
      }
    },
  };
}

/** Works what the workers would: texts, simulated deliveries and calls, until none is left. */
export async function drain(harness: TestHarness) {
  const { db } = harness.database;
  for (let round = 0; round < 20; round += 1) {
    const texts = await db
      .select({ id: smsMessages.id })
      .from(smsMessages)
      .where(inArray(smsMessages.status, ['queued', 'sending']));
    const deliveries = await db
      .select({ sid: simulatorEvents.sid })
      .from(simulatorEvents)
      // Every text still waiting for its receipts, however long ago it was handed over: one
      // a killed worker handed to the network is reported by the next.
      .where(and(eq(simulatorEvents.kind, 'sms'), eq(simulatorEvents.state, 'queued')));
    const calls = await db
      .select({ id: voiceCalls.id })
      .from(voiceCalls)
      .where(inArray(voiceCalls.status, ['queued', 'placing']));
    if (texts.length + deliveries.length + calls.length === 0) return;
    if (texts.length > 0) await harness.runJob(SEND_SMS_JOB, {});
    for (const { sid } of deliveries) await harness.runJob('simulator-deliver', { sid });
    for (const { id } of calls) await harness.runJob(PLACE_CALL_JOB, { callId: id });
  }
}

/** One tick of the service's minute: the engine's sweeps, the workers, then the parents. */
export async function simulateStep(
  harness: TestHarness,
  parents: ReturnType<typeof parentsAtRandom>,
  now: Date,
) {
  await harness.services.checkIns.sweep();
  await harness.services.checkIns.followUp();
  await harness.services.checkIns.weeklyReports.sendDue();
  await drain(harness);
  await parents.look(harness, now);
  await parents.reply(harness, now);
  await drain(harness);
}
