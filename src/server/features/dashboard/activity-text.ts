import type { ActivityItem } from '../../../shared/dashboard';

const skipReasons: Record<string, string> = {
  consent: 'they have not agreed to texts yet',
  opted_out: 'their number replied STOP',
  subscription: 'the subscription is not active',
  disabled: 'their check-ins are switched off',
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

/**
 * One check-in event in the owner's words ("Mom replied YES"), with the colour its badge takes.
 * Undefined for steps not worth a line of their own.
 */
export function describeEvent(
  kind: string,
  detail: Record<string, unknown>,
  name: string,
): Pick<ActivityItem, 'text' | 'tone'> | undefined {
  switch (kind) {
    case 'skipped':
      return {
        text: `${name}'s check-in was not sent: ${skipReasons[String(detail.reason)] ?? 'it could not be sent'}`,
        tone: 'alert',
      };
    case 'sent':
      return { text: `Check-in text sent to ${name}`, tone: 'wait' };
    case 'delivered':
      return { text: `Check-in text delivered to ${name}`, tone: 'wait' };
    case 'undeliverable':
      return { text: `Today's text to ${name} could not be delivered`, tone: 'alert' };
    case 'reply': {
      const late = detail.late === true ? ' (late)' : '';
      switch (detail.meaning) {
        case 'yes':
          return { text: `${name} replied YES${late}`, tone: 'ok' };
        case 'no':
          return { text: `${name} replied NO${late}`, tone: 'alert' };
        case 'help':
          return { text: `${name} asked for HELP${late}`, tone: 'alert' };
        case 'stop':
          return { text: `${name} replied STOP`, tone: 'alert' };
        default:
          return { text: `${name} replied “${String(detail.body ?? '')}”`, tone: 'info' };
      }
    }
    case 'call_queued':
      return { text: `No reply yet: calling ${name}`, tone: 'wait' };
    case 'call_answered':
      return detail.answer === 'ok'
        ? { text: `${name} answered the call: OK`, tone: 'ok' }
        : { text: `${name} answered the call: needs help`, tone: 'alert' };
    case 'call_unanswered':
      return { text: `${name} did not answer the call`, tone: 'alert' };
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
