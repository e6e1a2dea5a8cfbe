import {
  missedReasons,
  skipReasonText,
  skipReasons,
  type MissedReason,
  type SkipReason,
} from '@/shared/check-ins';
import type { ActivityItem } from '@/shared/dashboard';
import type { CheckInBy } from '@/shared/family';

const isSkipReason = (value: unknown): value is SkipReason =>
  skipReasons.includes(value as SkipReason);
const isMissedReason = (value: unknown): value is MissedReason =>
  missedReasons.includes(value as MissedReason);

/** How a call that brought no answer ended, in the owner's words. */
function callEnding(reason: MissedReason, name: string): string {
  switch (reason) {
    case 'no_answer':
      return `${name} did not answer the call`;
    case 'busy':
      return `${name}'s line was busy`;
    case 'call_failed':
      return `The call to ${name} could not be placed`;
    case 'answered_no_reply':
      return `${name} answered the call but gave no answer`;
    case 'no_result':
      return `No result came back from the call to ${name}`;
    case 'no_call':
      return `${name} did not reply to the text`;
  }
}

/**
 * What a reply meant. Rows recorded before the reply rules were one function say yes, no and
 * stop; they read the same as ok, needs_help and opt_out.
 */
const replyMeanings: Record<string, 'ok' | 'no' | 'help' | 'stop' | 'start'> = {
  ok: 'ok',
  yes: 'ok',
  needs_help: 'no',
  no: 'no',
  help: 'help',
  opt_out: 'stop',
  stop: 'stop',
  opt_in: 'start',
};

const noticeWords: Record<string, string> = {
  ok: 'is OK',
  no: 'needs help',
  info: 'sent a message',
  no_response: 'did not respond',
  undeliverable: 'could not be reached by text',
  late: 'replied late',
};

const peopleCount = (told: unknown) => {
  const people = Array.isArray(told)
    ? told.filter((entry) => Array.isArray(entry?.channels) && entry.channels.length > 0).length
    : 0;
  return people === 1 ? '1 person' : `${people} people`;
};

function replyLine(
  detail: Record<string, unknown>,
  name: string,
): Pick<ActivityItem, 'text' | 'tone'> {
  const late = detail.late === true ? ' (late)' : '';
  const meaning: (typeof replyMeanings)[string] | undefined = replyMeanings[String(detail.meaning)];
  switch (meaning) {
    case 'ok':
      return { text: `${name} replied YES${late}`, tone: 'ok' };
    case 'no':
      return { text: `${name} replied NO${late}`, tone: 'alert' };
    case 'help':
      return { text: `${name} asked for HELP${late}`, tone: 'alert' };
    case 'stop':
      return { text: `${name} replied STOP`, tone: 'alert' };
    case 'start':
    case undefined:
      return { text: `${name} replied “${String(detail.body ?? '')}”`, tone: 'info' };
  }
}

/**
 * One check-in event in the owner's words ("Mom replied YES"), with the colour its badge takes.
 * Undefined for steps not worth a line of their own.
 */
export function describeEvent(
  kind: string,
  detail: Record<string, unknown>,
  name: string,
  /** How the day's check-in reaches the parent: a call parent's skip is about calls. */
  by: CheckInBy = 'text',
): Pick<ActivityItem, 'text' | 'tone'> | undefined {
  switch (kind) {
    case 'skipped':
      return {
        text: `${name}'s check-in was not sent: ${isSkipReason(detail.reason) ? skipReasonText(detail.reason, by) : 'it could not be sent'}`,
        tone: 'alert',
      };
    case 'sent':
      return { text: `Check-in text sent to ${name}`, tone: 'wait' };
    case 'delivered':
      return { text: `Check-in text delivered to ${name}`, tone: 'wait' };
    case 'undeliverable':
      return { text: `Today's text to ${name} could not be delivered`, tone: 'alert' };
    case 'reply':
      return replyLine(detail, name);
    case 'claimed':
      return { text: `${String(detail.by ?? 'Someone')} is on it`, tone: 'info' };
    case 'resolved': {
      const note = typeof detail.note === 'string' && detail.note ? `: “${detail.note}”` : '';
      return {
        text: `${String(detail.by ?? 'Someone')} says ${name} is OK${note}`,
        tone: 'ok',
      };
    }
    case 'call_queued':
      // A call parent's day is its calls (issue 23); a text parent's call follows the text.
      if (detail.checkInBy === 'call')
        return {
          text:
            detail.attempt === 2 ? `Calling ${name} again` : `Calling ${name} for today's check-in`,
          tone: 'wait',
        };
      return { text: `No reply yet: calling ${name}`, tone: 'wait' };
    case 'call_answered':
      return detail.answer === 'ok'
        ? { text: `${name} answered the call: OK`, tone: 'ok' }
        : detail.answer === 'opt_out'
          ? { text: `${name} asked on the call for no more calls`, tone: 'alert' }
          : { text: `${name} answered the call: needs help`, tone: 'alert' };
    case 'call_unanswered': {
      const ending = callEnding(isMissedReason(detail.reason) ? detail.reason : 'no_answer', name);
      // A call parent's first call: a second one follows before anyone is alerted.
      return detail.attempt === 1 && detail.checkInBy === 'call'
        ? { text: `${ending}; calling again soon`, tone: 'wait' }
        : { text: ending, tone: 'alert' };
    }
    case 'checked_in_early':
      return {
        text: `${name} checked in early${detail.channel === 'voice' ? ' by calling us' : ' by text'}`,
        tone: detail.meaning === 'ok' ? 'ok' : 'alert',
      };
    case 'family_told': {
      const notice = String(detail.notice);
      const words = noticeWords[notice] ?? 'has news';
      return {
        text: `Family told ${name} ${words} (${peopleCount(detail.told)})`,
        tone: notice === 'ok' ? 'ok' : notice === 'info' || notice === 'late' ? 'info' : 'alert',
      };
    }
    default:
      // text_queued and anything new: the step that follows (sent, undeliverable) says more.
      return undefined;
  }
}
