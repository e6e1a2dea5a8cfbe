import { and, eq } from 'drizzle-orm';
import type { InputMode } from '../../channels/voice/call-answers';
import type { Database } from '../../db/client';
import { checkIns } from '../../db/schema';
import { product } from '../../../shared/product';
import { next, type CheckInEffect, type CheckInEvent, type ParentText } from './check-in-machine';
import { parentOf, recordEvent, type CheckIn } from './check-in-rows';
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

  const textParent = async (tx: Database, checkIn: CheckIn, text: ParentText) => {
    const parent = await parentOf(tx, checkIn);
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

  const placeCall = async (tx: Database, checkIn: CheckIn) => {
    const settings = await settingsOf(tx, checkIn.userId);
    const parent = await parentOf(tx, checkIn);
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
    await recordEvent(tx, clock.now(), checkIn, 'call_queued', {});
  };

  const carryOut = async (tx: Database, checkIn: CheckIn, effect: CheckInEffect) => {
    switch (effect.type) {
      case 'record':
        return recordEvent(tx, clock.now(), checkIn, effect.kind, effect.detail);
      case 'tell_family':
        return tellFamily(
          tx,
          checkIn,
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
        return textParent(tx, checkIn, effect.text);
      case 'place_call':
        return placeCall(tx, checkIn);
    }
  };

  return async function move(tx: Database, checkInId: string, event: CheckInEvent) {
    const [checkIn] = await tx
      .select()
      .from(checkIns)
      .where(eq(checkIns.id, checkInId))
      .for('update');
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
    for (const effect of result.effects) await carryOut(tx, moved, effect);
    return moved;
  };
}

export type MoveCheckIn = ReturnType<typeof createCheckInMover>;
