import { DateTime } from 'luxon';
import { fillVariables } from '../../../shared/template-variables';

export type MessageStyle = 'caring' | 'cheerful' | 'professional';

export interface DailyMessageInput {
  /** What the family calls them: the nickname, or the first name. */
  parentName: string;
  style: MessageStyle;
  /** The parent's local date (YYYY-MM-DD) and message time (HH:MM). */
  localDate: string;
  localTime: string;
  /** The account's favourite templates, used in turn, one per day. */
  favouriteTemplates: string[];
  /** The day's line of an active campaign: it opens the text instead of a template. */
  campaignLine?: string;
  /** A fun fact from the content library, added when given (see `wantsFunFact`). */
  funFact?: string;
}

/** How to answer: the last line of every check-in, whatever came before. */
export const replyInstructions = 'Reply YES if you are OK, or NO if you need help.';

// The openings for each message style when the account has no favourite templates.
const openings: Record<MessageStyle, string[]> = {
  caring: [
    'Good morning, {parent_name}. Just checking in on you today, {date}.',
    'Hello {parent_name}, thinking of you this {date}. How are you feeling?',
    'Hi {parent_name}, your family is sending love today. How are you doing?',
  ],
  cheerful: [
    'Hey {parent_name}! Happy {date}! Time for our daily hello.',
    'Rise and shine, {parent_name}! Another great day, {date}.',
    'Hi {parent_name}! Your daily check-in has arrived, right on time at {time}.',
  ],
  professional: [
    'Good day, {parent_name}. This is your daily check-in for {date}.',
    'Hello {parent_name}. Your scheduled check-in for {date} at {time}.',
    '{parent_name}, this is your daily wellness check for {date}.',
  ],
};

/** Days since 1 January 1970 of a local date: a stable counter for rotating the wording. */
const dayNumber = (localDate: string) =>
  Math.floor(DateTime.fromISO(localDate, { zone: 'UTC' }).toMillis() / 86_400_000);

// The dashboard's preview fills templates with the same code, so it lives in shared.
export { fillVariables };

/**
 * Whether a day's text carries a fun fact: a campaign says so for each of its days (every third
 * day of the campaign); otherwise every third calendar day does.
 */
export const wantsFunFact = (localDate: string, campaign?: { includeFunFact: boolean }) =>
  campaign ? campaign.includeFunFact : dayNumber(localDate) % 3 === 0;

/**
 * The day's check-in text: the campaign's line for the day if there is one, else a favourite
 * template if the account has any (in turn), else an opening in the parent's style; the fun
 * fact when one is given; always ending with how to reply.
 */
export function buildDailyMessage(input: DailyMessageInput): string {
  const day = dayNumber(input.localDate);
  const pool =
    input.favouriteTemplates.length > 0 ? input.favouriteTemplates : openings[input.style];
  const opening = fillVariables(input.campaignLine ?? pool[day % pool.length]!, input);
  const parts = [opening];
  if (input.funFact) parts.push(`Fun fact: ${input.funFact}`);
  parts.push(replyInstructions);
  return parts.join('\n\n');
}

/**
 * The day's text as the follow-up call speaks it: the same words, without the line on how to
 * reply by text (the call asks its own question).
 */
export function spokenCheckIn(body: string): string {
  return body
    .replace(replyInstructions, '')
    .split(/\n+/)
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}
