import { sql } from 'drizzle-orm';
import type { EmailChannel } from '../../channels/email/email-channel';
import { heldReason } from '../../channels/email/held-reason';
import { selectRows, type Database } from '../../db/client';
import type { StopReason, waitingNotices } from '../../db/schema';
import { nextTimeInWindow, reminderWindow } from '../../time/quiet-hours';
import type { CheckInBy } from '@/shared/family';
import type { Language } from '@/shared/languages';
import { accountRecipients, channelsFor } from './recipients';
import { memberStopNotice, ownerStopNotice, parentStopWords } from './stop-wording';

/** Where nobody's zone is known (an account with no parent left): as consent requests do. */
const DEFAULT_ZONE = 'America/New_York';

export type NewWaitingNotice = typeof waitingNotices.$inferInsert;

interface RunningParent {
  id: string;
  first_name: string;
  last_name: string;
  nickname: string;
  phone: string;
  language: Language;
  check_in_by: CheckInBy;
  timezone: string;
}

/**
 * The parents whose daily check-in was running, so is what stops: on the account, with the
 * schedule on, the consent verified for the number on file, and no STOP from it. A parent who
 * was never checked on is not told that it stopped.
 */
const runningParentsOf = (tx: Database, userId: string) =>
  selectRows<RunningParent>(
    tx,
    sql`select p.id, p.first_name, p.last_name, p.nickname, p.phone, p.language, p.check_in_by,
          p.timezone
        from parents p
        join consents c on c.subject_type = 'parent' and c.subject_id = p.id
          and c.status = 'verified' and c.phone = p.phone
        where p.user_id = ${userId} and p.active and p.check_ins_enabled
          and not exists (select 1 from phone_opt_outs o where o.phone = p.phone and o.opted_out)
        order by p.created_at`,
  );

/** The zone an owner lives by: her first parent's, as her weekly report does. */
async function ownerZoneOf(tx: Database, userId: string) {
  const [first] = await selectRows<{ timezone: string }>(
    tx,
    sql`select timezone from parents where user_id = ${userId} and active
        order by created_at limit 1`,
  );
  return first?.timezone ?? DEFAULT_ZONE;
}

export interface StopToTell {
  userId: string;
  reason: StopReason;
  /** The billing cause in words (stopCauseText); unused for a deleted account. */
  because: string;
  /** Tells this stop's notices apart from another stop's: one key per stop, person, channel. */
  key: string;
  at: Date;
}

/**
 * Who is told that the daily check-in stopped, and what, each when their waking hours come
 * (9:00 AM–8:00 PM in their zone): each parent whose check-in was running, in her language, by
 * text or by a call; each family member who follows one of them, by her preference, a text
 * only to a number that agreed (channelsFor); and for a stop for billing the owner's text if
 * she takes them (her e-mail goes at once: ownerStopEmail). For a deleted account the e-mails
 * go only to addresses that agreed, read now, before the agreements are deleted with it.
 */
export async function planStopNotices(tx: Database, stop: StopToTell) {
  const running = await runningParentsOf(tx, stop.userId);
  const recipients = await accountRecipients(tx, stop.userId);
  const owner = recipients.find((recipient) => recipient.owner);
  const ownerZone = await ownerZoneOf(tx, stop.userId);
  const deleted = stop.reason === 'deleted';
  const notices: NewWaitingNotice[] = [];
  const wait = (
    recipient: string,
    notice: Omit<NewWaitingNotice, 'idempotencyKey' | 'userId' | 'reason' | 'sendAt'>,
  ) =>
    notices.push({
      ...notice,
      idempotencyKey: `stopped:${stop.key}:${recipient}:${notice.channel}`,
      // A deleted account's notices belong to no account: it will be gone when they go.
      userId: deleted ? null : stop.userId,
      reason: stop.reason,
      sendAt: nextTimeInWindow(stop.at, notice.zone, reminderWindow),
    });

  for (const parent of running) {
    const words = parentStopWords[parent.language];
    const name = parent.nickname || parent.first_name;
    wait(`parent:${parent.id}`, {
      channel: parent.check_in_by === 'call' ? 'voice' : 'sms',
      sendTo: parent.phone,
      language: parent.language,
      zone: parent.timezone,
      content: { words: parent.check_in_by === 'call' ? words.call(name) : words.text(name) },
    });
  }

  // Her name as the family knows it; never her address (an owner who gave no name).
  const ownerName = owner && !owner.name.includes('@') ? owner.name : 'the account owner';
  for (const member of recipients.filter((recipient) => !recipient.owner)) {
    const followed = running.filter((parent) => member.parentIds.includes(parent.id));
    if (followed.length === 0) continue;
    const notice = memberStopNotice({
      reason: stop.reason,
      because: stop.because,
      ownerName,
      parentNames: followed.map((parent) => `${parent.first_name} ${parent.last_name}`),
      followedFirstNames: followed.map((parent) => parent.first_name),
    });
    const zone = followed[0]!.timezone;
    const channels = channelsFor(member);
    if (channels.sms && member.phone)
      wait(member.key, {
        channel: 'sms',
        sendTo: member.phone,
        zone,
        content: { words: notice.text },
      });
    if (channels.email && (!deleted || (await emailAgreed(tx, stop.userId, member.email))))
      wait(member.key, {
        channel: 'email',
        sendTo: member.email,
        zone,
        content: { ...notice.email },
      });
  }
  return { running, owner, ownerZone, notices };
}

/** Whether the account's e-mail may go to an address now: the e-mail channel's own rule. */
async function emailAgreed(tx: Database, userId: string, address: string) {
  const [row] = await selectRows<{ held: string | null }>(
    tx,
    sql`select ${heldReason('agreed', sql`${userId}`, sql`${address}`)} as held`,
  );
  return !row?.held;
}

/**
 * A stop for billing, told to the owner: her e-mail at once (the first word she gets is that
 * check-ins stopped, not a missed day), and a text in her waking hours if she takes texts.
 */
export async function ownerStopNotices(
  tx: Database,
  email: EmailChannel,
  stop: StopToTell & { monthlyCents: number; subscribeUrl: string },
  planned: Awaited<ReturnType<typeof planStopNotices>>,
) {
  const { owner, running, ownerZone } = planned;
  if (!owner) return [];
  const notice = ownerStopNotice({
    because: stop.because,
    parentFirstNames: running.map((parent) => parent.first_name),
    monthlyCents: stop.monthlyCents,
    subscribeUrl: stop.subscribeUrl,
    familyTold: running.length > 0,
  });
  await email.queue(
    {
      idempotencyKey: `stopped:${stop.key}:${owner.key}:email`,
      to: owner.email,
      kind: 'service-stopped',
      userId: stop.userId,
      context: { recipient: owner.key, reason: stop.reason },
      content: notice.email,
    },
    tx,
  );
  const channels = channelsFor(owner);
  if (!channels.sms || !owner.phone) return [];
  return [
    {
      idempotencyKey: `stopped:${stop.key}:${owner.key}:sms`,
      userId: stop.userId,
      reason: stop.reason,
      channel: 'sms',
      sendTo: owner.phone,
      language: 'en',
      zone: ownerZone,
      content: { words: notice.text },
      sendAt: nextTimeInWindow(stop.at, ownerZone, reminderWindow),
    } satisfies NewWaitingNotice,
  ];
}
