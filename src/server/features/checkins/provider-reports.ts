import type { VoiceCall } from '../../channels/voice/call-repository';
import type { SmsMessage } from '../../channels/sms/sms-repository';
import type { Database } from '../../db/client';
import type { MissedReason } from '@/shared/check-ins';
import type { CheckInEvent } from './check-in-events';
import { MINUTE_MS, settingsOf, type EngineDeps } from './engine-deps';
import type { MoveCheckIn } from './move-check-in';

/**
 * How a follow-up call that ended without an answer ended, in the words the family is told:
 * "did not answer the call" only when nobody picked up (docs/product.md §2.6).
 */
export function missedReasonOfCall(call: VoiceCall): MissedReason | undefined {
  if (call.answer === 'no-input') return 'answered_no_reply';
  switch (call.status) {
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

/** A check-in call's recorded answer as the engine's event; undefined while it has none. */
export function callAnswerEvent(call: VoiceCall): CallAnswered | undefined {
  const words = call.answerInput || call.answer || '';
  const answered = (answer: CallAnswered['answer']): CallAnswered => ({
    type: 'call_answered',
    answer,
    words,
    callId: call.id,
  });
  switch (call.answer) {
    case 'ok':
      return answered('ok');
    case 'help':
      return answered('needs_help');
    case 'opt-out':
      return answered('opt_out');
    // The consent call's answers, and no answer at all.
    case 'agree':
    case 'refuse':
    case 'no-input':
    case null:
      return undefined;
  }
}

type CallAnswered = Extract<CheckInEvent, { type: 'call_answered' }>;

/** The provider's reports on the day's text and on the day's calls, as engine events. */
export function createProviderReports({ clock }: Pick<EngineDeps, 'clock'>, move: MoveCheckIn) {
  return {
    async onTextStatus(tx: Database, message: SmsMessage) {
      const checkInId = message.context.checkInId;
      if (message.kind !== 'checkin' || typeof checkInId !== 'string') return;
      // The follow-up is counted from now, by the account's delay.
      const followUpAt = async () => {
        const { followUpDelayMinutes } = await settingsOf(tx, message.userId ?? '');
        return new Date(clock.now().getTime() + followUpDelayMinutes * MINUTE_MS);
      };
      switch (message.status) {
        // Without a delivery report, the timer runs from the provider's acceptance.
        case 'sent':
          return move(tx, checkInId, { type: 'text_sent', followUpAt: await followUpAt() });
        case 'delivered':
          return move(tx, checkInId, { type: 'text_delivered', followUpAt: await followUpAt() });
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
      const answered = callAnswerEvent(call);
      if (answered) return move(tx, checkInId, answered);
      const reason = missedReasonOfCall(call);
      if (reason) return move(tx, checkInId, { type: 'call_missed', reason, callId: call.id });
    },
  };
}
