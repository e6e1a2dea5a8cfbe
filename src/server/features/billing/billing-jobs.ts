import type { Clock } from '../../clock';
import type { EmailChannel } from '../../channels/email/email-channel';
import type { Database } from '../../db/client';
import { defineJob, scheduledPayload } from '../../jobs/job-definition';
import { endDemoPeriods } from './demo-periods';
import type { BillingProvider } from './provider';
import { announceStops, type AnnounceStop } from './stop-announcements';
import { sendTrialReminders } from './trial-reminders';

export interface BillingJobsDeps {
  db: Database;
  /** The owner's reminders before her trial ends. */
  email: EmailChannel;
  /** Tells everyone that the daily check-in stopped (the check-in engine does). */
  announceStop: AnnounceStop;
  provider: BillingProvider;
  clock: Clock;
  publicUrl: string;
}

/** Billing's scheduled work: demo billing's period ends, and the notices billing owes. */
export function billingJobs(deps: BillingJobsDeps) {
  const { db, email, provider, clock, publicUrl } = deps;
  return {
    /** Demo billing's own period ends (see demo-periods.ts). */
    endDemoPeriods: () => endDemoPeriods({ db, provider, clock }),

    demoPeriodJob() {
      return defineJob({
        name: 'demo-billing-periods',
        payload: scheduledPayload,
        // A demo period ends within five minutes of its end, as Stripe's own renewals lag a little.
        cron: '*/5 * * * *',
        handle: async (_payload, { logger: jobLogger }) => {
          const ended = await endDemoPeriods({ db, provider, clock });
          if (ended > 0) jobLogger.info({ ended }, 'demo billing periods ended');
        },
      });
    },

    /**
     * The owner's reminders before her trial ends, and the news that check-ins stopped for
     * billing, each once (docs/product.md §2.12). Every minute, so a stop is told within one.
     */
    billingNoticesJob() {
      return defineJob({
        name: 'billing-notices',
        payload: scheduledPayload,
        cron: '* * * * *',
        handle: async (_payload, { logger: jobLogger }) => {
          const reminders = await sendTrialReminders({ db, email, clock, publicUrl });
          const stops = await announceStops({ db, clock, announce: deps.announceStop });
          if (reminders.sent + stops.told > 0)
            jobLogger.info({ reminders: reminders.sent, stops: stops.told }, 'billing notices');
        },
      });
    },
  };
}
