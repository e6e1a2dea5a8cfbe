import { eq } from 'drizzle-orm';
import type { Auth } from '../../auth/auth';
import { accountWords, isCommonPassword } from '../../auth/common-passwords';
import { endPendingLinks } from '../../auth/pending-links';
import { readSession } from '../../auth/session-guard';
import type { EmailChannel } from '../../channels/email/email-channel';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { pendingReferrals, users } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { authMessages, type SessionUser } from '@/shared/auth';
import { product } from '@/shared/product';

export interface SessionServiceDependencies {
  auth: Auth;
  db: Database;
  email: EmailChannel;
  config: Config;
  /** The owner's first name from their profile (the family feature), once they have one. */
  firstNameOf?: (userId: string) => Promise<string | null>;
  subscriptionStatusOf?: (userId: string) => Promise<SessionUser['subscriptionStatus']>;
}

/** Responses from better-auth carry its Set-Cookie headers; callers pass them on. */
export interface WithCookies<T> {
  body: T;
  cookies: string[];
}

const invalidLink = () =>
  new AppError('bad_request', 'This link is invalid, has already been used, or has expired.');

export function createSessionService({
  auth,
  db,
  email,
  config,
  firstNameOf,
  subscriptionStatusOf,
}: SessionServiceDependencies) {
  const findUserByEmail = async (address: string) =>
    (await db.select().from(users).where(eq(users.email, address)))[0];

  /** The account a reset code belongs to, if the code is live. */
  const ownerOfResetCode = async (code: string) => {
    const context = await auth.$context;
    const verification = await context.internalAdapter.findVerificationValue(
      `reset-password:${code}`,
    );
    if (!verification) return undefined;
    return (await db.select().from(users).where(eq(users.id, verification.value)))[0];
  };

  /** What a guesser who knows the owner tries first: the stored address and names. */
  const wordsOf = async (user: { id: string; email: string; name: string }) =>
    accountWords({ email: user.email, names: [user.name, await firstNameOf?.(user.id)] });

  return {
    /** Sign-up: remembers the referral code, then e-mails a link that creates the account. */
    async signUp(input: { displayName: string; email: string; ref?: string }, headers: Headers) {
      const existing = await findUserByEmail(input.email);
      if (input.ref && !existing) {
        const [referrer] = await db
          .select({ id: users.id })
          .from(users)
          .where(eq(users.referralCode, input.ref.toUpperCase()));
        if (referrer) {
          await db
            .insert(pendingReferrals)
            .values({ email: input.email, code: input.ref.toUpperCase() })
            .onConflictDoUpdate({
              target: pendingReferrals.email,
              set: { code: input.ref.toUpperCase() },
            });
        }
      }
      // An existing owner who signs up again just gets a sign-in link: the reply is the same
      // either way, so the form never reveals whether an address has an account.
      await auth.api.signInMagicLink({
        body: { email: input.email, name: input.displayName },
        headers,
      });
    },

    /**
     * Sign-in by link. An address with no account gets an e-mail saying so (with the sign-up
     * link) instead of a sign-in link, and the page's reply is the same as for an owner.
     */
    async sendSignInLink(address: string, headers: Headers) {
      if (await findUserByEmail(address)) {
        await auth.api.signInMagicLink({ body: { email: address }, headers });
        return;
      }
      await email.queue({
        idempotencyKey: `no-account:${address}:${Math.floor(Date.now() / 60_000)}`,
        to: address,
        kind: 'no_account',
        content: {
          subject: `About signing in to ${product.name}`,
          heading: "You don't have an account yet",
          paragraphs: [
            `Someone asked to sign in to ${product.name} with this email address, but no account uses it.`,
            'If it was you, you can create an account in a minute:',
          ],
          action: { label: 'Create my account', url: `${config.publicUrl}/signup` },
          footer: "If it wasn't you, you can ignore this email.",
        },
      });
    },

    /** Exchanges an e-mailed code for a session. The code works once. */
    async exchangeCode(
      code: string,
      headers: Headers,
    ): Promise<WithCookies<{ user: SessionUser }>> {
      const response = await auth.api.magicLinkVerify({
        query: { token: code },
        headers,
        asResponse: true,
      });
      // On a bad token better-auth answers with a redirect carrying ?error=…
      if (response.status !== 200) throw invalidLink();
      const body = (await response.json()) as { user: { id: string } };
      const user = await this.sessionUser(body.user.id);
      return { body: { user }, cookies: response.headers.getSetCookie() };
    },

    async signInWithPassword(
      input: { email: string; password: string },
      headers: Headers,
    ): Promise<WithCookies<{ user: SessionUser }>> {
      const response = await auth.api.signInEmail({
        body: { email: input.email, password: input.password },
        headers,
        asResponse: true,
      });
      if (response.status === 401) {
        throw new AppError('unauthorized', authMessages.passwordIncorrect);
      }
      if (!response.ok) {
        const failure = (await response.json().catch(() => ({}))) as { message?: string };
        throw new AppError('forbidden', failure.message ?? 'Sign-in failed');
      }
      const body = (await response.json()) as { user: { id: string } };
      return {
        body: { user: await this.sessionUser(body.user.id) },
        cookies: response.headers.getSetCookie(),
      };
    },

    async requestPasswordReset(address: string, headers: Headers) {
      // Same answer whether or not the address has an account.
      await auth.api.requestPasswordReset({ body: { email: address }, headers });
    },

    /** Whether a reset code is still usable, without using it up. */
    async isResetCodeValid(code: string) {
      const context = await auth.$context;
      const verification = await context.internalAdapter.findVerificationValue(
        `reset-password:${code}`,
      );
      return !!verification && new Date(verification.expiresAt) > new Date();
    },

    async resetPassword(code: string, password: string, headers: Headers) {
      // Checked before the code is used, so a refused password leaves the link working.
      const owner = await ownerOfResetCode(code);
      if (isCommonPassword(password, owner ? await wordsOf(owner) : []))
        throw new AppError('validation_failed', authMessages.passwordCommon);
      try {
        await auth.api.resetPassword({ body: { token: code, newPassword: password }, headers });
      } catch {
        throw invalidLink();
      }
    },

    async signOut(headers: Headers): Promise<WithCookies<{ ok: true }>> {
      const response = await auth.api.signOut({ headers, asResponse: true });
      return { body: { ok: true }, cookies: response.headers.getSetCookie() };
    },

    /**
     * Ends every session of the signed-in account, on every device, and every link still
     * pending for it: what an owner does who fears someone else got in.
     */
    async signOutEverywhere(headers: Headers): Promise<WithCookies<{ ok: true }>> {
      const found = await readSession(auth, headers);
      if (!found) throw new AppError('unauthorized', 'Please sign in to continue.');
      await auth.api.revokeSessions({ headers });
      await endPendingLinks(db, found.user);
      return this.signOut(headers);
    },

    /** Who is signed in (null for nobody), with the session's cookie when reading renewed it. */
    async currentUser(headers: Headers): Promise<WithCookies<{ user: SessionUser | null }>> {
      const found = await readSession(auth, headers);
      return {
        body: { user: found ? await this.sessionUser(found.user.id) : null },
        cookies: found?.renewedCookies ?? [],
      };
    },

    async sessionUser(userId: string): Promise<SessionUser> {
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      if (!user) throw new AppError('unauthorized', 'Please sign in to continue.');
      return {
        id: user.id,
        email: user.email,
        displayName: user.name,
        // From the owner's profile (set in the wizard); until then the greeting uses the e-mail.
        firstName: (await firstNameOf?.(user.id)) ?? null,
        onboardingCompleted: user.onboardingCompletedAt !== null,
        subscriptionStatus: (await subscriptionStatusOf?.(user.id)) ?? null,
      };
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
