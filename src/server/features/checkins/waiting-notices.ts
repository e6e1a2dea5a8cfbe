import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { heldReason } from '../../channels/email/held-reason';
import type { EmailContent } from '../../channels/email/email-template';
import type { Database } from '../../db/client';
import { consents, parents, waitingNotices, type NoticeReason } from '../../db/schema';
import { nextTimeInWindow, reminderWindow } from '../../time/quiet-hours';
import { servingStatuses, subscriptionStatusOf } from '../billing/service';
import type { EngineDeps } from './engine-deps';
import type { NewWaitingNotice } from './stop-notices';
import { parentNumberAgreed } from '../consent/service';

const BATCH = 500;

/** Stores notices to go when their time comes; one already stored (same key) is kept as it is. */
export async function holdNotices(tx: Database, notices: NewWaitingNotice[]) {
  if (notices.length === 0) return;
  await tx.insert(waitingNotices).values(notices).onConflictDoNothing();
}

/**
 * A deleted account's notices of a stop for billing that still wait (told at night, going in
 * the morning) go all the same, as the account's farewell: they name no account from now on,
 * and an e-mail goes only to an address that agreed, read now, before the agreements go.
 */
export async function keepWaitingAfterDeletion(tx: Database, userId: string) {
  // A welcome test waiting for the morning welcomes her to nothing now.
  await tx
    .delete(waitingNotices)
    .where(and(eq(waitingNotices.userId, userId), eq(waitingNotices.reason, 'welcome')));
  // The owner's own text about subscribing again has nothing to say once she deleted it all.
  await tx.execute(
    sql`delete from waiting_notices w where w.user_id = ${userId}
        and (w.idempotency_key like ${`%:owner:${userId}:%`}
          or (w.channel = 'email'
            and ${heldReason('agreed', sql`w.user_id`, sql`w.send_to`)} is not null))`,
  );
  // Keys named the account: a farewell's name nothing (account-tables.ts finds no trace).
  await tx
    .update(waitingNotices)
    .set({
      userId: null,
      reason: 'deleted',
      idempotencyKey: sql`'farewell:' || gen_random_uuid()::text`,
    })
    .where(eq(waitingNotices.userId, userId));
}

/**
 * Hands the notices whose time has come to their channels (the minute's sweep, on the service
 * clock). Each is taken by deleting its row in the transaction that queues it, so it goes once
 * whatever the number of workers; its channel's idempotency key would refuse a second anyway.
 * A notice found outside its waking hours (the sweep was late) waits for the next morning; a
 * stop for billing whose subscription runs again by then is dropped, as nothing stopped.
 */
export async function deliverWaitingNotices(
  deps: Pick<EngineDeps, 'db' | 'sms' | 'voice' | 'email' | 'clock'>,
  /** Only notices for these reasons (the minute's sweep hands some on before the day's texts). */
  only?: NoticeReason[],
) {
  const { db, sms, voice, email, clock } = deps;
  const now = clock.now();
  const due = await db
    .select()
    .from(waitingNotices)
    .where(
      and(lte(waitingNotices.sendAt, now), only ? inArray(waitingNotices.reason, only) : undefined),
    )
    // In the order they were written when they wait for the same minute: a pause's notice and
    // the notice of its end, both held for 9:00 AM, reach the family in that order (by send
    // time alone the two tied, and the end could arrive first).
    .orderBy(asc(waitingNotices.sendAt), asc(waitingNotices.createdAt), asc(waitingNotices.id))
    .limit(BATCH);
  let sent = 0;
  for (const notice of due) {
    const at = nextTimeInWindow(now, notice.zone, reminderWindow);
    if (at > now) {
      await db.update(waitingNotices).set({ sendAt: at }).where(eq(waitingNotices.id, notice.id));
      continue;
    }
    await db.transaction(async (tx) => {
      const [taken] = await tx
        .delete(waitingNotices)
        .where(eq(waitingNotices.id, notice.id))
        .returning();
      if (!taken) return;
      if (taken.reason === 'welcome' && !(await welcomeMayGo(tx, taken))) return;
      if (taken.reason === 'billing' && taken.userId) {
        const status = await subscriptionStatusOf(tx, taken.userId);
        if (status && servingStatuses.includes(status)) return;
      }
      const common = {
        idempotencyKey: taken.idempotencyKey,
        userId: taken.userId ?? undefined,
        context: {
          reason: taken.reason,
          ...(taken.content.parentId ? { parentId: taken.content.parentId } : {}),
        },
      };
      const words = String(taken.content.words ?? '');
      switch (taken.channel) {
        case 'sms':
          await sms.queue({ ...common, to: taken.sendTo, body: words, kind: kindOf(taken) }, tx);
          break;
        case 'voice':
          await voice.queue(
            {
              ...common,
              to: taken.sendTo,
              message: words,
              inputMode: 'keypad',
              language: taken.language,
              question: 'notice',
              kind: kindOf(taken),
            },
            tx,
          );
          break;
        case 'email':
          await email.queue(
            {
              ...common,
              to: taken.sendTo,
              kind: emailKindOf(taken.reason),
              content: taken.content as unknown as EmailContent,
            },
            tx,
          );
          break;
      }
      sent += 1;
    });
  }
  return { sent };
}

const kindOf = (notice: { reason: NoticeReason; channel: string }) => {
  if (notice.reason === 'welcome') return notice.channel === 'voice' ? 'test-call' : 'test';
  return emailKindOf(notice.reason);
};

function emailKindOf(reason: NoticeReason) {
  switch (reason) {
    case 'deleted':
      return 'account-farewell';
    case 'paused':
      return 'checkins-paused';
    case 'resumed':
      return 'checkins-resumed';
    case 'billing':
    case 'welcome':
      return 'service-stopped';
  }
}

/**
 * A welcome test that waited for the morning goes only to a parent still on the account, at
 * the number that agreed, with that agreement still standing (a STOP in the night ends it).
 */
async function welcomeMayGo(tx: Database, notice: typeof waitingNotices.$inferSelect) {
  const parentId = String(notice.content.parentId ?? '');
  if (!notice.userId || !parentId) return false;
  const [agreed] = await tx
    .select({ id: consents.id })
    .from(parents)
    .innerJoin(consents, parentNumberAgreed)
    .where(
      and(
        eq(parents.id, parentId),
        eq(parents.userId, notice.userId),
        eq(parents.active, true),
        eq(parents.phone, notice.sendTo),
      ),
    );
  return Boolean(agreed);
}
