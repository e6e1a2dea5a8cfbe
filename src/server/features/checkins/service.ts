import { randomUUID } from 'node:crypto';
import type { VoiceCall } from '../../channels/voice/call-repository';
import type { Database } from '../../db/client';
import { stopCauseText } from '@/shared/billing';
import type { CheckInsStopped } from '../billing/service';
import { defineJob, scheduledPayload } from '../../jobs/job-definition';
import { recordSweep } from '../../jobs/heartbeat-repository';
import type { EngineDeps } from './engine-deps';
import { createFollowUp } from './follow-up';
import { readAlertToken, stillReaches, type AlertLink } from './alert-links';
import { createFamilyReplies } from './family-replies';
import { createCheckInMover } from './move-check-in';
import { createProviderReports } from './provider-reports';
import { recipientsOf } from './recipients';
import { createReplies } from './replies';
import { ownerStopNotices, planStopNotices, type NewWaitingNotice } from './stop-notices';
import { createSweep } from './sweep';
import { deliverWaitingNotices, holdNotices, keepWaitingAfterDeletion } from './waiting-notices';
import { createWeeklyReports } from './weekly-report';
import { checkIns } from '../../db/schema';
import { and, eq, inArray } from 'drizzle-orm';

export type { CheckIn } from './check-in-rows';
export type { ParentText } from './replies';
export type { FamilyText } from './family-replies';
/** Each parent's recent days at a glance: the overview, the weekly report and the alert page. */
export { stripsOf, weekStrips, type StripParent } from './week-strip';
/** Telling a parent's family of what is not a day's news (a pause): who, by which channels, when. */
export { recipientsOf, channelsFor } from './recipients';
export { holdNotices } from './waiting-notices';
export type { NewWaitingNotice } from './stop-notices';

/**
 * The daily check-in engine (docs/product.md §2), by stage: the sweep that starts each day, the
 * parent's replies, the provider's reports on texts and calls, the follow-up call and the
 * alert when it comes to nothing, and the weekly report. Every stage moves a check-in only
 * through `next` (check-in-machine.ts), applied by the mover.
 */
export function createCheckInService(deps: EngineDeps) {
  const move = createCheckInMover(deps);
  const { sweep, sendNow } = createSweep(deps, move);
  const { followUp } = createFollowUp(deps, move);
  const reports = createProviderReports(deps, move);
  const replies = createReplies(deps, move);
  const familyReplies = createFamilyReplies(deps, move);
  const weeklyReports = createWeeklyReports(deps);

  return {
    sweep,
    sendNow,
    followUp,
    weeklyReports,
    /** "I'm on it" or "SHE'S OK" from an alert's page (the text path is in family-replies). */
    takeInHand: familyReplies.takeInHand,
    recipientsOf,
    /** Reads an alert's link (signed for one recipient, 48 hours). */
    readAlertLink: (token: string) => readAlertToken(token, deps.clock.now(), deps.linkSecret),
    /** Whether a link's address or number is still its recipient's (alert-links.ts). */
    alertLinkStillReaches: (link: AlertLink, recipient: { email: string; phone: string | null }) =>
      stillReaches(link, recipient, deps.linkSecret),

    sweepJob() {
      return defineJob({
        name: 'check-in-sweep',
        payload: scheduledPayload,
        cron: '* * * * *',
        handle: async (_payload, { logger, instanceId }) => {
          // The worker's heartbeat: the minute's sweep ran here.
          await recordSweep(deps.db, instanceId, deps.clock.now());
          // A pause's notices go before the day's own texts, so that "check-ins start again
          // today" comes before the check-in (the pauses' job holds it from 7:00 AM:
          // pauses/service.ts). Every other waiting notice goes after them: a morning's backlog
          // (welcome tests held overnight) must never hold a check-in back in the sending
          // number's queue.
          const resumed = await deliverWaitingNotices(deps, ['paused', 'resumed']);
          const created = await sweep();
          const others = await deliverWaitingNotices(deps);
          const stopNotices = { sent: resumed.sent + others.sent };
          const followed = await followUp();
          const sentReports = await weeklyReports.sendDue();
          // Texts whose wake-up was lost (a web process gone between commit and wake-up).
          await deps.sms.wakeIfDue();
          const work =
            created.sent +
            created.skipped +
            followed.called +
            followed.timedOut +
            followed.reopened +
            followed.backupsTold +
            sentReports.sent +
            stopNotices.sent;
          if (work > 0) {
            logger.info(
              { ...created, ...followed, reports: sentReports.sent, stopNotices: stopNotices.sent },
              'check-in sweep',
            );
          }
        },
      });
    },

    /**
     * Check-ins stopped for billing (docs/product.md §2.12): the owner is e-mailed now; each parent
     * whose check-in was running, each member who follows one, and the owner's text wait for
     * their waking hours. In the caller's transaction, which takes back the stop's mark.
     */
    async announceStop(tx: Database, stop: CheckInsStopped) {
      const told = {
        userId: stop.userId,
        reason: 'billing' as const,
        because: stopCauseText[stop.cause],
        key: `${stop.userId}:${stop.at.toISOString()}`,
        at: stop.at,
      };
      const planned = await planStopNotices(tx, told);
      const ownerTexts = await ownerStopNotices(
        tx,
        deps.email,
        {
          ...told,
          monthlyCents: stop.monthlyCents,
          subscribeUrl: `${deps.publicUrl}/subscription`,
        },
        planned,
      );
      await holdNotices(tx, [...planned.notices, ...ownerTexts]);
    },

    /**
     * A deleted account's farewell (docs/product.md §2.12): what each parent whose check-in was
     * running, and each member who follows one, is to be told, read while the account's rows
     * still exist. `holdFarewell` stores it once they are gone.
     */
    async planFarewell(userId: string) {
      const planned = await planStopNotices(deps.db, {
        userId,
        reason: 'deleted',
        because: '',
        key: 'deleted',
        at: deps.clock.now(),
      });
      // Keyed by nothing of the account, which will be gone (account-tables.ts finds no trace).
      return planned.notices.map((notice) => ({
        ...notice,
        idempotencyKey: `farewell:${randomUUID()}`,
      }));
    },

    /**
     * Stores a deleted account's farewell, in the deletion's transaction once its rows are
     * gone, with what still waited of a stop for billing told before (keepWaitingAfterDeletion
     * must run first, while the account's agreements exist).
     */
    holdFarewell: (tx: Database, notices: NewWaitingNotice[]) => holdNotices(tx, notices),
    keepWaitingAfterDeletion,

    // What the inbound router (src/server/inbound) asks of a batch's numbers, and the routes
    // this feature owns: a parent's answer, a family member's claim or close.
    numbersWithOpenCheckIn: replies.numbersWithOpenCheckIn,
    /**
     * A parent's own PAUSE answers her days still waiting for her (docs/product.md §2.14): each
     * closes as paused, and no call follows.
     */
    async pauseOpenDay(tx: Database, parentId: string, words: string) {
      const open = await tx
        .select({ id: checkIns.id })
        .from(checkIns)
        .where(
          and(
            eq(checkIns.parentId, parentId),
            inArray(checkIns.status, ['awaiting', 'calling', 'redialing']),
          ),
        );
      for (const { id } of open) await move(tx, id, { type: 'pause', words });
    },
    earlyCheckInFacts: replies.earlyCheckInFacts,
    numbersToldOfAlert: familyReplies.numbersToldOfAlert,
    answerParentTexts: replies.answerTexts,
    takeAlertByText: familyReplies.takeAlertByText,

    /** The provider's report on a text the engine sent. */
    onTextStatus: reports.onTextStatus,
    /** A call's result: the follow-up call's answer, or a parent's words on a call to us. */
    async onCallAnswered(tx: Database, call: VoiceCall) {
      await reports.onCall(tx, call);
      await replies.onInboundCall(tx, call);
    },
    onCallStatus: (tx: Database, call: VoiceCall) => reports.onCall(tx, call),
  };
}

export type CheckInService = ReturnType<typeof createCheckInService>;
