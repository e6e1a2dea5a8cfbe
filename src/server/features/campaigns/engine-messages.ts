import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { messageCampaigns, scheduledMessages } from '../../db/schema';

export interface CampaignMessage {
  id: string;
  content: string;
  includeFunFact: boolean;
}

/**
 * The scheduled message each (userId, localDate) should use: from an active campaign, newest
 * campaign first; sent or not (several parents of one account share it). Keyed
 * `${userId} ${localDate}`; absent when none. One query for the whole batch.
 */
export async function campaignMessagesFor(
  db: Database,
  wanted: { userId: string; localDate: string }[],
): Promise<Map<string, CampaignMessage>> {
  const found = new Map<string, CampaignMessage>();
  if (wanted.length === 0) return found;
  const pairs = sql.join(
    wanted.map(({ userId, localDate }) => sql`(${userId}, ${localDate})`),
    sql`, `,
  );
  const rows = await db
    .select({
      id: scheduledMessages.id,
      userId: scheduledMessages.userId,
      sendDate: scheduledMessages.sendDate,
      content: scheduledMessages.content,
      includeFunFact: scheduledMessages.includeFunFact,
    })
    .from(scheduledMessages)
    .innerJoin(messageCampaigns, eq(messageCampaigns.id, scheduledMessages.campaignId))
    .where(
      and(
        eq(messageCampaigns.active, true),
        eq(messageCampaigns.userId, scheduledMessages.userId),
        sql`(${scheduledMessages.userId}, ${scheduledMessages.sendDate}) in (${pairs})`,
      ),
    )
    // Newest campaign first; the id breaks a tie between two created in the same instant.
    .orderBy(desc(messageCampaigns.createdAt), desc(messageCampaigns.id));
  for (const row of rows) {
    const key = `${row.userId} ${row.sendDate}`;
    if (!found.has(key))
      found.set(key, { id: row.id, content: row.content, includeFunFact: row.includeFunFact });
  }
  return found;
}

/** Marks these messages sent at `at` (only those not yet sent: the first parent's send locks it). */
export async function markCampaignMessagesSent(
  db: Database,
  ids: string[],
  at: Date,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(scheduledMessages)
    .set({ sentAt: at, updatedAt: at })
    .where(and(inArray(scheduledMessages.id, ids), isNull(scheduledMessages.sentAt)));
}
