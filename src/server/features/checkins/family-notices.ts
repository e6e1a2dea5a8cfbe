import type { QueueEmailInput } from '../../channels/email/email-channel';
import type { QueueSmsInput } from '../../channels/sms/sms-channel';
import type { Clock } from '../../clock';
import type { MissedReason } from '@/shared/check-ins';
import { product } from '@/shared/product';
import { alertToken, type AlertContact } from './alert-links';
import type { Claimant } from './check-in-events';
import type { CheckIn, Parent, PendingEvent } from './check-in-rows';
import { familyNotice, isAlert, type FamilyNoticeKind } from './notices';
import { channelsFor, type Recipient } from './recipients';

export interface NoticeFacts {
  reply?: string;
  lateAnswer?: 'YES' | 'NO';
  missedReason?: MissedReason;
  firstMissedReason?: MissedReason;
  early?: 'sms' | 'voice';
  /** Who took the alert in hand; they are not told their own news. */
  by?: Claimant;
  note?: string;
  /** A lapsed claim: who held the alert, and since when; they are told too. */
  heldBy?: { name: string; since: Date };
}

/** Who is told what about a check-in: everyone who follows the parent, and the owner. */
export function createFamilyNotices({
  clock,
  publicUrl,
  linkSecret,
}: {
  clock: Clock;
  publicUrl: string;
  linkSecret: string;
}) {
  /**
   * The recipient's own page for this check-in (no account needed; 48 hours), through a link
   * that works while the address or number it is sent to is still theirs.
   */
  const pageFor = (checkIn: CheckIn, recipient: Recipient, sentTo: AlertContact) =>
    `${publicUrl}/alert/${alertToken({ checkInId: checkIn.id, recipient: recipient.key, sentTo }, clock.now(), linkSecret)}`;

  /**
   * What telling everyone who follows the parent, and the owner, takes: each by their
   * preference, text only to a number that agreed and has not opted out, e-mail otherwise. Keyed
   * per check-in, notice and person, so a repeated move tells nobody twice. Written by the
   * caller, with the rest of its moves' effects (move-check-in.ts).
   */
  const noticesFor = (
    checkIn: CheckIn,
    parent: Parent,
    recipients: Recipient[],
    kind: FamilyNoticeKind,
    facts: NoticeFacts = {},
    /** Tells apart notices of one kind that may come more than once (each free-text reply). */
    occurrence = '',
  ): { texts: QueueSmsInput[]; emails: QueueEmailInput[]; step: PendingEvent } => {
    const key = `notice:${checkIn.id}:${kind}${occurrence && `:${occurrence}`}`;
    const parentName = `${parent.firstName} ${parent.lastName}`;
    const notice = familyNotice(kind, {
      parentName,
      parentFirstName: parent.firstName,
      parentPhone: parent.phone,
      at: clock.now(),
      zone: parent.timezone,
      reply: facts.reply,
      lateAnswer: facts.lateAnswer,
      missedReason: facts.missedReason,
      firstMissedReason: facts.firstMissedReason,
      early: facts.early,
      by: facts.by?.name,
      note: facts.note,
      heldBy: facts.heldBy,
    });
    const alert = isAlert(kind);
    const texts: QueueSmsInput[] = [];
    const emails: QueueEmailInput[] = [];
    const told: { recipient: string; channels: string[] }[] = [];
    for (const recipient of recipients) {
      if (facts.by?.key === recipient.key) continue;
      const channels = channelsFor(recipient);
      const context = { checkInId: checkIn.id, recipient: recipient.key, notice: kind };
      // Signed links, made only for a notice that shows one (an owner's "all is well" has
      // none), each for the address or number it goes to.
      const page = (sentTo: AlertContact) => pageFor(checkIn, recipient, sentTo);
      const emailedPage = () => page({ channel: 'email', address: recipient.email });
      if (channels.sms && recipient.phone) {
        texts.push({
          idempotencyKey: `${key}:${recipient.key}`,
          to: recipient.phone,
          body: alert
            ? `${notice.text} Reply ON IT if you are handling it. ${page({ channel: 'sms', number: recipient.phone })}`
            : notice.text,
          kind: 'family-notice',
          userId: checkIn.userId,
          context,
        });
      }
      if (channels.email) {
        emails.push({
          idempotencyKey: `${key}:${recipient.key}:email`,
          to: recipient.email,
          kind: 'family-notice',
          userId: checkIn.userId,
          context,
          content: {
            subject: notice.subject,
            heading: notice.subject,
            paragraphs: [
              ...notice.paragraphs,
              ...(alert
                ? ['Let the others know you are handling it: open the alert and tap "I\'m on it".']
                : []),
            ],
            action: alert
              ? { label: 'Open the alert', url: emailedPage() }
              : recipient.owner
                ? { label: 'Open your dashboard', url: `${publicUrl}/dashboard` }
                : { label: `See ${parent.firstName}'s day`, url: emailedPage() },
            footer: recipient.owner
              ? `You get these because you set up ${product.name} for ${parent.firstName}.`
              : `You get these because you follow ${parent.firstName} on ${product.name}.`,
          },
        });
      }
      told.push({
        recipient: recipient.key,
        channels: [
          ...(channels.sms && recipient.phone ? ['sms'] : []),
          ...(channels.email ? ['email'] : []),
        ],
      });
    }
    return {
      texts,
      emails,
      step: { at: clock.now(), kind: 'family_told', detail: { notice: kind, told } },
    };
  };

  return { noticesFor };
}
