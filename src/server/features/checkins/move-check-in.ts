import { and, eq } from 'drizzle-orm';
import { callWords } from '../../channels/voice/call-words';
import type { Database } from '../../db/client';
import { checkIns } from '../../db/schema';
import { product } from '@/shared/product';
import { next, type CheckInEffect, type CheckInEvent, type ParentText } from './check-in-machine';
import type { QueueEmailInput } from '../../channels/email/email-channel';
import type { QueueSmsInput } from '../../channels/sms/sms-channel';
import { updateJsonRows } from '../../db/json-rows';
import {
  parentOf,
  recordEventsOfMany,
  type CheckIn,
  type Parent,
  type PendingEvent,
} from './check-in-rows';
import { spokenCheckIn } from './daily-message';
import { nameOf, settingsOf, type EngineDeps } from './engine-deps';
import { createFamilyNotices, type NoticeFacts } from './family-notices';
import { recipientsOfParents, type Recipient } from './recipients';
import { parentRepliesIn } from './notices';
import { backupNotices, backupsToTell } from './backup-notices';
import { createSkipNotices } from './skip-notices';

/** What a family notice says, from the effect that asks for it. */
const noticeFactsOf = (effect: Extract<CheckInEffect, { type: 'tell_family' }>): NoticeFacts => ({
  reply: effect.words,
  lateAnswer: effect.lateAnswer,
  missedReason: effect.missedReason,
  firstMissedReason: effect.firstMissedReason,
  early: effect.early,
  by: effect.by,
  note: effect.note,
  heldBy: effect.heldBy,
});

/**
 * Applies the engine's rules to one check-in: locks its row, asks `next` what the event means
 * in its state, writes the move (conditional on the status read, so a job or webhook that runs
 * twice changes nothing the second time) and carries out the effects in the same transaction.
 * Returns the updated row, or undefined when the event changed nothing.
 */
export function createCheckInMover(deps: EngineDeps) {
  const { sms, voice, clock } = deps;
  const { noticesFor } = createFamilyNotices(deps);
  const skipNotices = createSkipNotices(deps);

  const parentTextOf = (checkIn: CheckIn, parent: Parent, text: ParentText): QueueSmsInput => {
    const words = parentRepliesIn[parent.language];
    const body =
      text === 'thanks'
        ? words.thanks(nameOf(parent))
        : text === 'family_told'
          ? words.familyTold()
          : words.askAgain();
    return {
      // Each of these goes at most once per day's check-in.
      idempotencyKey: `checkin:${checkIn.id}:${text.replace('_', '-')}`,
      to: parent.phone,
      body,
      kind: 'checkin-reply',
      userId: checkIn.userId,
      context: { checkInId: checkIn.id },
    };
  };

  const placeCall = async (
    tx: Database,
    checkIn: CheckIn,
    parent: Parent,
  ): Promise<PendingEvent> => {
    const settings = await settingsOf(tx, checkIn.userId);
    const attempt = Math.max(checkIn.callAttempt, 1);
    const call = await voice.queue(
      {
        // The first call keeps the key it always had; a call parent's second call has its own.
        idempotencyKey:
          attempt === 1 ? `checkin-call:${checkIn.id}` : `checkin-call:${checkIn.id}:${attempt}`,
        to: parent.phone,
        // The day's own words, then the question (docs/product.md §2.5), in the parent's language.
        message: `${callWords[parent.language].checkInGreeting(nameOf(parent), product.name)} ${spokenCheckIn(checkIn.body ?? '')}`,
        inputMode: settings.voiceResponse === 'voice' ? 'speech' : settings.voiceResponse,
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

  /**
   * Carries out the effects of moves already written, and adds them to their histories: the
   * texts, e-mails and history steps of every move in one statement each, however many moves
   * (one, or a batch of replies). A move's steps are kept in the order its effects ran, and its
   * texts take the sender's slots in that order. `parent` reads a move's parent only when one
   * of its effects needs it.
   */
  const carryOutMoves = async (
    tx: Database,
    moves: { checkIn: CheckIn; parent: () => Promise<Parent>; effects: CheckInEffect[] }[],
  ) => {
    const telling = moves.filter(({ effects }) =>
      effects.some((effect) => effect.type === 'tell_family'),
    );
    const told =
      telling.length > 0
        ? await recipientsOfParents(
            tx,
            telling.map(({ checkIn }) => checkIn.parentId),
          )
        : new Map<string, Recipient[]>();
    const texts: QueueSmsInput[] = [];
    const emails: QueueEmailInput[] = [];
    const histories: { checkIn: CheckIn; events: PendingEvent[] }[] = [];
    for (const { checkIn, parent, effects } of moves) {
      const events: PendingEvent[] = [];
      for (const effect of effects) {
        switch (effect.type) {
          case 'record':
            events.push({ at: clock.now(), ...effect.step });
            break;
          case 'tell_family': {
            const notices = noticesFor(
              checkIn,
              await parent(),
              told.get(checkIn.parentId) ?? [],
              effect.notice,
              noticeFactsOf(effect),
              effect.occurrence,
            );
            texts.push(...notices.texts);
            emails.push(...notices.emails);
            events.push(notices.step);
            break;
          }
          case 'text_parent':
            texts.push(parentTextOf(checkIn, await parent(), effect.text));
            break;
          case 'place_call':
            events.push(await placeCall(tx, checkIn, await parent()));
            break;
          case 'send_text':
            texts.push({
              // The id the day's row already holds, so the row and its text point at each other.
              ...(checkIn.smsMessageId ? { id: checkIn.smsMessageId } : {}),
              idempotencyKey: `checkin:${checkIn.id}`,
              to: (await parent()).phone,
              body: checkIn.body ?? '',
              kind: 'checkin',
              userId: checkIn.userId,
              context: { checkInId: checkIn.id },
            });
            break;
          case 'tell_owner_skipped':
            await skipNotices.tellOwnerSkipped(tx, checkIn, effect.reason);
            break;
          case 'tell_backups': {
            const told = backupNotices(
              checkIn,
              await parent(),
              await backupsToTell(tx, checkIn.parentId),
              clock.now(),
            );
            texts.push(...told.texts);
            for (const call of told.calls) await voice.queue(call, tx);
            events.push(told.step);
            break;
          }
        }
      }
      histories.push({ checkIn, events });
    }
    await sms.queueMany(texts, tx);
    await deps.email.queueMany(emails, tx);
    await recordEventsOfMany(tx, histories);
  };

  /** Carries out one move's effects on a row already written (see `carryOutMoves`). */
  const carryOutAll = async (
    tx: Database,
    checkIn: CheckIn,
    effects: CheckInEffect[],
    knownParent?: Parent,
  ) => {
    // The parent is read once, and only by a move whose effects need it.
    let parent: Promise<Parent> | undefined = knownParent && Promise.resolve(knownParent);
    await carryOutMoves(tx, [
      { checkIn, parent: () => (parent ??= parentOf(tx, checkIn)), effects },
    ]);
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
   * `move` for many check-ins at once, each with its parent already read and locked in this
   * transaction (a batch of replies): the same rules, the moves written in one statement, their
   * texts, e-mails and history in one each. Returns the rows that moved.
   */
  const moveMany = async (
    tx: Database,
    items: { checkIn: CheckIn; parent: Parent; event: CheckInEvent }[],
  ) => {
    const now = clock.now();
    const planned = items.flatMap((item) => {
      const result = next(item.checkIn, item.event, now);
      return result ? [{ ...item, result }] : [];
    });
    if (planned.length === 0) return [];
    const moved = new Map(
      (
        await updateJsonRows(
          tx,
          checkIns,
          planned.map(({ checkIn, result }) => ({
            // Conditional on the status read, as `move` is.
            match: { id: checkIn.id, status: checkIn.status },
            set: { ...result.set, status: result.status, updatedAt: now },
          })),
        )
      ).map((row) => [row.id, row]),
    );
    await carryOutMoves(
      tx,
      planned.flatMap(({ checkIn: read, parent, result }) => {
        const checkIn = moved.get(read.id);
        return checkIn
          ? [{ checkIn, parent: () => Promise.resolve(parent), effects: result.effects }]
          : [];
      }),
    );
    return [...moved.values()];
  };

  /**
   * How a day that has just been created begins (`opening` in the rules): its effects, carried
   * out for the new row, e.g. a call parent's first call.
   */
  return Object.assign(move, { begin: carryOutAll, beginMany: carryOutMoves, many: moveMany });
}

export type MoveCheckIn = ReturnType<typeof createCheckInMover>;
