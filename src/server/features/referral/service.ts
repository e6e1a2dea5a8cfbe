import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { EmailChannel } from '../../channels/email/email-channel';
import type { Clock } from '../../clock';
import { newReferralCode } from '../../auth/auth';
import type { Database } from '../../db/client';
import { referralInvites, referralRewards, users } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { invitationEmail, memberNoteEmail } from './invite-emails';
import {
  INVITES_PER_DAY,
  referralMessages,
  type InviteInput,
  type ReferralDto,
} from '@/shared/referral';

const DAY_MS = 86_400_000;

/** The account's referral code and link, its real counters, and invitations by e-mail. */
export function createReferralService(deps: {
  db: Database;
  email: EmailChannel;
  clock: Clock;
  publicUrl: string;
}) {
  const { db, email, clock, publicUrl } = deps;
  const linkFor = (code: string) => `${publicUrl}/signup?ref=${code}`;

  /** The account's code; one made before codes existed gets one now. */
  const codeOf = async (userId: string): Promise<{ code: string; name: string; email: string }> => {
    const [user] = await db
      .select({ code: users.referralCode, name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) throw new AppError('unauthorized', 'Please sign in to continue.');
    if (user.code) return { ...user, code: user.code };
    await db
      .update(users)
      .set({ referralCode: newReferralCode() })
      .where(and(eq(users.id, userId), isNull(users.referralCode)));
    return codeOf(userId);
  };

  return {
    async overview(userId: string): Promise<ReferralDto> {
      const { code } = await codeOf(userId);
      // Invited addresses that have not joined through this account's link yet, each counted
      // once. "Has any account" would not do: inviting an address and watching this number
      // would tell who uses the service.
      const [pending] = await db
        .select({ total: sql<number>`count(distinct ${referralInvites.friendEmail})` })
        .from(referralInvites)
        .where(
          and(
            eq(referralInvites.userId, userId),
            sql`not exists (select 1 from users u where lower(u.email) = ${referralInvites.friendEmail} and u.referred_by_code = ${code})`,
          ),
        );
      const [successful] = await db
        .select({ total: count() })
        .from(referralRewards)
        .where(eq(referralRewards.userId, userId));
      const [ownReward] = await db
        .select({ total: count() })
        .from(referralRewards)
        .where(eq(referralRewards.referredUserId, userId));
      const successfulReferrals = Number(successful?.total ?? 0);
      return {
        code,
        link: linkFor(code),
        stats: {
          pendingInvites: Number(pending?.total ?? 0),
          successfulReferrals,
          freeMonthsEarned: successfulReferrals + Number(ownReward?.total ?? 0),
        },
      };
    },

    /**
     * E-mails the friend the referral link; a limited number a day per account. An address that
     * already has an account gets a harmless note instead, by the same steps and with the same
     * answer, and it counts toward the day's limit like any other: the form is no way to learn
     * who has an account.
     */
    async invite(userId: string, input: InviteInput) {
      const owner = await codeOf(userId);
      const friendEmail = input.friendEmail.toLowerCase();
      if (friendEmail === owner.email.toLowerCase())
        throw new AppError('validation_failed', referralMessages.notYourself);

      return db.transaction(async (tx) => {
        // One invitation at a time per account, so the daily count cannot be raced past.
        await tx.execute(sql`select id from users where id = ${userId} for update`);
        const since = new Date(clock.now().getTime() - DAY_MS);
        const [recent] = await tx
          .select({ total: count() })
          .from(referralInvites)
          .where(and(eq(referralInvites.userId, userId), gt(referralInvites.sentAt, since)));
        if (Number(recent?.total ?? 0) >= INVITES_PER_DAY)
          throw new AppError('rate_limited', referralMessages.tooMany(INVITES_PER_DAY));
        const [invite] = await tx
          .insert(referralInvites)
          .values({ userId, friendName: input.friendName, friendEmail, sentAt: clock.now() })
          .returning();
        const [member] = await tx
          .select({ id: users.id })
          .from(users)
          .where(sql`lower(${users.email}) = ${friendEmail}`);
        await email.queue(
          {
            idempotencyKey: `referral-invite:${invite!.id}`,
            to: friendEmail,
            kind: member ? 'referral_member_note' : 'referral_invite',
            userId,
            content: member
              ? memberNoteEmail(owner.name, input.friendName)
              : invitationEmail(owner.name, input.friendName, linkFor(owner.code)),
          },
          tx,
        );
        return { message: referralMessages.sent };
      });
    },
  };
}

export type ReferralService = ReturnType<typeof createReferralService>;
