import type { ChannelEvents } from '../../channels/dispatch';
import type { CallStatus, VoiceCall } from '../../channels/voice/call-repository';
import type { SmsStatus } from '../../channels/sms/sms-repository';
import type { Database } from '../../db/client';
import type { MissedReason } from '../../../shared/check-ins';
import { MINUTE_MS, settingsOf, type EngineDeps } from './engine-deps';
import type { MoveCheckIn } from './move-check-in';

/**
 * How a follow-up call that ended without an answer ended, in the words the family is told:
 * "did not answer the call" only when nobody picked up (PRODUCT.md §2.6).
 */
export function missedReasonOfCall(call: VoiceCall): MissedReason | undefined {
  if (call.answer === 'no-input') return 'answered_no_reply';
  switch (call.status as CallStatus) {
    case 'no-answer':
      return 'no_answer';
    case 'busy':
      return 'busy';
    case 'failed':
    case 'canceled':
      return 'call_failed';
    case 'completed':
      // Picked up and hung up (or the answer is still being recorded: see the webhook order).
      return call.answer ? undefined : 'answered_no_reply';
    case 'queued':
    case 'placing':
    case 'placed':
    case 'ringing':
    case 'in-progress':
      return undefined;
  }
}

/** The provider's reports on the day's text and on the follow-up call, as engine events. */
export function createProviderReports({ clock }: Pick<EngineDeps, 'clock'>, move: MoveCheckIn) {
  return {
    async onTextStatus({ message, tx }: ChannelEvents['smsStatus']) {
      const checkInId = message.context.checkInId;
      if (message.kind !== 'checkin' || typeof checkInId !== 'string') return;
      const { followUpDelayMinutes } = await settingsOf(tx, message.userId ?? '');
      const followUpAt = new Date(clock.now().getTime() + followUpDelayMinutes * MINUTE_MS);
      switch (message.status as SmsStatus) {
        // Without a delivery report, the timer runs from the provider's acceptance.
        case 'sent':
          return move(tx, checkInId, { type: 'text_sent', followUpAt });
        case 'delivered':
          return move(tx, checkInId, { type: 'text_delivered', followUpAt });
        case 'undelivered':
        case 'failed':
          return move(tx, checkInId, { type: 'text_failed', error: message.errorCode ?? null });
        // The provider's acceptance does not move a check-in, nor do our own steps.
        case 'queued':
        case 'sending':
        case 'accepted':
        case 'blocked':
          return undefined;
      }
    },

    /** The call's answer, or its final status. */
    async onCall(tx: Database, call: VoiceCall) {
      const checkInId = call.context.checkInId;
      if (call.kind !== 'checkin-call' || typeof checkInId !== 'string') return;
      if (call.answer === 'ok' || call.answer === 'help') {
        return move(tx, checkInId, {
          type: 'call_answered',
          answer: call.answer === 'ok' ? 'ok' : 'needs_help',
          words: call.answerInput ?? call.answer,
        });
      }
      const reason = missedReasonOfCall(call);
      if (reason) return move(tx, checkInId, { type: 'call_missed', reason });
    },
  };
}
