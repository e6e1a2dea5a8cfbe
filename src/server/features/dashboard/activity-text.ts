import type {
  CheckInStep,
  CheckInStepKind,
  FamilyNoticeKind,
  StepDetail,
} from '@/shared/check-in-steps';
import { skipReasonText, type MissedReason } from '@/shared/check-ins';
import type { ActivityItem } from '@/shared/dashboard';
import type { CheckInBy } from '@/shared/family';

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

type Line = Pick<ActivityItem, 'text' | 'tone'>;

function replyLine({ meaning, late, body }: StepDetail<'reply'>, name: string): Line {
  const after = late ? ' (late)' : '';
  switch (meaning) {
    case 'ok':
      return { text: `${name} replied YES${after}`, tone: 'ok' };
    case 'needs_help':
      return { text: `${name} replied NO${after}`, tone: 'alert' };
    case 'help':
      return { text: `${name} asked for HELP${after}`, tone: 'alert' };
    case 'opt_out':
      return { text: `${name} replied STOP`, tone: 'alert' };
    case 'opt_in':
    case 'other':
      return { text: `${name} replied “${body}”`, tone: 'info' };
  }
}

function callAnswerLine(answer: StepDetail<'call_answered'>['answer'], name: string): Line {
  switch (answer) {
    case 'ok':
      return { text: `${name} answered the call: OK`, tone: 'ok' };
    case 'opt_out':
      return { text: `${name} asked on the call for no more calls`, tone: 'alert' };
    case 'help':
      return { text: `${name} answered the call: needs help`, tone: 'alert' };
  }
}

const peopleCount = (told: StepDetail<'family_told'>['told']) => {
  const people = told.filter((entry) => entry.channels.length > 0).length;
  return people === 1 ? '1 person' : `${people} people`;
};

/** What the family was told, and the colour of its badge: an alert only when it is one. */
function noticeLine(notice: FamilyNoticeKind): { words: string; tone: Line['tone'] } {
  switch (notice) {
    case 'ok':
      return { words: 'is OK', tone: 'ok' };
    case 'no':
      return { words: 'needs help', tone: 'alert' };
    case 'info':
      return { words: 'sent a message', tone: 'info' };
    case 'no_response':
      return { words: 'did not respond', tone: 'alert' };
    case 'undeliverable':
      return { words: 'could not be reached by text', tone: 'alert' };
    case 'late':
      return { words: 'replied late', tone: 'info' };
    case 'claimed':
      return { words: 'is being looked after', tone: 'info' };
    case 'resolved':
      return { words: 'is OK', tone: 'ok' };
    case 'reopened':
      return { words: 'has an alert open again', tone: 'alert' };
    case 'weather':
      return { words: 'got an extra check-in for a weather warning', tone: 'info' };
  }
}

/** Steps that get no line of their own: the step that follows (sent, a call) says more. */
export const silentSteps = ['text_queued', 'call_due'] as const satisfies CheckInStepKind[];

/**
 * One check-in step in the owner's words ("Mom replied YES"), with the colour its badge takes:
 * exhaustive over the typed history (src/shared/check-in-steps.ts), so a new kind of step does
 * not compile until it has its words. Undefined for the silent steps.
 */
export function describeStep(
  step: CheckInStep,
  name: string,
  /** How the day's check-in reaches the parent: a call parent's skip is about calls. */
  by: CheckInBy = 'text',
): Line | undefined {
  switch (step.kind) {
    case 'text_queued':
    case 'call_due':
      return undefined;
    case 'skipped':
      return {
        text: `${name}'s check-in was not sent: ${step.detail.reason ? skipReasonText(step.detail.reason, by) : 'it could not be sent'}`,
        tone: 'alert',
      };
    case 'paused':
      return step.detail.body === undefined
        ? { text: `${name}'s check-ins are paused today`, tone: 'info' }
        : { text: `${name} texted “${step.detail.body}”: check-ins paused`, tone: 'info' };
    case 'sent':
      return { text: `Check-in text sent to ${name}`, tone: 'wait' };
    case 'delivered':
      return { text: `Check-in text delivered to ${name}`, tone: 'wait' };
    case 'undeliverable':
      return { text: `Today's text to ${name} could not be delivered`, tone: 'alert' };
    case 'reply':
      return replyLine(step.detail, name);
    case 'claimed':
      return { text: `${step.detail.by} is on it`, tone: 'info' };
    case 'resolved': {
      const note = step.detail.note ? `: “${step.detail.note}”` : '';
      return { text: `${step.detail.by} says ${name} is OK${note}`, tone: 'ok' };
    }
    case 'reopened':
      return {
        text: `${step.detail.by} sent no update in 60 minutes: the alert about ${name} is open again`,
        tone: 'alert',
      };
    case 'backups_told':
      return {
        text: `Nobody was on it in 15 minutes: ${name}'s backup contacts were told (${peopleCount(step.detail.told)})`,
        tone: 'alert',
      };
    case 'call_queued':
      // A call parent's day is its calls; a text parent's call follows the text.
      if (step.detail.checkInBy === 'call')
        return {
          text:
            step.detail.attempt === 2
              ? `Calling ${name} again`
              : `Calling ${name} for today's check-in`,
          tone: 'wait',
        };
      return { text: `No reply yet: calling ${name}`, tone: 'wait' };
    case 'call_answered':
      return callAnswerLine(step.detail.answer, name);
    case 'call_unanswered': {
      const ending = callEnding(step.detail.reason, name);
      // A call parent's first call: a second one follows before anyone is alerted.
      return step.detail.attempt === 1 && step.detail.checkInBy === 'call'
        ? { text: `${ending}; calling again soon`, tone: 'wait' }
        : { text: ending, tone: 'alert' };
    }
    case 'checked_in_early':
      return {
        text: `${name} checked in early${step.detail.channel === 'voice' ? ' by calling us' : ' by text'}`,
        tone: step.detail.meaning === 'ok' ? 'ok' : 'alert',
      };
    case 'family_told': {
      const { words, tone } = noticeLine(step.detail.notice);
      return { text: `Family told ${name} ${words} (${peopleCount(step.detail.told)})`, tone };
    }
  }
  // A kind with no case above stops the build here.
  return unheard(step);
}

function unheard(step: never): never {
  throw new Error(`No words for the step ${JSON.stringify(step)}`);
}
