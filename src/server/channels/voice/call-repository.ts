import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { voiceCalls } from '../../db/schema';
import type { CallDirection, CallQuestion } from '../../db/schema/voice';
import type { Language } from '@/shared/languages';

export type VoiceCall = typeof voiceCalls.$inferSelect;
export type { CallAnswer, CallStatus } from '../../db/schema/voice';
import { callStatuses, type CallAnswer, type CallStatus } from '../../db/schema/voice';

const statusRank: Record<CallStatus, number> = {
  queued: 0,
  placing: 1,
  placed: 2,
  ringing: 3,
  'in-progress': 4,
  completed: 5,
  busy: 5,
  'no-answer': 5,
  failed: 5,
  canceled: 5,
};

export const finalCallStatuses: CallStatus[] = [
  'completed',
  'busy',
  'no-answer',
  'failed',
  'canceled',
];

export function isCallStatus(value: string): value is CallStatus {
  return value in statusRank;
}

export interface NewCall {
  idempotencyKey: string;
  toNumber: string;
  fromNumber: string;
  message: string;
  inputMode: 'keypad' | 'speech' | 'both';
  language: Language;
  question?: CallQuestion;
  direction?: CallDirection;
  /** An inbound call starts answered, with the provider's id. */
  status?: CallStatus;
  providerSid?: string;
  kind: string;
  context: Record<string, unknown>;
  userId: string | null;
  /** The service clock's time; the database's own when absent. */
  createdAt?: Date;
}

export async function insertCall(db: Database, call: NewCall) {
  const [inserted] = await db
    .insert(voiceCalls)
    .values(call)
    .onConflictDoNothing({ target: voiceCalls.idempotencyKey })
    .returning();
  if (inserted) return { call: inserted, created: true };
  const [existing] = await db
    .select()
    .from(voiceCalls)
    .where(eq(voiceCalls.idempotencyKey, call.idempotencyKey));
  if (!existing) throw new Error(`call ${call.idempotencyKey} vanished during insert`);
  return { call: existing, created: false };
}

export async function findCall(db: Database, id: string) {
  const [row] = await db.select().from(voiceCalls).where(eq(voiceCalls.id, id));
  return row;
}

export async function markPlacing(db: Database, id: string) {
  const [row] = await db
    .update(voiceCalls)
    .set({
      status: 'placing',
      attempts: sql`${voiceCalls.attempts} + 1`,
      placeStartedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(and(eq(voiceCalls.id, id), inArray(voiceCalls.status, ['queued', 'placing'])))
    .returning();
  return row;
}

/** Moves the call forward to `status`; undefined when it is not a step forward. */
export async function advanceCallStatus(
  db: Database,
  id: string,
  status: CallStatus,
  details: { providerSid?: string; errorMessage?: string } = {},
) {
  const lower = callStatuses.filter((candidate) => statusRank[candidate] < statusRank[status]);
  const now = new Date();
  const [row] = await db
    .update(voiceCalls)
    .set({
      status,
      ...(details.providerSid ? { providerSid: details.providerSid } : {}),
      ...(details.errorMessage ? { errorMessage: details.errorMessage } : {}),
      ...(status === 'in-progress' ? { answeredAt: now } : {}),
      ...(finalCallStatuses.includes(status) ? { endedAt: now } : {}),
      updatedAt: now,
    })
    .where(and(eq(voiceCalls.id, id), inArray(voiceCalls.status, lower)))
    .returning();
  return row;
}

/** Provider reports can overtake the reply to our request, so the sid is kept on its own. */
export async function recordCallSid(db: Database, id: string, providerSid: string) {
  await db
    .update(voiceCalls)
    .set({ providerSid })
    .where(and(eq(voiceCalls.id, id), isNull(voiceCalls.providerSid)));
}

export async function countPrompt(db: Database, id: string) {
  await db
    .update(voiceCalls)
    .set({ promptsPlayed: sql`${voiceCalls.promptsPlayed} + 1`, updatedAt: new Date() })
    .where(eq(voiceCalls.id, id));
}

/** Records the person's answer once; a repeated gather webhook leaves the first answer. */
export async function recordAnswer(db: Database, id: string, answer: CallAnswer, input: string) {
  const [row] = await db
    .update(voiceCalls)
    .set({ answer, answerInput: input, updatedAt: new Date() })
    .where(and(eq(voiceCalls.id, id), isNull(voiceCalls.answer)))
    .returning();
  return row;
}
