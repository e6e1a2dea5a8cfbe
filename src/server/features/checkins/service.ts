import { randomUUID } from 'node:crypto';
import { and, eq, gt, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { ChannelDispatch } from '../../channels/dispatch';
import type { EmailChannel } from '../../channels/email/email-channel';
import type { SmsChannel } from '../../channels/sms/sms-channel';
import type { VoiceCall } from '../../channels/voice/call-repository';
import type { InputMode } from '../../channels/voice/call-answers';
import type { VoiceChannel } from '../../channels/voice/voice-channel';
import type { Clock } from '../../clock';
import { selectRows, type Database } from '../../db/client';
import { accountSettings, checkInEvents, checkIns, parents, voiceCalls } from '../../db/schema';
import { defineJob } from '../../jobs/job-definition';
import type { Logger } from '../../logger';
import { product } from '../../../shared/product';
import { buildDailyMessage, wantsFunFact, type MessageStyle } from './daily-message';
import { campaignMessagesFor, markCampaignMessagesSent } from '../campaigns/service';
import { favouriteTemplatesFor, takeFunFacts } from '../library/service';
import { parentReplies } from './notices';
import { parentOf, recordEvent, type CheckIn } from './check-in-rows';
import { createFamilyNotices } from './family-notices';
import { parseReply } from './reply-parser';
import { createWeeklyReports } from './weekly-report';
import { AppError } from '../../http/app-error';
import { localDateOf } from '../../time/local-time';
import { checkInMessages } from '../../../shared/check-ins';

export type { CheckIn } from './check-in-rows';

/** How long after the message time a missed sweep (an outage) still sends the day's text. */
const CATCH_UP_MINUTES = 180;
/** The last minute of the check-in window (PRODUCT.md §3 quiet hours), in minutes of the day. */
const WINDOW_END_MINUTES = 21 * 60;
const EARLIEST_MINUTES = 7 * 60;
const SWEEP_BATCH = 2000;
/** Check-ins created (and texts queued) per transaction. */
const START_CHUNK = 500;
/**
 * A follow-up call has rung out, been answered or failed well within this; one still without a
 * result by then lost its report (a crash while it came in, a provider outage) and counts as
 * unanswered, so the family is told rather than left waiting.
 */
const CALL_RESULT_LIMIT_MINUTES = 10;
/**
 * When no delivery report ever comes (lost in a crash, or the provider never sends one), the
 * follow-up still happens: this long past the delay, counted from the check-in's creation.
 */
const REPORT_GRACE_MINUTES = 30;
const MINUTE_MS = 60_000;

const openStatuses = ['awaiting', 'calling'];
const alertedStatuses = ['no_response', 'undeliverable'];

interface DueParent {
  parent_id: string;
  user_id: string;
  first_name: string;
  nickname: string;
  phone: string;
  personality_type: string;
  timezone: string;
  message_time: string;
  local_date: string;
  consented: boolean | null;
  opted_out: boolean;
  subscription_status: string | null;
  follow_up_delay_minutes: number | null;
}

/** Why a due parent gets no text today, or null when the text may go. */
const skipReasonOf = (due: DueParent) =>
  due.subscription_status !== 'trialing' && due.subscription_status !== 'active'
    ? 'subscription'
    : due.opted_out
      ? 'opted_out'
      : !due.consented
        ? 'consent'
        : null;

export function createCheckInService(deps: {
  db: Database;
  sms: SmsChannel;
  voice: VoiceChannel;
  email: EmailChannel;
  clock: Clock;
  logger: Logger;
  publicUrl: string;
}) {
  const { db, sms, voice, clock } = deps;
  const weeklyReports = createWeeklyReports(deps);
  const record = (
    tx: Database,
    checkIn: Pick<CheckIn, 'id' | 'userId'>,
    kind: string,
    detail: Record<string, unknown> = {},
  ) => recordEvent(tx, clock.now(), checkIn, kind, detail);
  const { tellFamily, tellOwnerStopped } = createFamilyNotices(deps);

  const settingsOf = async (tx: Database, userId: string) => {
    const [row] = await tx.select().from(accountSettings).where(eq(accountSettings.userId, userId));
    return {
      followUpDelayMinutes: row?.followUpDelayMinutes ?? 60,
      voiceResponse: (row?.voiceResponse ?? 'both') as 'keypad' | 'voice' | 'both',
      voiceEnabled: row?.voiceEnabled ?? true,
    };
  };

  const nameOf = (parent: { nickname: string; firstName: string }) =>
    parent.nickname || parent.firstName;

  /** Moves a check-in from one of `from` to `to`; undefined when it was not in `from`. */
  const transition = async (
    tx: Database,
    id: string,
    from: string[],
    set: Partial<typeof checkIns.$inferInsert>,
  ) => {
    const [updated] = await tx
      .update(checkIns)
      .set({ ...set, updatedAt: clock.now() })
      .where(and(eq(checkIns.id, id), inArray(checkIns.status, from)))
      .returning();
    return updated;
  };

  /**
   * What the day's texts of a batch say: each account's favourite templates, its campaign's line
   * for the parent's date, and a fun fact where the day wants one (its use is counted now).
   */
  const wordsFor = async (tx: Database, sendable: DueParent[], now: Date) => {
    const days = sendable.map((due) => ({ userId: due.user_id, localDate: due.local_date }));
    const favourites = await favouriteTemplatesFor(
      tx,
      sendable.map((due) => due.user_id),
    );
    const campaigns = await campaignMessagesFor(tx, days);
    const funFacts = await takeFunFacts(
      tx,
      sendable
        .filter((due) =>
          wantsFunFact(due.local_date, campaigns.get(`${due.user_id} ${due.local_date}`)),
        )
        .map((due) => ({
          userId: due.user_id,
          localDate: due.local_date,
          mood: due.personality_type,
        })),
      now,
    );
    return { favourites, campaigns, funFacts };
  };

  /**
   * Creates due check-ins and, for those that may be sent, queues their texts, a few hundred
   * per transaction (all or nothing each). A parent whose day already has its check-in is
   * passed over, so a second sweep creates and sends nothing. Returns the rows it created.
   */
  const startMany = async (dues: DueParent[], manual: boolean) => {
    const created: CheckIn[] = [];
    for (let offset = 0; offset < dues.length; offset += START_CHUNK) {
      const chunk = dues.slice(offset, offset + START_CHUNK);
      const rows = await db.transaction(async (tx) => {
        const now = clock.now();
        const words = await wordsFor(
          tx,
          chunk.filter((due) => !skipReasonOf(due)),
          now,
        );
        const planned = chunk.map((due) => {
          const skipReason = skipReasonOf(due);
          const dayKey = `${due.user_id} ${due.local_date}`;
          const delay = due.follow_up_delay_minutes ?? 60;
          return {
            id: randomUUID(),
            userId: due.user_id,
            parentId: due.parent_id,
            localDate: due.local_date,
            status: skipReason ? 'skipped' : 'awaiting',
            skipReason,
            manual,
            ...(skipReason
              ? {}
              : {
                  smsMessageId: randomUUID(),
                  body: buildDailyMessage({
                    parentName: due.nickname || due.first_name,
                    style: due.personality_type as MessageStyle,
                    localDate: due.local_date,
                    localTime: due.message_time,
                    favouriteTemplates: words.favourites.get(due.user_id) ?? [],
                    campaignLine: words.campaigns.get(dayKey)?.content,
                    funFact: words.funFacts.get(dayKey),
                  }),
                  // A backstop only: the provider's reports set the real follow-up time.
                  followUpAt: new Date(now.getTime() + (delay + REPORT_GRACE_MINUTES) * MINUTE_MS),
                }),
          };
        });
        const inserted = await tx
          .insert(checkIns)
          .values(planned)
          .onConflictDoNothing({ target: [checkIns.parentId, checkIns.localDate] })
          .returning();
        if (inserted.length === 0) return inserted;
        await tx.insert(checkInEvents).values(
          inserted.map((row) => ({
            checkInId: row.id,
            userId: row.userId,
            at: now,
            kind: row.status === 'skipped' ? 'skipped' : 'text_queued',
            detail: row.status === 'skipped' ? { reason: row.skipReason } : { manual },
          })),
        );
        // The first text carrying a campaign's day locks that day against edits.
        await markCampaignMessagesSent(
          tx,
          inserted
            .filter((row) => row.status === 'awaiting')
            .flatMap((row) => words.campaigns.get(`${row.userId} ${row.localDate}`)?.id ?? []),
          now,
        );
        const phoneOf = new Map(chunk.map((due) => [due.parent_id, due.phone]));
        await sms.queueMany(
          inserted
            .filter((row) => row.status === 'awaiting')
            .map((row) => ({
              id: row.smsMessageId!,
              idempotencyKey: `checkin:${row.id}`,
              to: phoneOf.get(row.parentId)!,
              body: row.body!,
              kind: 'checkin',
              userId: row.userId,
              context: { checkInId: row.id },
            })),
          tx,
        );
        for (const row of inserted) {
          if (row.status === 'skipped') await tellOwnerStopped(tx, row, row.skipReason!);
        }
        return inserted;
      });
      created.push(...rows);
    }
    return created;
  };

  // Minutes since local midnight, and of the parent's message time.
  const localMinutes = sql`(extract(hour from l.local_now) * 60 + extract(minute from l.local_now))`;
  const messageMinutes = sql`(split_part(l.message_time, ':', 1)::int * 60 + split_part(l.message_time, ':', 2)::int)`;

  /**
   * Parents (matching `where`) with no check-in yet for their local date, with what decides
   * whether it may be sent, when their local time satisfies `when`.
   */
  const dueQuery = (now: Date, where: SQL, when: SQL) => sql`
    with l as (
      select p.*, (${now.toISOString()}::timestamptz at time zone p.timezone) as local_now
      from parents p
      where p.active and ${where}
    )
    select l.id as parent_id, l.user_id, l.first_name, l.nickname, l.phone, l.personality_type,
      l.timezone, l.message_time, to_char(l.local_now, 'YYYY-MM-DD') as local_date,
      (c.status = 'verified' and c.phone = l.phone) as consented,
      coalesce(o.opted_out, false) as opted_out,
      s.status as subscription_status,
      a.follow_up_delay_minutes
    from l
    left join consents c on c.subject_type = 'parent' and c.subject_id = l.id
    left join phone_opt_outs o on o.phone = l.phone
    left join subscriptions s on s.user_id = l.user_id
    left join account_settings a on a.user_id = l.user_id
    where ${when} and not exists (
      select 1 from check_ins ci
      where ci.parent_id = l.id and ci.local_date = to_char(l.local_now, 'YYYY-MM-DD')
    )
    limit ${SWEEP_BATCH}`;

  return {
    weeklyReports,

    /**
     * Creates the check-ins whose local time has come (a skipped minute, such as one the
     * clocks jumped over, is caught up) and sends their texts. A second sweep finds them
     * existing and does nothing.
     */
    async sweep() {
      const now = clock.now();
      let sent = 0;
      let skipped = 0;
      // Batch after batch until none is due: every parent due this minute is sent this minute.
      for (;;) {
        // From the message time (or the first minute after it, when the clocks jumped over it)
        // until a few hours later, never past the end of the check-in window.
        const due = await selectRows<DueParent>(
          db,
          dueQuery(
            now,
            sql`p.check_ins_enabled`,
            sql`${localMinutes} >= ${messageMinutes}
                and ${localMinutes} <= least(${messageMinutes} + ${CATCH_UP_MINUTES}, ${WINDOW_END_MINUTES})`,
          ),
        );
        const created = await startMany(due, false);
        const texted = created.filter((row) => row.status === 'awaiting').length;
        sent += texted;
        skipped += created.length - texted;
        // A batch that created nothing new (another worker got there first) ends it too.
        if (due.length < SWEEP_BATCH || created.length === 0) return { sent, skipped };
      }
    },

    /** The dashboard's "send today's check-in now": it is the day's check-in. */
    async sendNow(userId: string, parentId: string) {
      const [parent] = await db
        .select()
        .from(parents)
        .where(and(eq(parents.id, parentId), eq(parents.userId, userId), eq(parents.active, true)));
      if (!parent) throw new AppError('not_found', 'No such parent.');
      const name = nameOf(parent);
      const [row] = await selectRows<DueParent>(
        db,
        dueQuery(
          clock.now(),
          sql`p.id = ${parentId}`,
          sql`${localMinutes} >= ${EARLIEST_MINUTES} and ${localMinutes} <= ${WINDOW_END_MINUTES}`,
        ),
      );
      if (!row) {
        const today = localDateOf(clock.now(), parent.timezone);
        const [existing] = await db
          .select({ id: checkIns.id })
          .from(checkIns)
          .where(and(eq(checkIns.parentId, parentId), eq(checkIns.localDate, today)));
        throw new AppError(
          'conflict',
          existing ? checkInMessages.alreadyToday(name) : checkInMessages.quietHours(name),
        );
      }
      // Refused rather than recorded as skipped: the owner is right here to be told why.
      if (row.subscription_status !== 'trialing' && row.subscription_status !== 'active')
        throw new AppError('conflict', checkInMessages.noSubscription);
      if (row.opted_out) throw new AppError('conflict', checkInMessages.optedOut(name));
      if (!row.consented) throw new AppError('conflict', checkInMessages.noConsent(name));
      const [created] = await startMany([row], true);
      if (!created) throw new AppError('conflict', checkInMessages.alreadyToday(name));
      return created;
    },

    /** Places the follow-up call for texts unanswered after the account's delay. */
    async followUp() {
      const now = clock.now();
      const due = await db
        .select()
        .from(checkIns)
        .where(and(eq(checkIns.status, 'awaiting'), lte(checkIns.followUpAt, now)))
        .limit(SWEEP_BATCH);
      let called = 0;
      for (const checkIn of due) {
        await db.transaction(async (tx) => {
          const settings = await settingsOf(tx, checkIn.userId);
          const parent = await parentOf(tx, checkIn);
          if (!settings.voiceEnabled) {
            const closed = await transition(tx, checkIn.id, ['awaiting'], {
              status: 'no_response',
              alertedAt: now,
            });
            if (closed) await tellFamily(tx, closed, 'no_response');
            return;
          }
          const calling = await transition(tx, checkIn.id, ['awaiting'], { status: 'calling' });
          if (!calling) return;
          const call = await voice.queue(
            {
              idempotencyKey: `checkin-call:${checkIn.id}`,
              to: parent.phone,
              message: `Hello ${nameOf(parent)}. This is your daily check-in call from ${product.name}.`,
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
          await record(tx, checkIn, 'call_queued', {});
          called += 1;
        });
      }
      return { called, ...(await this.closeSilentCalls()) };
    },

    /**
     * Check-ins whose call has had no result long after it was due: the answer that was
     * recorded counts; without one, the parent did not respond and the family is told.
     */
    async closeSilentCalls() {
      const cutoff = new Date(clock.now().getTime() - CALL_RESULT_LIMIT_MINUTES * MINUTE_MS);
      const stale = await db
        .select()
        .from(checkIns)
        // Counted from the move to `calling` (its updatedAt), not from the follow-up time: after
        // an outage the call goes out late, and must still get its full time to ring.
        .where(and(eq(checkIns.status, 'calling'), lte(checkIns.updatedAt, cutoff)))
        .limit(SWEEP_BATCH);
      let timedOut = 0;
      for (const checkIn of stale) {
        await db.transaction(async (tx) => {
          const [call] = checkIn.callId
            ? await tx.select().from(voiceCalls).where(eq(voiceCalls.id, checkIn.callId))
            : [];
          if (call?.answer === 'ok' || call?.answer === 'help') return this.applyCall(tx, call);
          const missed = await transition(tx, checkIn.id, ['calling'], {
            status: 'no_response',
            alertedAt: clock.now(),
          });
          if (!missed) return;
          await record(tx, missed, 'call_unanswered', {
            status: call?.status ?? 'not placed',
            answer: call?.answer ?? null,
            timedOut: true,
          });
          await tellFamily(tx, missed, 'no_response');
          timedOut += 1;
        });
      }
      return { timedOut };
    },

    sweepJob() {
      return defineJob<Record<string, never>>({
        name: 'check-in-sweep',
        cron: '* * * * *',
        handle: async (_payload, { logger }) => {
          const created = await this.sweep();
          const followed = await this.followUp();
          const reports = await weeklyReports.sendDue();
          if (
            created.sent + created.skipped + followed.called + followed.timedOut + reports.sent >
            0
          )
            logger.info({ ...created, ...followed, reports: reports.sent }, 'check-in sweep');
        },
      });
    },

    /** Connects the engine to what the channels report. */
    listen(dispatch: ChannelDispatch) {
      dispatch.on('smsStatus', async ({ message, tx }) => {
        const checkInId = message.context.checkInId;
        if (message.kind !== 'checkin' || typeof checkInId !== 'string') return;
        // Only these reports move a check-in; the provider's acceptance does not.
        if (!['sent', 'delivered', 'undelivered', 'failed'].includes(message.status)) return;
        const [checkIn] = await tx.select().from(checkIns).where(eq(checkIns.id, checkInId));
        if (!checkIn) return;
        const now = clock.now();
        const { followUpDelayMinutes } = await settingsOf(tx, checkIn.userId);
        const followUpAt = new Date(now.getTime() + followUpDelayMinutes * MINUTE_MS);
        if (message.status === 'sent' && !checkIn.sentAt) {
          // Without a delivery report, the timer runs from the provider's acceptance.
          await transition(tx, checkIn.id, ['awaiting'], {
            sentAt: now,
            followUpAt,
          });
          await record(tx, checkIn, 'sent');
        } else if (message.status === 'delivered' && !checkIn.deliveredAt) {
          await transition(tx, checkIn.id, ['awaiting'], {
            sentAt: checkIn.sentAt ?? now,
            deliveredAt: now,
            followUpAt,
          });
          await record(tx, checkIn, 'delivered');
        } else if (message.status === 'undelivered' || message.status === 'failed') {
          const closed = await transition(tx, checkIn.id, ['awaiting'], {
            status: 'undeliverable',
            alertedAt: now,
          });
          if (closed) {
            await record(tx, closed, 'undeliverable', { error: message.errorCode });
            await tellFamily(tx, closed, 'undeliverable');
          }
        }
      });

      dispatch.on('inboundSms', async ({ from, body, keyword, inboundId, tx }) => {
        if (keyword === 'opt_in') return;
        const dayAgo = new Date(clock.now().getTime() - 86_400_000);
        const candidates = await tx
          .select({ checkIn: checkIns })
          .from(checkIns)
          .innerJoin(parents, eq(parents.id, checkIns.parentId))
          .where(
            and(
              eq(parents.phone, from),
              eq(parents.active, true),
              or(
                inArray(checkIns.status, openStatuses),
                and(inArray(checkIns.status, alertedStatuses), gt(checkIns.alertedAt, dayAgo)),
              ),
            ),
          );
        // Per parent (a number may be two siblings' parent): the open check-in takes the reply;
        // with none open, it is a late reply to the latest alert of the last 24 hours.
        const byParent = new Map<string, CheckIn[]>();
        for (const { checkIn } of candidates) {
          byParent.set(checkIn.parentId, [...(byParent.get(checkIn.parentId) ?? []), checkIn]);
        }
        for (const rows of byParent.values()) {
          const open = rows.filter((row) => openStatuses.includes(row.status));
          const latestAlert = rows
            .filter((row) => alertedStatuses.includes(row.status))
            .sort((a, b) => b.alertedAt!.getTime() - a.alertedAt!.getTime())
            .slice(0, 1);
          for (const checkIn of open.length > 0 ? open : latestAlert) {
            await this.applyReply(tx, checkIn, { from, body, keyword, inboundId });
          }
        }
      });

      dispatch.on('callAnswered', async ({ call, tx }) => this.applyCall(tx, call));
      dispatch.on('callStatus', async ({ call, tx }) => this.applyCall(tx, call));
    },

    /** A parent's text, for one open (or recently alerted) check-in. */
    async applyReply(
      tx: Database,
      checkIn: CheckIn,
      text: { from: string; body: string; keyword?: string; inboundId: string },
    ) {
      const now = clock.now();
      const meaning =
        text.keyword === 'opt_out'
          ? 'stop'
          : text.keyword === 'help'
            ? 'help'
            : parseReply(text.body);
      const parent = await parentOf(tx, checkIn);
      const late = alertedStatuses.includes(checkIn.status);
      await record(tx, checkIn, 'reply', { body: text.body, meaning, late });

      if (meaning === 'stop') {
        const stopped = await transition(tx, checkIn.id, openStatuses, { status: 'stopped' });
        if (stopped) await tellOwnerStopped(tx, stopped, 'opted_out');
        return;
      }
      if (meaning === 'other') {
        if (late) return;
        await tellFamily(tx, checkIn, 'info', { reply: text.body }, text.inboundId);
        await sms.queue(
          {
            idempotencyKey: `checkin:${checkIn.id}:ask-again`,
            to: parent.phone,
            body: parentReplies.askAgain(),
            kind: 'checkin-reply',
            userId: checkIn.userId,
            context: { checkInId: checkIn.id },
          },
          tx,
        );
        return;
      }
      const ok = meaning === 'yes';
      const answered = await transition(tx, checkIn.id, late ? alertedStatuses : openStatuses, {
        status: ok ? 'ok' : 'needs_help',
        respondedAt: now,
        responseChannel: 'sms',
        responseBody: text.body,
        // A late reply keeps the time of the first alert.
        ...(ok || late ? {} : { alertedAt: now }),
      });
      if (!answered) return;
      if (late) {
        await tellFamily(tx, answered, 'late', { lateAnswer: ok ? 'YES' : 'NO' });
      } else {
        await tellFamily(tx, answered, ok ? 'ok' : 'no');
      }
      // HELP already got the standard help reply from the SMS channel.
      if (meaning !== 'help') {
        await sms.queue(
          {
            idempotencyKey: `checkin:${checkIn.id}:answered`,
            to: parent.phone,
            body: ok ? parentReplies.thanks(nameOf(parent)) : parentReplies.familyTold(),
            kind: 'checkin-reply',
            userId: checkIn.userId,
            context: { checkInId: checkIn.id },
          },
          tx,
        );
      }
    },

    /** The follow-up call's answer or final status. */
    async applyCall(tx: Database, call: VoiceCall) {
      const checkInId = call.context.checkInId;
      if (call.kind !== 'checkin-call' || typeof checkInId !== 'string') return;
      const now = clock.now();
      if (call.answer === 'ok' || call.answer === 'help') {
        const ok = call.answer === 'ok';
        const answered = await transition(tx, checkInId, ['calling'], {
          status: ok ? 'ok' : 'needs_help',
          respondedAt: now,
          responseChannel: 'voice',
          responseBody: call.answerInput ?? call.answer,
          ...(ok ? {} : { alertedAt: now }),
        });
        if (answered) {
          await record(tx, answered, 'call_answered', { answer: call.answer });
          await tellFamily(tx, answered, ok ? 'ok' : 'no');
        }
        return;
      }
      const ended =
        call.answer === 'no-input' ||
        ['busy', 'no-answer', 'failed', 'canceled', 'completed'].includes(call.status);
      if (!ended) return;
      const missed = await transition(tx, checkInId, ['calling'], {
        status: 'no_response',
        alertedAt: now,
      });
      if (missed) {
        await record(tx, missed, 'call_unanswered', { status: call.status, answer: call.answer });
        await tellFamily(tx, missed, 'no_response');
      }
    },
  };
}

export type CheckInService = ReturnType<typeof createCheckInService>;
