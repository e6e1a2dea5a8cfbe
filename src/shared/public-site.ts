import { z } from './zod';
import { emailAddress } from './email-address';

const email = emailAddress({
  required: 'Please enter your email address',
  invalid: 'Please enter a valid email',
});

/** "Join the Waitlist": the signed-in owner's address, or one typed in. */
export const waitlistSchema = z.object({ email: email.optional() });

export const newsletterSchema = z.object({ email });

export const newsletterTokenSchema = z.object({ token: z.string().trim().min(16).max(128) });

export const publicSiteMessages = {
  waitlistAdded: "You're on the list! We'll email you as soon as the toolkit is ready.",
  waitlistAlready:
    "You're already on the waitlist. We'll email you as soon as the toolkit is ready.",
  newsletterCheckEmail: 'Almost there! Check your inbox and confirm your subscription.',
  newsletterConfirmed: "You're subscribed. Thank you for staying connected!",
  newsletterUnsubscribed: "You're unsubscribed and won't get any more newsletter emails.",
  newsletterBadLink: 'This link is invalid or has already been used.',
} as const;

export const waitlistResultSchema = z.object({
  status: z.enum(['added', 'already']),
  message: z.string(),
});
export type WaitlistResult = z.infer<typeof waitlistResultSchema>;

/** What the browser may know of the server's configuration. */
export const publicConfigSchema = z.object({
  serviceWorkerHosts: z.array(z.string()),
  /** Local mode: the dev mailbox and phone simulator are at /dev. */
  devTools: z.boolean(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

/** GET /api/pages/:name */
export const contentPageSchema = z.object({ title: z.string(), html: z.string() });
export type ContentPage = z.infer<typeof contentPageSchema>;
