import type { EmailChannel } from '../../channels/email/email-channel';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { defineJob, scheduledPayload } from '../../jobs/job-definition';
import { protectionOf } from './protection-of';
import { createProtectionReminders } from './reminders';

export { protectionOf };

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
