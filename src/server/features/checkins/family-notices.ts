import { eq, sql } from 'drizzle-orm';
import type { EmailChannel } from '../../channels/email/email-channel';
import type { SmsChannel } from '../../channels/sms/sms-channel';
import type { Clock } from '../../clock';
import { selectRows, type Database } from '../../db/client';
import { users } from '../../db/schema';
import { product } from '../../../shared/product';
import { parentOf, recordEvent, type CheckIn } from './check-in-rows';
import { familyNotice, type FamilyNoticeKind } from './notices';

interface Follower {
  member_id: string;
  email: string;
  cell_phone: string;
  notification_preference: string;
  sms_allowed: boolean;
}

/** Who is told what about a check-in: the family that follows the parent, and the owner. */
export function createFamilyNotices({
  sms,
  email,
  clock,
  publicUrl,
}: {
  sms: SmsChannel;
  email: EmailChannel;
  clock: Clock;
  publicUrl: string;
}) {
  /**
   * Tells every family member who follows the parent, by their preference: text only to a
   * number that agreed and has not opted out; e-mail needs no consent. Keyed per check-in,
   * notice and member, so a repeated transition tells nobody twice.
   */
  const tellFamily = async (
    tx: Database,
    checkIn: CheckIn,
    kind: FamilyNoticeKind,
    facts: { reply?: string; lateAnswer?: 'YES' | 'NO' } = {},
    /** Tells apart notices of one kind that may come more than once (each free-text reply). */
    occurrence = '',
  ) => {
    const key = `notice:${checkIn.id}:${kind}${occurrence && `:${occurrence}`}`;
    const parent = await parentOf(tx, checkIn);
    const notice = familyNotice(kind, {
      parentName: `${parent.firstName} ${parent.lastName}`,
      at: clock.now(),
      zone: parent.timezone,
      ...facts,
    });
    const followers = await selectRows<Follower>(
      tx,
      sql`select m.id as member_id, m.email, m.cell_phone, m.notification_preference,
          (c.status = 'verified' and c.phone = m.cell_phone
            and not coalesce(o.opted_out, false)) as sms_allowed
        from family_member_parents f
        join family_members m on m.id = f.family_member_id and m.active
        left join consents c on c.subject_type = 'family_member' and c.subject_id = m.id
        left join phone_opt_outs o on o.phone = m.cell_phone
        where f.parent_id = ${checkIn.parentId}
        order by m.created_at`,
    );
    const told: { memberId: string; channels: string[] }[] = [];
    for (const member of followers) {
      const channels: string[] = [];
      const wantsSms = member.notification_preference !== 'email';
      const wantsEmail = member.notification_preference !== 'sms';
      if (wantsSms && member.sms_allowed) {
        await sms.queue(
          {
            idempotencyKey: `${key}:${member.member_id}`,
            to: member.cell_phone,
            body: notice.text,
            kind: 'family-notice',
            userId: checkIn.userId,
            context: { checkInId: checkIn.id, memberId: member.member_id, notice: kind },
          },
          tx,
        );
        channels.push('sms');
      }
      if (wantsEmail) {
        await email.queue(
          {
            idempotencyKey: `${key}:${member.member_id}:email`,
            to: member.email,
            kind: 'family-notice',
            userId: checkIn.userId,
            context: { checkInId: checkIn.id, memberId: member.member_id, notice: kind },
            content: {
              subject: notice.subject,
              heading: notice.subject,
              paragraphs: [notice.text],
              action: { label: 'Open the dashboard', url: `${publicUrl}/dashboard` },
              footer: `You get these because you follow ${parent.firstName} on ${product.name}.`,
            },
          },
          tx,
        );
        channels.push('email');
      }
      told.push({ memberId: member.member_id, channels });
    }
    await recordEvent(tx, clock.now(), checkIn, 'family_told', { notice: kind, told });
  };

  /** Tells the owner once per stretch that a parent's check-ins have stopped, and why. */
  const tellOwnerStopped = async (tx: Database, checkIn: CheckIn, reason: string) => {
    const [previous] = await selectRows<{ status: string; skip_reason: string | null }>(
      tx,
      sql`select status, skip_reason from check_ins
        where parent_id = ${checkIn.parentId} and local_date < ${checkIn.localDate}
        order by local_date desc limit 1`,
    );
    if (previous?.status === 'skipped' && previous.skip_reason === reason) return;
    const [owner] = await tx
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, checkIn.userId));
    const parent = await parentOf(tx, checkIn);
    if (!owner) return;
    const why =
      reason === 'subscription'
        ? 'your subscription is not active. Start or renew it to resume them.'
        : reason === 'opted_out'
          ? `${parent.firstName}'s number has replied STOP. They can reply START to resume.`
          : `${parent.firstName} has not agreed to texts yet. Send the consent request again from your dashboard.`;
    await email.queue(
      {
        idempotencyKey: `checkins-stopped:${checkIn.id}`,
        to: owner.email,
        kind: 'checkins-stopped',
        userId: checkIn.userId,
        context: { checkInId: checkIn.id, reason },
        content: {
          subject: `Daily check-ins for ${parent.firstName} have stopped`,
          heading: `We did not text ${parent.firstName} today`,
          paragraphs: [`Daily check-ins for ${parent.firstName} are paused because ${why}`],
          action: { label: 'Open your dashboard', url: `${publicUrl}/dashboard` },
        },
      },
      tx,
    );
  };

  return { tellFamily, tellOwnerStopped };
}
