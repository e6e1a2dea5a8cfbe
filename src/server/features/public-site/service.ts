import { createHash, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { EmailChannel } from '../../channels/email/email-channel';
import type { Database } from '../../db/client';
import { newsletterSubscribers, waitlistEntries } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { product } from '@/shared/product';
import { publicSiteMessages, type WaitlistResult } from '@/shared/public-site';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(24).toString('base64url');

export function createPublicSiteService(deps: {
  db: Database;
  email: EmailChannel;
  publicUrl: string;
}) {
  const { db, email, publicUrl } = deps;

  const unsubscribeFooter = (token: string) =>
    `You get this because you subscribed to the ${product.name} newsletter. Unsubscribe: ${publicUrl}/newsletter/unsubscribe?token=${token}`;

  return {
    async joinWaitlist(address: string, userId?: string): Promise<WaitlistResult> {
      const [added] = await db
        .insert(waitlistEntries)
        .values({ email: address, userId })
        .onConflictDoNothing({ target: waitlistEntries.email })
        .returning();
      return added
        ? { status: 'added', message: publicSiteMessages.waitlistAdded }
        : { status: 'already', message: publicSiteMessages.waitlistAlready };
    },

    /**
     * Starts (or restarts) a subscription: pending until the e-mailed link is opened. The answer
     * is the same for any address, so the form reveals nothing about who subscribes.
     */
    async subscribe(address: string) {
      const [existing] = await db
        .select()
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, address));
      if (existing?.status === 'confirmed') return;
      const confirmToken = newToken();
      const unsubscribeToken = newToken();
      await db
        .insert(newsletterSubscribers)
        .values({
          email: address,
          status: 'pending',
          confirmTokenHash: hash(confirmToken),
          unsubscribeTokenHash: hash(unsubscribeToken),
        })
        .onConflictDoUpdate({
          target: newsletterSubscribers.email,
          set: {
            status: 'pending',
            confirmTokenHash: hash(confirmToken),
            unsubscribeTokenHash: hash(unsubscribeToken),
          },
        });
      await email.queue({
        idempotencyKey: `newsletter-confirm:${hash(confirmToken)}`,
        to: address,
        kind: 'newsletter_confirmation',
        content: {
          subject: `Confirm your ${product.name} newsletter subscription`,
          heading: 'Please confirm your subscription',
          paragraphs: [
            `Thanks for signing up for the ${product.name} newsletter: a few emails a year with new articles and advice for families looking after aging parents.`,
            'Open the link below to confirm. If you did not sign up, ignore this email and you will not hear from us.',
          ],
          action: {
            label: 'Confirm my subscription',
            url: `${publicUrl}/newsletter/confirm?token=${confirmToken}`,
          },
          footer: unsubscribeFooter(unsubscribeToken),
        },
      });
    },

    async confirm(token: string) {
      const [confirmed] = await db
        .update(newsletterSubscribers)
        .set({ status: 'confirmed', confirmedAt: new Date(), confirmTokenHash: null })
        .where(eq(newsletterSubscribers.confirmTokenHash, hash(token)))
        .returning();
      if (!confirmed) throw new AppError('bad_request', publicSiteMessages.newsletterBadLink);
    },

    /** One-click unsubscribe from a newsletter e-mail's headers (its link names the address). */
    async unsubscribeAddress(address: string) {
      await db
        .update(newsletterSubscribers)
        .set({ status: 'unsubscribed', unsubscribedAt: new Date(), confirmTokenHash: null })
        .where(sql`lower(${newsletterSubscribers.email}) = ${address.toLowerCase()}`);
    },

    async unsubscribe(token: string) {
      const [row] = await db
        .update(newsletterSubscribers)
        .set({ status: 'unsubscribed', unsubscribedAt: new Date(), confirmTokenHash: null })
        .where(eq(newsletterSubscribers.unsubscribeTokenHash, hash(token)))
        .returning();
      if (!row) throw new AppError('bad_request', publicSiteMessages.newsletterBadLink);
    },
  };
}

export type PublicSiteService = ReturnType<typeof createPublicSiteService>;
