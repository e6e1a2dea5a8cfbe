import type { EmailContent } from '../../channels/email/email-template';
import { product } from '@/shared/product';

/** The invitation to someone without an account: the referral link, and the free month. */
export function invitationEmail(inviter: string, friendName: string, link: string): EmailContent {
  return {
    subject: `${inviter} invited you to ${product.name}`,
    heading: `Hi ${friendName},`,
    paragraphs: [
      `${inviter} uses ${product.name} to check in on an aging parent every day: one gentle text, a YES or NO reply, and the family is told how they are.`,
      `Sign up through this link and you both get a free month once your subscription starts. The first 14 days are free, with no credit card.`,
    ],
    action: { label: 'Start your free trial', url: link },
    footer: `You got this e-mail because ${inviter} typed your address into ${product.name}. We will not e-mail you again unless you sign up.`,
  };
}

/**
 * To an address that already has an account: nothing to sign up for, nothing to click. It
 * goes out so that inviting a member takes the same steps as inviting anyone else, and the
 * inviter's page cannot tell the two apart.
 */
export function memberNoteEmail(inviter: string, friendName: string): EmailContent {
  return {
    subject: `${inviter} thought of you on ${product.name}`,
    heading: `Hi ${friendName},`,
    paragraphs: [
      `${inviter} wanted to invite you to ${product.name}. You already have an account, so there is nothing to do.`,
    ],
    footer: `You got this e-mail because ${inviter} typed your address into ${product.name}. If you don't know ${inviter}, you can ignore it.`,
  };
}
