import { z } from './zod';
import { emailAddress } from './email-address';
import { isSingleLine, singleLineMessage } from './text';

/** Refer a Friend: the invite form's rules, the page's copy, and what GET /api/referral answers. */
export const referralMessages = {
  friendNameRequired: "Please enter your friend's name",
  friendEmailRequired: "Please enter your friend's email",
  friendEmailInvalid: 'Please enter a valid email',
  notYourself: 'That is your own email address. Invite a friend instead.',
  tooMany: (perDay: number) =>
    `You can send up to ${perDay} invitations a day. Please try again tomorrow.`,
  sent: 'Invitation sent successfully!',
} as const;

/** Invitations an account may send in 24 hours (each one is a real e-mail). */
export const INVITES_PER_DAY = 20;
/** The spec's timers: "Copied!" for 2 s, the sent confirmation for 3 s. */
export const COPIED_MS = 2000;
export const INVITE_SENT_MS = 3000;

export const inviteSchema = z.object({
  friendName: z
    .string()
    .trim()
    .min(1, referralMessages.friendNameRequired)
    .max(100, referralMessages.friendNameRequired)
    .refine(isSingleLine, singleLineMessage),
  friendEmail: emailAddress({
    required: referralMessages.friendEmailRequired,
    invalid: referralMessages.friendEmailInvalid,
  }),
});
export type InviteInput = z.infer<typeof inviteSchema>;

export const referralDtoSchema = z.object({
  code: z.string(),
  link: z.string(),
  stats: z.object({
    /** Invited and not signed up yet. */
    pendingInvites: z.number(),
    /** Referred accounts whose first paid period began. */
    successfulReferrals: z.number(),
    /** One for each successful referral, and one for this account's own referral. */
    freeMonthsEarned: z.number(),
  }),
});
export type ReferralDto = z.infer<typeof referralDtoSchema>;
