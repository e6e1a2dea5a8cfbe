import { and, eq } from 'drizzle-orm';
import type { InputMode } from '../../channels/voice/call-answers';
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
import { parentReplies } from './notices';

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
    const body =
      text === 'thanks'
        ? parentReplies.thanks(nameOf(parent))
        : text === 'family_told'
          ? parentReplies.familyTold()
          : parentReplies.askAgain();
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
    const call = await voice.queue(
      {
        idempotencyKey: `checkin-call:${checkIn.id}`,
        to: parent.phone,
        // The day's own words, then the question (PRODUCT.md §2.5).
        message: `Hello ${nameOf(parent)}. This is your daily check-in call from ${product.name}. ${spokenCheckIn(checkIn.body ?? '')}`,
        inputMode: (settings.voiceResponse === 'voice'
          ? 'speech'
          : settings.voiceResponse) as InputMode,
        kind: 'checkin-call',
        userId: checkIn.userId,
        context: { checkInId: checkIn.id },
      },
      tx,
    );
    await tx.update(checkIns).set({ callId: call.id }).where(eq(checkIns.id, checkIn.id));
    return { at: clock.now(), kind: 'call_queued', detail: {} };
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

  /**
   * `locked` is the row (and its parent) when the caller has already read it `FOR UPDATE` in
   * this transaction, as the reply path does in the statement that finds it: one round trip
   * fewer per reply.
   */
  return async function move(
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
    // The parent is read once, and only by a move whose effects need it.
    let parent: Promise<Parent> | undefined = locked && Promise.resolve(locked.parent);
    const parentOnce = () => (parent ??= parentOf(tx, moved));
    // The history steps of one move are written together, in the order the effects ran.
    const steps: PendingEvent[] = [];
    for (const effect of result.effects) {
      const step = await carryOut(tx, moved, parentOnce, effect);
      if (step) steps.push(step);
    }
    await recordEvents(tx, moved, steps);
    return moved;
  };
}

export type MoveCheckIn = ReturnType<typeof createCheckInMover>;
