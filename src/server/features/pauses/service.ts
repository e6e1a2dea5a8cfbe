import { eq, sql } from 'drizzle-orm';
import type { RecordedText } from '../../channels/dispatch';
import type { SmsChannel } from '../../channels/sms/sms-channel';
import type { Clock } from '../../clock';
import { selectRows, type Database } from '../../db/client';
import { parentPauses } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { isPlainName } from '@/shared/plain-name';
import {
  MAX_TEXT_PAUSE_DAYS,
  addDays,
  pauseMessages,
  type PauseDto,
  type PausedBy,
} from '@/shared/pauses';
import {
  familyPauseNotice,
  familyResumeNotice,
  parentPauseHelp,
  parentPauseText,
  parentResumeText,
} from './pause-wording';
import { tellFollowers, tellParentLater } from './pause-notices';
import { nextCheckIn, pausingParents, todayOf, type PausingParent } from './pause-rows';
import { announceResumes } from './resumes';
import { defineJob, scheduledPayload } from '../../jobs/job-definition';

export const PAUSE_RESUMES_JOB = 'pause-resumes';

/** What a parent's text asks of her pause (route-inbound.ts reads it). */
export type PauseRequest = { action: 'pause'; days?: number } | { action: 'resume' };

export interface PauseDeps {
  db: Database;
  sms: SmsChannel;
  clock: Clock;
  /** Closes her day while it waits for her answer: her PAUSE answers it (check-in-machine.ts). */
  pauseOpenDay: (tx: Database, parentId: string, words: string) => Promise<void>;
}

const toDto = (parent: PausingParent): PauseDto | undefined =>
  parent.starts_on && parent.ends_on && parent.paused_by
    ? {
        parentId: parent.id,
        from: parent.starts_on,
        until: parent.ends_on,
        reason: parent.reason ?? '',
        by: parent.paused_by,
        byName: parent.paused_by_name ?? '',
      }
    : undefined;

/**
 * The owner's first name as her family knows it, for the texts a pause sends, the parent's own
 * among them. A name typed by the account reaches her phone only if it is a plain name (the
 * consent request's rule, docs/product.md §3): never an address, a link or a sentence.
 */
async function ownerNameOf(tx: Database, userId: string) {
  const [row] = await selectRows<{ name: string | null }>(
    tx,
    sql`select coalesce(nullif(trim(p.first_name), ''), nullif(u.name, '')) as name
        from users u left join profiles p on p.user_id = u.id where u.id = ${userId}`,
  );
  const name = row?.name;
  return name && isPlainName(name) ? name : 'The account owner';
}

/**
 * Pausing and resuming a parent's check-ins (docs/product.md §2.14). A pause is a row per parent
 * (parent_pauses): the sweep begins each day inside it as `paused`. Setting or ending one tells
 * everyone who follows her; a pause that runs its course is announced by `announceResumes`.
 */
export function createPauseService(deps: PauseDeps) {
  const { db, sms, clock } = deps;

  async function setPause(
    tx: Database,
    parent: PausingParent,
    pause: { from: string; until: string; reason: string; by: PausedBy; byName: string },
  ) {
    const values = {
      parentId: parent.id,
      userId: parent.user_id,
      startsOn: pause.from,
      endsOn: pause.until,
      reason: pause.reason,
      pausedBy: pause.by,
      pausedByName: pause.byName,
      createdAt: clock.now(),
    };
    await tx
      .insert(parentPauses)
      .values(values)
      .onConflictDoUpdate({ target: parentPauses.parentId, set: values });
    const news = {
      parentName: parent.full_name,
      by: pause.by,
      byName: pause.byName,
      until: pause.until,
      resumesOn: addDays(pause.until, 1),
      reason: pause.reason,
    };
    const key = `paused:${parent.id}:${clock.now().toISOString()}`;
    await tellFollowers(tx, {
      reason: 'paused',
      parent,
      key,
      words: familyPauseNotice(news),
      now: clock.now(),
    });
    return news;
  }

  async function endPause(tx: Database, parent: PausingParent, by: PausedBy, byName: string) {
    await tx.delete(parentPauses).where(eq(parentPauses.parentId, parent.id));
    const next = nextCheckIn(parent, clock.now());
    await tellFollowers(tx, {
      reason: 'resumed',
      parent,
      key: `resumed:${parent.id}:${clock.now().toISOString()}`,
      words: familyResumeNotice({ parentName: parent.full_name, endedBy: { by, byName }, next }),
      now: clock.now(),
    });
    return next;
  }

  const ownersParent = async (tx: Database, userId: string, parentId: string) => {
    const [parent] = await pausingParents(
      tx,
      clock.now(),
      sql`p.id = ${parentId} and p.user_id = ${userId}`,
    );
    if (!parent) throw new AppError('not_found', 'No such parent.');
    return parent;
  };

  return {
    /** Every minute, on the service clock: pauses that ran their course are announced. */
    resumeJob() {
      return defineJob({
        name: PAUSE_RESUMES_JOB,
        payload: scheduledPayload,
        cron: '* * * * *',
        handle: async () => {
          await announceResumes({ db, clock });
        },
      });
    },

    /**
     * Which of these numbers are a parent's by her verified agreement, and whether one of her
     * families has her paused: what the inbound router needs of a PAUSE or RESUME.
     */
    async textFacts(tx: Database, numbers: string[]) {
      const facts = new Map<string, { parentNumber: boolean; paused: boolean }>();
      if (numbers.length === 0) return facts;
      const rows = await selectRows<{ phone: string; paused: boolean }>(
        tx,
        sql`select p.phone, bool_or(pp.parent_id is not null) as paused
            from parents p
            join consents c on c.subject_type = 'parent' and c.subject_id = p.id
              and c.status = 'verified' and c.phone = p.phone
            left join parent_pauses pp on pp.parent_id = p.id
            where p.active and p.phone in (select jsonb_array_elements_text(${JSON.stringify(numbers)}::jsonb))
            group by p.phone`,
      );
      for (const row of rows) facts.set(row.phone, { parentNumber: true, paused: row.paused });
      return facts;
    },

    /** The account's parents' pauses, current or coming. */
    async list(userId: string): Promise<PauseDto[]> {
      const rows = await pausingParents(db, clock.now(), sql`p.user_id = ${userId}`);
      return rows.flatMap((row) => toDto(row) ?? []);
    },

    /** The owner pauses a parent from the dashboard: days not begun yet, from `from` through `until`. */
    async pause(
      userId: string,
      parentId: string,
      input: { from: string; until: string; reason: string },
    ) {
      return db.transaction(async (tx) => {
        const parent = await ownersParent(tx, userId, parentId);
        if (input.from < todayOf(parent, clock.now()))
          throw new AppError('bad_request', pauseMessages.past);
        const byName = await ownerNameOf(tx, userId);
        const news = await setPause(tx, parent, { ...input, by: 'owner', byName });
        await tellParentLater(tx, {
          reason: 'paused',
          parent,
          key: `paused:${parent.id}:${clock.now().toISOString()}`,
          words: parentPauseText(parent.language, news),
          now: clock.now(),
        });
        const saved: PauseDto = {
          parentId: parent.id,
          from: input.from,
          until: input.until,
          reason: input.reason,
          by: 'owner',
          byName,
        };
        return saved;
      });
    },

    /** The owner ends a pause early (or calls off one still to come). */
    async resume(userId: string, parentId: string) {
      await db.transaction(async (tx) => {
        const parent = await ownersParent(tx, userId, parentId);
        if (!parent.paused_by) throw new AppError('not_found', pauseMessages.notPaused);
        const next = await endPause(tx, parent, 'owner', await ownerNameOf(tx, userId));
        await tellParentLater(tx, {
          reason: 'resumed',
          parent,
          key: `resumed:${parent.id}:${clock.now().toISOString()}`,
          words: parentResumeText(parent.language, next),
          now: clock.now(),
        });
      });
    },

    /**
     * PAUSE n or RESUME from a parent's own number (docs/product.md §2.14): every family whose
     * agreement that very number gave. Today counts as the first paused day; her open day is
     * answered by it. She gets one reply, in her language, at once.
     */
    async fromText(tx: Database, text: RecordedText, request: PauseRequest) {
      const now = clock.now();
      const hers = await pausingParents(
        tx,
        now,
        sql`p.phone = ${text.from} and c.status = 'verified' and c.phone = p.phone`,
      );
      const first = hers[0];
      if (!first) return;
      const reply = async (body: string) => {
        await sms.queue(
          {
            idempotencyKey: `pause-reply:${text.inboundId}`,
            to: text.from,
            body,
            kind: 'pause-reply',
            userId: first.user_id,
            context: { inboundId: text.inboundId },
          },
          tx,
        );
      };
      if (request.action === 'resume') {
        const paused = hers.filter((parent) => parent.paused_by);
        if (paused.length === 0) return reply(parentPauseHelp[first.language].notPaused);
        let next = nextCheckIn(first, now);
        for (const parent of paused) next = await endPause(tx, parent, 'parent', parent.full_name);
        return reply(parentResumeText(first.language, next));
      }
      const days = request.days;
      if (days === undefined || days < 1 || days > MAX_TEXT_PAUSE_DAYS)
        return reply(parentPauseHelp[first.language].howTo);
      let news;
      for (const parent of hers) {
        const from = todayOf(parent, now);
        news = await setPause(tx, parent, {
          from,
          until: addDays(from, days - 1),
          reason: '',
          by: 'parent',
          byName: parent.full_name,
        });
        await deps.pauseOpenDay(tx, parent.id, text.body);
      }
      return reply(parentPauseText(first.language, news!));
    },
  };
}

export type PauseService = ReturnType<typeof createPauseService>;
