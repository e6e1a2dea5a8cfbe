import { PAUSE_RESUMES_JOB } from '../features/pauses/service';
import { and, asc, desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { PLACE_CALL_JOB } from '../channels/voice/voice-channel';
import { simulatorEvents, voiceCalls, type checkIns } from '../db/schema';
import type { CallerIdVerdict } from '@/shared/dev-tools';
import type { TestHarness } from './test-app';

type Simulator = NonNullable<TestHarness['services']['channels']['simulator']>;

/**
 * The calls of engine-world.ts: the worker's minute that places them, the phones that answer
 * them in the simulator, the people who call the service, and what each call said and heard.
 */
export function engineCalls(
  harness: TestHarness,
  world: {
    simulator: () => Simulator;
    serviceNumber: () => string;
    drain: () => Promise<void>;
    checkInOf: (parentId: string) => Promise<(typeof checkIns.$inferSelect)[]>;
  },
) {
  const { simulator, serviceNumber, drain, checkInOf } = world;
  const db = harness.database.db;

  /**
   * The worker's minute: the check-in sweep (due check-ins, follow-ups, notices whose hour has
   * come), what it queued delivered, and each queued call placed at once: the phone rings.
   */
  async function workerMinute() {
    // The minute's jobs: pauses that ran their course, then the sweep (as the cron runs them).
    await harness.runJob(PAUSE_RESUMES_JOB, {});
    await harness.runJob('check-in-sweep', {});
    await drain();
    const queued = await db
      .select({ id: voiceCalls.id })
      .from(voiceCalls)
      .where(eq(voiceCalls.status, 'queued'));
    for (const { id } of queued) await harness.runJob(PLACE_CALL_JOB, { callId: id });
  }

  /** Places the newest call to a phone, as the worker would, and acts on it there. */
  async function answerLatestCall(
    phone: string,
    action: Parameters<Simulator['actOnCall']>[1],
    words?: string,
  ) {
    const [call] = await db
      .select()
      .from(voiceCalls)
      .where(eq(voiceCalls.toNumber, phone))
      .orderBy(desc(voiceCalls.createdAt))
      .limit(1);
    if (!call) throw new Error(`no call to ${phone}`);
    await harness.runJob(PLACE_CALL_JOB, { callId: call.id });
    const [placed] = await db.select().from(voiceCalls).where(eq(voiceCalls.id, call.id));
    expect(await simulator().actOnCall(placed!.providerSid!, action, words)).toBe(true);
    await drain();
  }

  /** The person at `phone` calls the service's number and does what `action` says. */
  const callService = (
    phone: string,
    action: Parameters<Simulator['callService']>[2],
    words?: string,
    verdict?: CallerIdVerdict,
  ) => simulator().callService(phone, serviceNumber(), action, words, verdict);

  /** What each call to a phone said and heard, oldest first (the simulator's transcripts). */
  const callsTo = async (phone: string) =>
    (
      await db
        .select()
        .from(simulatorEvents)
        .where(and(eq(simulatorEvents.phone, phone), eq(simulatorEvents.kind, 'call')))
        .orderBy(asc(simulatorEvents.createdAt))
    ).map((event) => ({
      direction: event.direction,
      state: event.state,
      transcript: event.body,
      language: event.language,
      at: event.createdAt,
    }));

  /** Places the parent's latest day's current call, as the worker would, and acts on it. */
  async function answerCall(
    parentId: string,
    action: Parameters<Simulator['actOnCall']>[1],
    words?: string,
  ) {
    // The latest of her days, and of that day's check-ins (docs/product.md §2.13).
    const [checkIn] = (await checkInOf(parentId)).sort(
      (a, b) => b.localDate.localeCompare(a.localDate) || b.slot - a.slot,
    );
    await harness.runJob(PLACE_CALL_JOB, { callId: checkIn!.callId! });
    const [call] = await db.select().from(voiceCalls).where(eq(voiceCalls.id, checkIn!.callId!));
    expect(await simulator().actOnCall(call!.providerSid!, action, words)).toBe(true);
  }

  return { workerMinute, answerLatestCall, callService, callsTo, answerCall };
}
