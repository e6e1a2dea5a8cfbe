import { and, asc, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { messageCampaigns, scheduledMessages } from '../../db/schema';
import { AppError } from '../../http/app-error';
import {
  addDays,
  CAMPAIGN_START_WINDOW_DAYS,
  campaignMessages,
  funFactDay,
  type CampaignDetailDto,
  type CampaignDto,
  type CampaignListDto,
  type createCampaignSchema,
  type ScheduledMessageDto,
} from '@/shared/campaigns';
import { firstSendOf, ownerToday, sendScheduleOf, statusOf } from './send-times';

type CampaignFields = z.output<typeof createCampaignSchema>;
type CampaignRow = typeof messageCampaigns.$inferSelect;
type MessageRow = typeof scheduledMessages.$inferSelect;

// Not found and not yours answer the same, so nobody can probe for other accounts' rows.
const notFound = (what: string) => new AppError('not_found', `No such ${what}.`);

const campaignDto = (row: CampaignRow, messageCount: number, sentCount: number): CampaignDto => ({
  id: row.id,
  name: row.name,
  description: row.description,
  startDate: row.startDate,
  endDate: row.endDate,
  active: row.active,
  createdAt: row.createdAt.toISOString(),
  messageCount,
  sentCount,
});

const messageCount = count(scheduledMessages.id).mapWith(Number);
const sentCount = sql<number>`count(${scheduledMessages.sentAt})`.mapWith(Number);

export function createCampaignService({ db, clock }: { db: Database; clock: Clock }) {
  const messageDto = (row: MessageRow, sendsAt: Date | null, now: Date): ScheduledMessageDto => ({
    id: row.id,
    day: row.day,
    sendDate: row.sendDate,
    content: row.content,
    includeFunFact: row.includeFunFact,
    status: statusOf(row.sentAt, sendsAt, now),
    sendsAt: sendsAt?.toISOString() ?? null,
    sentAt: row.sentAt?.toISOString() ?? null,
  });

  const countsOf = async (tx: Database, campaignId: string) => {
    const [counts] = await tx
      .select({ messageCount, sentCount })
      .from(scheduledMessages)
      .where(eq(scheduledMessages.campaignId, campaignId));
    return counts ?? { messageCount: 0, sentCount: 0 };
  };

  return {
    /** The owner's campaigns, newest first, with how many messages each has and has sent. */
    async list(userId: string): Promise<CampaignListDto> {
      const rows = await db
        .select({ campaign: messageCampaigns, messageCount, sentCount })
        .from(messageCampaigns)
        .leftJoin(scheduledMessages, eq(scheduledMessages.campaignId, messageCampaigns.id))
        .where(eq(messageCampaigns.userId, userId))
        .groupBy(messageCampaigns.id)
        .orderBy(desc(messageCampaigns.createdAt), desc(messageCampaigns.id));
      const today = ownerToday(await sendScheduleOf(db, userId), clock.now());
      return {
        campaigns: rows.map((row) => campaignDto(row.campaign, row.messageCount, row.sentCount)),
        today,
        latestStart: addDays(today, CAMPAIGN_START_WINDOW_DAYS),
      };
    },

    async get(userId: string, campaignId: string): Promise<CampaignDetailDto> {
      const [campaign] = await db
        .select()
        .from(messageCampaigns)
        .where(and(eq(messageCampaigns.id, campaignId), eq(messageCampaigns.userId, userId)));
      if (!campaign) throw notFound('campaign');
      const rows = await db
        .select()
        .from(scheduledMessages)
        .where(
          and(eq(scheduledMessages.campaignId, campaignId), eq(scheduledMessages.userId, userId)),
        )
        .orderBy(asc(scheduledMessages.day));
      const schedule = await sendScheduleOf(db, userId);
      const now = clock.now();
      return {
        campaign: campaignDto(campaign, rows.length, rows.filter((row) => row.sentAt).length),
        messages: rows.map((row) => messageDto(row, firstSendOf(schedule, row.sendDate), now)),
      };
    },

    /**
     * The spec's create_message_campaign: the campaign and one message per day, all or nothing.
     * The start date is checked against the owner's own today, not the server's.
     */
    async create(userId: string, input: CampaignFields): Promise<CampaignDto> {
      const today = ownerToday(await sendScheduleOf(db, userId), clock.now());
      if (input.startDate < today || input.startDate > addDays(today, CAMPAIGN_START_WINDOW_DAYS)) {
        throw new AppError('validation_failed', campaignMessages.startDateWindow);
      }
      const now = clock.now();
      return db.transaction(async (tx) => {
        const [campaign] = await tx
          .insert(messageCampaigns)
          .values({
            userId,
            name: input.name,
            description: input.description,
            startDate: input.startDate,
            endDate: addDays(input.startDate, input.messages.length - 1),
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        await tx.insert(scheduledMessages).values(
          input.messages.map((content, index) => ({
            campaignId: campaign!.id,
            userId,
            day: index + 1,
            sendDate: addDays(input.startDate, index),
            content,
            type: 'daily_checkin',
            includeFunFact: funFactDay(index + 1),
          })),
        );
        return campaignDto(campaign!, input.messages.length, 0);
      });
    },

    /** Pause (its messages are not used) or activate again. */
    async setActive(userId: string, campaignId: string, active: boolean): Promise<CampaignDto> {
      return db.transaction(async (tx) => {
        const [updated] = await tx
          .update(messageCampaigns)
          .set({ active, updatedAt: clock.now() })
          .where(and(eq(messageCampaigns.id, campaignId), eq(messageCampaigns.userId, userId)))
          .returning();
        if (!updated) throw notFound('campaign');
        const counts = await countsOf(tx, campaignId);
        return campaignDto(updated, counts.messageCount, counts.sentCount);
      });
    },

    /** Removes the campaign and its unsent messages; sent ones stay as history, unattached. */
    async remove(userId: string, campaignId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [campaign] = await tx
          .select({ id: messageCampaigns.id })
          .from(messageCampaigns)
          .where(and(eq(messageCampaigns.id, campaignId), eq(messageCampaigns.userId, userId)))
          .for('update');
        if (!campaign) throw notFound('campaign');
        await tx
          .delete(scheduledMessages)
          .where(
            and(eq(scheduledMessages.campaignId, campaignId), isNull(scheduledMessages.sentAt)),
          );
        // The foreign key sets campaign_id to null on the sent ones.
        await tx.delete(messageCampaigns).where(eq(messageCampaigns.id, campaignId));
      });
    },

    /**
     * New words for one day. The row is locked while the send time is checked, so the engine's
     * markCampaignMessagesSent cannot slip in between the check and the write.
     */
    async editMessage(
      userId: string,
      messageId: string,
      content: string,
    ): Promise<ScheduledMessageDto> {
      const schedule = await sendScheduleOf(db, userId);
      return db.transaction(async (tx) => {
        const [message] = await tx
          .select()
          .from(scheduledMessages)
          .where(
            and(
              eq(scheduledMessages.id, messageId),
              eq(scheduledMessages.userId, userId),
              isNotNull(scheduledMessages.campaignId),
            ),
          )
          .for('update');
        if (!message) throw notFound('scheduled message');
        const now = clock.now();
        const sendsAt = firstSendOf(schedule, message.sendDate);
        const status = statusOf(message.sentAt, sendsAt, now);
        if (status === 'sent') throw new AppError('conflict', campaignMessages.sent);
        if (status === 'locked') throw new AppError('conflict', campaignMessages.locked);
        const [updated] = await tx
          .update(scheduledMessages)
          .set({ content, updatedAt: now })
          .where(eq(scheduledMessages.id, messageId))
          .returning();
        return messageDto(updated!, sendsAt, now);
      });
    },
  };
}

export type CampaignService = ReturnType<typeof createCampaignService>;

// What the check-in engine reads of campaigns: each account's line for the day.
export { campaignMessagesFor, markCampaignMessagesSent } from './engine-messages';
