import { eq } from 'drizzle-orm';
import type { EmailChannel } from '../../channels/email/email-channel';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { parents } from '../../db/schema';
import { defineJob, scheduledPayload } from '../../jobs/job-definition';
import type { Protection } from '@/shared/protection';
import { protectionFactsOf } from './protection-facts';
import { protectionOf } from './protection-of';
import { createProtectionReminders } from './reminders';

/**
 * Whether each of the account's parents is protected, and if not, why (docs/product.md §2.12): what
 * every screen shows instead of "Active".
 */
export async function protectionOfParents(
  db: Database,
  userId: string,
): Promise<Map<string, Protection>> {
  const facts = await protectionFactsOf(db, eq(parents.userId, userId));
  return new Map(facts.map((parent) => [parent.parentId, protectionOf(parent)]));
}

/** The owner's reminders about parents who are not protected, and their worker job. */
export function createProtectionService(deps: {
  db: Database;
  email: EmailChannel;
  clock: Clock;
  publicUrl: string;
}) {
  const reminders = createProtectionReminders(deps);
  return {
    sendDueReminders: reminders.sweep,

    reminderJob() {
      return defineJob({
        name: 'protection-reminders',
        payload: scheduledPayload,
        // Reminders are days apart; a look every ten minutes keeps the first near 9:00 AM.
        cron: '*/10 * * * *',
        handle: async (_payload, { logger }) => {
          const result = await reminders.sweep();
          if (result.found > 0 || result.reminded > 0)
            logger.info(result, 'protection reminders swept');
        },
      });
    },
  };
}

export type ProtectionService = ReturnType<typeof createProtectionService>;
