import { randomInt } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { magicLink } from 'better-auth/plugins';
import { eq } from 'drizzle-orm';
import type { EmailChannel } from '../channels/email/email-channel';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { authAccounts, pendingReferrals, sessions, users, verifications } from '../db/schema';
import { product } from '../../shared/product';
import { passwordResetEmail, signInLinkEmail } from './auth-emails';
import { sessionReader } from './live-session';
import { endPendingLinks } from './pending-links';

export const MAGIC_LINK_MINUTES = 10;
export const RESET_LINK_MINUTES = 30;
/** A session ends after this long without use… */
export const SESSION_IDLE_DAYS = 14;
/** …and after this long in any case. */
export const SESSION_ABSOLUTE_DAYS = 60;

// Leaving off 0, O, 1, I and L on purpose: people read these codes aloud and type them.
const referralAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export function newReferralCode() {
  return Array.from({ length: 8 }, () => referralAlphabet[randomInt(referralAlphabet.length)]).join(
    '',
  );
}

export interface AuthDependencies {
  config: Config;
  db: Database;
  email: EmailChannel;
}

/**
 * better-auth, configured for this service: magic links and passwords, tokens stored hashed
 * and used once, e-mails through our e-mail channel. Our own routes (features/session) call
 * its API; its HTTP handler is not mounted, so only the flows we expose exist.
 */
export function createAuth({ config, db, email }: AuthDependencies) {
  const link = (path: string, token: string) =>
    `${config.publicUrl}${path}?code=${encodeURIComponent(token)}`;

  const library = betterAuth({
    appName: product.name,
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: [config.publicUrl],
    telemetry: { enabled: false },
    // Our routes apply their own limits (per address and per IP, shared across processes).
    rateLimit: { enabled: false },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: users,
        session: sessions,
        account: authAccounts,
        verification: verifications,
      },
    }),
    // Every e-mailed token is stored only as a hash: a database leak does not leak live links.
    verification: { storeIdentifier: 'hashed' },
    user: {
      additionalFields: {
        referralCode: { type: 'string', required: false, input: false },
        referredByCode: { type: 'string', required: false, input: false },
        onboardingCompletedAt: { type: 'date', required: false, input: false },
      },
    },
    session: {
      expiresIn: SESSION_IDLE_DAYS * 86_400,
      // Sliding expiry: a session used at least once a day keeps renewing, up to the absolute
      // limit that features/session/session-guard.ts enforces.
      updateAge: 86_400,
    },
    advanced: {
      cookiePrefix: 'checkin',
      useSecureCookies: config.publicUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    emailAndPassword: {
      enabled: true,
      // Accounts are created by magic link only; a password is set through the reset flow.
      disableSignUp: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: RESET_LINK_MINUTES * 60,
      revokeSessionsOnPasswordReset: true,
      // A new password also ends every link mailed before it (sign-in and other resets).
      onPasswordReset: async ({ user }) => {
        await endPendingLinks(db, user);
      },
      sendResetPassword: async ({ user, token }) => {
        await email.queue({
          idempotencyKey: `password-reset:${token}`,
          to: user.email,
          kind: 'password_reset',
          content: passwordResetEmail(link('/auth/reset-password', token)),
        });
      },
    },
    databaseHooks: {
      user: {
        create: {
          before: async (user) => {
            const [pending] = await db
              .select()
              .from(pendingReferrals)
              .where(eq(pendingReferrals.email, user.email.toLowerCase()));
            return {
              data: {
                ...user,
                referralCode: newReferralCode(),
                referredByCode: pending?.code ?? null,
              },
            };
          },
          after: async (user) => {
            await db
              .delete(pendingReferrals)
              .where(eq(pendingReferrals.email, user.email.toLowerCase()));
          },
        },
      },
    },
    plugins: [
      magicLink({
        expiresIn: MAGIC_LINK_MINUTES * 60,
        storeToken: 'hashed',
        sendMagicLink: async ({ email: address, token }) => {
          const [existing] = await db
            .select({ id: users.id })
            .from(users)
            .where(eq(users.email, address));
          await email.queue({
            idempotencyKey: `magic-link:${token}`,
            to: address,
            kind: existing ? 'magic_link' : 'signup_confirmation',
            content: signInLinkEmail(link('/auth/callback', token), !existing),
          });
        },
      }),
    ],
  });
  const rules = library.$context.then((context) => ({
    sessionCookie: context.authCookies.sessionToken.name,
    dontRememberCookie: context.authCookies.dontRememberToken.name,
    secret: context.secret,
    expiresIn: context.sessionConfig.expiresIn,
    updateAge: context.sessionConfig.updateAge,
  }));
  // A failed start surfaces on the library's own calls; this copy must not be unhandled.
  rules.catch(() => {});
  // The signed-in requests' session read, one statement (live-session.ts, decision 051).
  return Object.assign(library, { liveSession: sessionReader(db, () => rules) });
}

export type Auth = ReturnType<typeof createAuth>;
