import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import type { SmsChannel } from '../../channels/sms/sms-channel';
import type { VoiceChannel } from '../../channels/voice/voice-channel';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import {
  consents,
  familyMembers,
  onboardingProgress,
  parents,
  profiles,
  subscriptions,
  users,
  waitingNotices,
} from '../../db/schema';
import { nextTimeInWindow, reminderWindow } from '../../time/quiet-hours';
import { welcomeMessage } from '@/shared/welcome-message';
import { AppError } from '../../http/app-error';
import {
  onboardingMessages,
  type OnboardingStateDto,
  type OnboardingStep,
} from '@/shared/onboarding';
import { servingStatuses } from '../billing/service';

/** The wizard's progress, its first test message, and finishing set-up. */
export function createOnboardingService(deps: {
  db: Database;
  sms: SmsChannel;
  voice: VoiceChannel;
  clock: Clock;
}) {
  const { db, sms, voice, clock } = deps;

  const progressOf = async (userId: string) => {
    const [row] = await db
      .select()
      .from(onboardingProgress)
      .where(eq(onboardingProgress.userId, userId));
    return row;
  };

  return {
    async state(userId: string): Promise<OnboardingStateDto> {
      const [user] = await db
        .select({ completedAt: users.onboardingCompletedAt })
        .from(users)
        .where(eq(users.id, userId));
      const row = await progressOf(userId);
      return {
        step: row?.step ?? 'account',
        firstMessageSentAt: row?.firstMessageSentAt?.toISOString() ?? null,
        completed: Boolean(user?.completedAt),
      };
    },

    async saveStep(userId: string, step: OnboardingStep) {
      await db
        .insert(onboardingProgress)
        .values({ userId, step })
        .onConflictDoUpdate({
          target: onboardingProgress.userId,
          set: { step, updatedAt: new Date() },
        });
      return this.state(userId);
    },

    /**
     * The wizard's first test message: a real text to the parent's phone (for a parent checked
     * on by call, a call that speaks it), only once that number has agreed.
     */
    async sendFirstMessage(userId: string, parentId: string, message: string) {
      const [parent] = await db
        .select()
        .from(parents)
        .where(and(eq(parents.id, parentId), eq(parents.userId, userId), eq(parents.active, true)));
      if (!parent) throw new AppError('not_found', 'No such parent.');
      const name = parent.nickname || parent.firstName;
      if (await sms.isOptedOut(parent.phone))
        throw new AppError('conflict', onboardingMessages.optedOut(name));
      const [consent] = await db
        .select({ id: consents.id })
        .from(consents)
        .where(
          and(
            eq(consents.subjectType, 'parent'),
            eq(consents.subjectId, parent.id),
            eq(consents.phone, parent.phone),
            eq(consents.status, 'verified'),
          ),
        );
      if (!consent) throw new AppError('conflict', onboardingMessages.notVerified(name));
      const now = clock.now();
      // A parent checked on by call hears the welcome written for the ear, in her language
      // (docs/product.md §3); the wizard shows her those words rather than a box to type in.
      const spoken = parent.checkInBy === 'call';
      const words = spoken ? welcomeMessage(parent) : message;
      // First contact in waking hours: at night where she lives, it waits for her morning.
      const sendAt = nextTimeInWindow(now, parent.timezone, reminderWindow);
      return db.transaction(async (tx) => {
        await tx
          .insert(onboardingProgress)
          .values({ userId, step: 'first-message', firstMessageSentAt: now })
          .onConflictDoUpdate({
            target: onboardingProgress.userId,
            set: { firstMessageSentAt: now, updatedAt: new Date() },
          });
        if (sendAt > now) {
          // One welcome waits per parent: pressing again at night changes its words, not the
          // number of texts she wakes up to.
          const [waiting] = await tx
            .insert(waitingNotices)
            .values({
              idempotencyKey: `welcome:${parent.id}`,
              userId,
              reason: 'welcome',
              channel: spoken ? 'voice' : 'sms',
              sendTo: parent.phone,
              language: parent.language,
              zone: parent.timezone,
              content: { words, parentId: parent.id },
              sendAt,
            })
            .onConflictDoUpdate({
              target: waitingNotices.idempotencyKey,
              set: { content: { words, parentId: parent.id }, sendAt, sendTo: parent.phone },
            })
            .returning();
          return {
            id: waiting!.id,
            to: parent.phone,
            status: 'waiting',
            waitsUntil: { at: sendAt, zone: parent.timezone },
          };
        }
        // Each press is its own message; the rate limit in the route bounds them.
        const key = `test-message:${parent.id}:${randomUUID()}`;
        const context = { userId, parentId: parent.id };
        const sent = spoken
          ? await voice
              .queue(
                {
                  idempotencyKey: key,
                  to: parent.phone,
                  message: words,
                  inputMode: 'keypad',
                  language: parent.language,
                  question: 'notice',
                  kind: 'test-call',
                  userId,
                  context,
                },
                tx,
              )
              .then((call) => ({ id: call.id, toNumber: call.toNumber, status: call.status }))
          : await sms.queue(
              {
                idempotencyKey: key,
                to: parent.phone,
                body: words,
                kind: 'test',
                userId,
                context,
              },
              tx,
            );
        return { id: sent.id, to: sent.toNumber, status: sent.status, waitsUntil: null };
      });
    },

    /** Finishes set-up once everything the daily check-in needs is stored. */
    async complete(userId: string) {
      const has = async (query: Promise<{ total: number }[]>) =>
        Number((await query)[0]?.total ?? 0) > 0;
      const [profile] = await db
        .select({ userId: profiles.userId })
        .from(profiles)
        .where(eq(profiles.userId, userId));
      const [subscription] = await db
        .select({ status: subscriptions.status })
        .from(subscriptions)
        .where(eq(subscriptions.userId, userId));
      const progress = await progressOf(userId);
      const ready =
        Boolean(profile) &&
        (await has(
          db
            .select({ total: count() })
            .from(parents)
            .where(
              and(
                eq(parents.userId, userId),
                eq(parents.active, true),
                eq(parents.checkInsEnabled, true),
              ),
            ),
        )) &&
        (await has(
          db
            .select({ total: count() })
            .from(familyMembers)
            .where(and(eq(familyMembers.userId, userId), eq(familyMembers.active, true))),
        )) &&
        Boolean(subscription && servingStatuses.includes(subscription.status)) &&
        Boolean(progress?.firstMessageSentAt);
      if (!ready) throw new AppError('conflict', onboardingMessages.notFinished);
      const now = clock.now();
      await db
        .update(users)
        .set({ onboardingCompletedAt: now, updatedAt: now })
        .where(eq(users.id, userId));
    },
  };
}

export type OnboardingService = ReturnType<typeof createOnboardingService>;
