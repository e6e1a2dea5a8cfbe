import { and, eq } from 'drizzle-orm';
import type { InputMode } from '../../channels/voice/call-answers';
import { callWords } from '../../channels/voice/call-words';
import type { Database } from '../../db/client';
import { checkIns } from '../../db/schema';
import { product } from '../../../shared/product';
import { next, type CheckInEffect, type CheckInEvent, type ParentText } from './check-in-machine';
import {
  parentOf,
  recordEvents,
  type CheckIn,
  type Parent,
  type PendingEvent,
} from './check-in-rows';
import { spokenCheckIn } from './daily-message';
import { nameOf, settingsOf, type EngineDeps } from './engine-deps';
import { createFamilyNotices } from './family-notices';
import { parentRepliesIn } from './notices';

/**
 * Applies the engine's rules to one check-in: locks its row, asks `next` what the event means
 * in its state, writes the move (conditional on the status read, so a job or webhook that runs
 * twice changes nothing the second time) and carries out the effects in the same transaction.
 * Returns the updated row, or undefined when the event changed nothing.
 */
export function createCheckInMover(deps: EngineDeps) {
  const { sms, voice, clock } = deps;
  const { tellFamily } = createFamilyNotices(deps);

  const textParent = async (tx: Database, checkIn: CheckIn, parent: Parent, text: ParentText) => {
    const words = parentRepliesIn[parent.language];
    const body =
      text === 'thanks'
        ? words.thanks(nameOf(parent))
        : text === 'family_told'
          ? words.familyTold()
          : words.askAgain();
    await sms.queue(
      {
        // Each of these goes at most once per day's check-in.
        idempotencyKey: `checkin:${checkIn.id}:${text.replace('_', '-')}`,
        to: parent.phone,
        body,
        kind: 'checkin-reply',
        userId: checkIn.userId,
        context: { checkInId: checkIn.id },
      },
      tx,
    );
  };

  const placeCall = async (tx: Database, checkIn: CheckIn, parent: Parent) => {
    const settings = await settingsOf(tx, checkIn.userId);
    const attempt = Math.max(checkIn.callAttempt, 1);
    const call = await voice.queue(
      {
        // The first call keeps the key it always had; a call parent's second call has its own.
        idempotencyKey:
          attempt === 1 ? `checkin-call:${checkIn.id}` : `checkin-call:${checkIn.id}:${attempt}`,
        to: parent.phone,
        // The day's own words, then the question (PRODUCT.md §2.5), in the parent's language.
        message: `${callWords[parent.language].checkInGreeting(nameOf(parent), product.name)} ${spokenCheckIn(checkIn.body ?? '')}`,
        inputMode: (settings.voiceResponse === 'voice'
          ? 'speech'
          : settings.voiceResponse) as InputMode,
        language: parent.language,
        kind: 'checkin-call',
        userId: checkIn.userId,
        context: { checkInId: checkIn.id },
      },
      tx,
    );
    await tx.update(checkIns).set({ callId: call.id }).where(eq(checkIns.id, checkIn.id));
    return {
      at: clock.now(),
      kind: 'call_queued',
      detail: { attempt, checkInBy: checkIn.checkInBy },
    };
  };

  /** Carries out one effect; returns the history step it adds, if any. */
  const carryOut = async (
    tx: Database,
    checkIn: CheckIn,
    parent: () => Promise<Parent>,
    effect: CheckInEffect,
  ): Promise<PendingEvent | undefined> => {
    switch (effect.type) {
      case 'record':
        return { at: clock.now(), kind: effect.kind, detail: effect.detail };
      case 'tell_family':
        return tellFamily(
          tx,
          checkIn,
          await parent(),
          effect.notice,
          {
            reply: effect.words,
            lateAnswer: effect.lateAnswer,
            missedReason: effect.missedReason,
            firstMissedReason: effect.firstMissedReason,
            early: effect.early,
            by: effect.by,
            note: effect.note,
          },
          effect.occurrence,
        );
      case 'text_parent':
        await textParent(tx, checkIn, await parent(), effect.text);
        return undefined;
      case 'place_call':
        return placeCall(tx, checkIn, await parent());
    }
  };

  /** Carries out a move's effects on a row already written, and adds them to its history. */
  const carryOutAll = async (
    tx: Database,
    checkIn: CheckIn,
    effects: CheckInEffect[],
    knownParent?: Parent,
  ) => {
    // The parent is read once, and only by a move whose effects need it.
    let parent: Promise<Parent> | undefined = knownParent && Promise.resolve(knownParent);
    const parentOnce = () => (parent ??= parentOf(tx, checkIn));
    // The history steps of one move are written together, in the order the effects ran.
    const steps: PendingEvent[] = [];
    for (const effect of effects) {
      const step = await carryOut(tx, checkIn, parentOnce, effect);
      if (step) steps.push(step);
    }
    await recordEvents(tx, checkIn, steps);
  };

  /**
   * `locked` is the row (and its parent) when the caller has already read it `FOR UPDATE` in
   * this transaction, as the reply path does in the statement that finds it: one round trip
   * fewer per reply.
   */
  const move = async function move(
    tx: Database,
    checkInId: string,
    event: CheckInEvent,
    locked?: { checkIn: CheckIn; parent: Parent },
  ) {
    const [checkIn] = locked
      ? [locked.checkIn]
      : await tx.select().from(checkIns).where(eq(checkIns.id, checkInId)).for('update');
    if (!checkIn) return undefined;
    const now = clock.now();
    const result = next(checkIn, event, now);
    if (!result) return undefined;
    const [moved] = await tx
      .update(checkIns)
      .set({ ...result.set, status: result.status, updatedAt: now })
      .where(and(eq(checkIns.id, checkIn.id), eq(checkIns.status, checkIn.status)))
      .returning();
    if (!moved) return undefined;
    await carryOutAll(tx, moved, result.effects, locked?.parent);
    return moved;
  };

  /**
   * How a day that has just been created begins (`opening` in the rules): its effects, carried
   * out for the new row, e.g. a call parent's first call.
   */
  return Object.assign(move, { begin: carryOutAll });
}

export type MoveCheckIn = ReturnType<typeof createCheckInMover>;
