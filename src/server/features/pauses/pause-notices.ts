import type { EmailContent } from '../../channels/email/email-template';
import type { Database } from '../../db/client';
import type { NoticeReason } from '../../db/schema';
import { nextTimeInWindow, reminderWindow } from '../../time/quiet-hours';
import { channelsFor, holdNotices, recipientsOf, type NewWaitingNotice } from '../checkins/service';
import type { PausingParent } from './pause-rows';

/**
 * Everyone who follows a parent, the owner included, told of her pause or of its end
 * (docs/product.md §2.14), each by their own channels (a text only to a number that agreed),
 * in their waking hours: the waiting notices' queue hands them to the channels. The texts wait
 * for the morning when news comes at night; a pause is not an alert.
 */
export async function tellFollowers(
  tx: Database,
  notice: {
    reason: Extract<NoticeReason, 'paused' | 'resumed'>;
    parent: PausingParent;
    /** One per pause or resume: a notice is queued once under it. */
    key: string;
    words: { text: string; email: EmailContent };
    now: Date;
  },
) {
  const { parent, now } = notice;
  const notices: NewWaitingNotice[] = [];
  for (const recipient of await recipientsOf(tx, parent.id)) {
    const channels = channelsFor(recipient);
    const common = {
      userId: parent.user_id,
      reason: notice.reason,
      zone: parent.timezone,
      sendAt: nextTimeInWindow(now, parent.timezone, reminderWindow),
    };
    if (channels.sms && recipient.phone)
      notices.push({
        ...common,
        idempotencyKey: `${notice.key}:${recipient.key}:sms`,
        channel: 'sms',
        sendTo: recipient.phone,
        content: { words: notice.words.text, parentId: parent.id },
      });
    if (channels.email)
      notices.push({
        ...common,
        idempotencyKey: `${notice.key}:${recipient.key}:email`,
        channel: 'email',
        sendTo: recipient.email,
        content: { ...notice.words.email, parentId: parent.id },
      });
  }
  await holdNotices(tx, notices);
  return notices.length;
}

/**
 * The parent told of what someone else did to her check-ins, by text in her waking hours.
 * A parent checked on by call is not called about it: her next call simply comes or not.
 */
export async function tellParentLater(
  tx: Database,
  notice: {
    reason: Extract<NoticeReason, 'paused' | 'resumed'>;
    parent: PausingParent;
    key: string;
    words: string;
    now: Date;
  },
) {
  const { parent } = notice;
  if (parent.check_in_by !== 'text' || !parent.reachable) return;
  await holdNotices(tx, [
    {
      idempotencyKey: `${notice.key}:parent:${parent.id}:sms`,
      userId: parent.user_id,
      reason: notice.reason,
      channel: 'sms',
      sendTo: parent.phone,
      language: parent.language,
      zone: parent.timezone,
      content: { words: notice.words, parentId: parent.id },
      sendAt: nextTimeInWindow(notice.now, parent.timezone, reminderWindow),
    },
  ]);
}
