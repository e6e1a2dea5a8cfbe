import { DateTime } from 'luxon';
import { emergencyAdvice as emergency, nextSteps } from '@/shared/alerts';
import { missedCallsText, missedReasonText, type MissedReason } from '@/shared/check-ins';
import type { Language } from '@/shared/languages';
import { formatPhone } from '@/shared/phone';
import type { EmailParagraph } from '../../channels/email/email-template';
import { keepRecentReadings } from '../../replies/recent-readings';
import { weatherWarningKinds } from '@/shared/weather';
import { weatherFamilyNotice } from '../weather/service';

// The texts the engine sends to parents and families (docs/product.md §2–§3).

/**
 * A time of day as the family reads it ("9:05 AM"), in the parent's zone. A batch of replies
 * reads the same few minutes in the same few zones, so the recent ones are kept, by minute and
 * zone.
 */
const clockFaceOf = keepRecentReadings((minuteAndZone: string) => {
  const [minute, zone] = minuteAndZone.split(' ');
  return DateTime.fromMillis(Number(minute) * 60_000, { zone }).toFormat('h:mm a');
});
const clock = (at: Date, zone: string) =>
  clockFaceOf(`${Math.floor(at.getTime() / 60_000)} ${zone}`);

/** What the service texts back to a parent, in the parent's language. */
export const parentRepliesIn: Record<
  Language,
  { thanks: (name: string) => string; familyTold: () => string; askAgain: () => string }
> = {
  en: {
    thanks: (name) =>
      `Thank you, ${name}! We've let your family know you're OK. Have a lovely day.`,
    familyTold: () =>
      `Thank you for telling us. Your family has been notified and will reach out soon. ${emergency}`,
    askAgain: () =>
      'Thanks for your message! Please reply YES if you are OK, or NO if you need help.',
  },
  es: {
    thanks: (name) =>
      `¡Gracias, ${name}! Ya le avisamos a su familia que usted está bien. Que tenga un lindo día.`,
    familyTold: () =>
      'Gracias por avisarnos. Su familia ya fue notificada y se comunicará con usted pronto. En una emergencia, llame al 911.',
    askAgain: () =>
      '¡Gracias por su mensaje! Por favor responda SÍ si está bien, o NO si necesita ayuda.',
  },
};
export const parentReplies = parentRepliesIn.en;

export type { FamilyNoticeKind } from '@/shared/check-in-steps';
import type { FamilyNoticeKind } from '@/shared/check-in-steps';

/** The notices that are alerts: anyone told may take them in hand ("I'm on it"). */
export function isAlert(kind: FamilyNoticeKind) {
  switch (kind) {
    case 'no':
    case 'no_response':
    case 'undeliverable':
    case 'reopened':
      return true;
    case 'ok':
    case 'info':
    case 'late':
    case 'weather':
    case 'claimed':
    case 'resolved':
      return false;
  }
}

export interface FamilyNotice {
  subject: string;
  /** The words of the text. */
  text: string;
  /** The same words by e-mail, the parent's number there a `tel:` link. */
  paragraphs: EmailParagraph[];
}

/**
 * What happened, then what to do about it (docs/product.md §2.15): call her at her number, then
 * someone near her, then 911. A text gives the number as phones make it tappable; an e-mail
 * links it. Only the people already told of her alerts get these, so her number goes nowhere new.
 */
function withNextSteps(
  happened: string,
  parent: { firstName: string; phone: string },
): Omit<FamilyNotice, 'subject'> {
  const steps = nextSteps(parent.firstName);
  const number = formatPhone(parent.phone);
  const after = `. ${steps.noAnswer} ${steps.emergency}`;
  return {
    text: `${happened} ${steps.call} ${number}${after}`,
    paragraphs: [happened, [`${steps.call} `, { text: number, url: `tel:${parent.phone}` }, after]],
  };
}

const justSaid = (text: string): Omit<FamilyNotice, 'subject'> => ({ text, paragraphs: [text] });

/** What a family member is told, the same words by text and by e-mail. */
export function familyNotice(
  kind: FamilyNoticeKind,
  facts: {
    parentName: string;
    /** Her first name and her number (E.164), for the steps an alert names. */
    parentFirstName: string;
    parentPhone: string;
    at: Date;
    zone: string;
    reply?: string;
    lateAnswer?: 'YES' | 'NO';
    missedReason?: MissedReason;
    /** A call parent's first call went unanswered too: how it ended. */
    firstMissedReason?: MissedReason;
    /** The parent checked in before the day's time, by text or by calling in. */
    early?: 'sms' | 'voice';
    /** Who took the alert in hand, and their note. */
    by?: string;
    note?: string;
    /** A lapsed claim: who held the alert, and since when. */
    heldBy?: { name: string; since: Date };
  },
): FamilyNotice {
  const time = clock(facts.at, facts.zone);
  const name = facts.parentName;
  const parent = { firstName: facts.parentFirstName, phone: facts.parentPhone };
  // The parent's own words, when they said more than a bare no: "I fell in the kitchen, the
  // key is under the mat" is what the family needs to read first.
  const words = facts.reply && !isBareAnswer(facts.reply) ? `: "${facts.reply}"` : '';
  switch (kind) {
    case 'ok':
      return {
        subject: `${name} is OK today`,
        ...justSaid(
          facts.early
            ? `${name} checked in early today, ${facts.early === 'sms' ? 'by text' : 'by calling us'}, at ${time}. All is well.`
            : `${name} replied YES to today's check-in at ${time}. All is well.`,
        ),
      };
    case 'no':
      return {
        subject: `${name} may need help`,
        ...withNextSteps(
          words
            ? `${name} replied to today's check-in at ${time}${words}. They may need help.`
            : `${name} replied NO to today's check-in at ${time} and may need help.`,
          parent,
        ),
      };
    case 'info':
      return {
        subject: `${name} sent a message`,
        ...justSaid(`${name} replied to today's check-in at ${time}: "${facts.reply ?? ''}"`),
      };
    case 'no_response':
      return {
        subject: `${name} did not respond today`,
        ...withNextSteps(
          facts.firstMissedReason
            ? `${name} ${missedCallsText(facts.firstMissedReason, facts.missedReason ?? 'no_answer')}.`
            : `${name} ${missedReasonText(facts.missedReason ?? 'no_answer')}.`,
          parent,
        ),
      };
    case 'undeliverable':
      return {
        subject: `Today's check-in could not reach ${name}`,
        ...withNextSteps(`Today's check-in text to ${name} could not be delivered.`, parent),
      };
    case 'late': {
      // A late NO is an alert again in all but name: it names the steps too. A late YES is news.
      const update = `Update: ${name} replied ${facts.lateAnswer ?? 'YES'} at ${time}${words}.`;
      return {
        subject: `Update: ${name} replied ${facts.lateAnswer ?? 'YES'}`,
        ...(facts.lateAnswer === 'NO' ? withNextSteps(update, parent) : justSaid(update)),
      };
    }
    // Someone has it in hand, or she is fine: the steps would only add noise.
    case 'claimed':
      return {
        subject: `${facts.by} is on it (${time})`,
        ...justSaid(
          `${facts.by} is on it (${time}): they are taking care of today's alert about ${name}.`,
        ),
      };
    // A claim with no "SHE'S OK" in 60 minutes: uncertainty is never read as reassurance.
    case 'reopened': {
      const holder = facts.heldBy?.name ?? 'Someone';
      const since = facts.heldBy ? clock(facts.heldBy.since, facts.zone) : time;
      return {
        subject: `The alert about ${name} is open again`,
        ...withNextSteps(
          `${holder} has been on it since ${since} with no update in 60 minutes, so the alert about ${name} is open again.`,
          parent,
        ),
      };
    }
    // Why she got an extra check-in today: the warning's name from our own list, never its text.
    case 'weather': {
      const kind = weatherWarningKinds.find((known) => known === facts.reply);
      if (!kind) throw new Error(`not a listed weather warning: ${facts.reply}`);
      const notice = weatherFamilyNotice(facts.parentFirstName, kind);
      return { subject: notice.email.subject, ...justSaid(notice.text) };
    }
    case 'resolved':
      return {
        subject: `${facts.by} says ${name} is OK`,
        ...justSaid(
          `${facts.by} says ${name} is OK (${time})${facts.note ? `: "${facts.note}"` : '.'} The alert is closed.`,
        ),
      };
  }
}

/** A reply that is only yes or no (or a key, or HELP): nothing more to quote. */
function isBareAnswer(reply: string) {
  return /^(y|yes|n|no|nope|ok|okay|help|1|2)$/i.test(reply.trim().replace(/[.!?]+$/, ''));
}
