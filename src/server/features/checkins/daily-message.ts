import { languages, type Language } from '@/shared/languages';
import { fillVariables } from '@/shared/template-variables';
import { dailyWording, type MessageStyle } from './daily-wording';

export type { MessageStyle };

export interface DailyMessageInput {
  /** What the family calls them: the nickname, or the first name. */
  parentName: string;
  style: MessageStyle;
  /** The parent's language: the openings, the dates and the reply line are written in it. */
  language?: Language;
  /**
   * How the parent is checked on: a call speaks the message and asks its own question, so its
   * words carry no line about replying by text.
   */
  checkInBy?: 'text' | 'call';
  /** The parent's local date (YYYY-MM-DD) and message time (HH:MM). */
  localDate: string;
  localTime: string;
  /** The account's favourite templates in the parent's language, used in turn, one per day. */
  favouriteTemplates: string[];
  /** The day's line of an active campaign: it opens the text instead of a template. */
  campaignLine?: string;
  /** A fun fact from the content library, added when given (see `wantsFunFact`). */
  funFact?: string;
}

/** How to answer in English: the last line of every English check-in text. */
export const replyInstructions = dailyWording.en.replyInstructions;

/** Days since 1 January 1970 of a local date: a stable counter for rotating the wording. */
const dayNumber = (localDate: string) =>
  Math.floor(Date.parse(`${localDate}T00:00:00Z`) / 86_400_000);

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
  const wording = dailyWording[input.language ?? 'en'];
  const day = dayNumber(input.localDate);
  const pool =
    input.favouriteTemplates.length > 0 ? input.favouriteTemplates : wording.openings[input.style];
  const opening = fillVariables(input.campaignLine ?? pool[day % pool.length]!, input);
  const parts = [opening];
  if (input.funFact) parts.push(wording.funFact(input.funFact));
  if (input.checkInBy !== 'call') parts.push(wording.replyInstructions);
  return parts.join('\n\n');
}

/**
 * A later check-in of the day (docs/product.md §2.13): the owner's own words for that time, or a
 * plain "checking in again", then how to reply. No template, campaign line or fun fact: those
 * belong to the day's first text.
 */
export function buildLaterMessage(
  input: Pick<
    DailyMessageInput,
    'parentName' | 'language' | 'checkInBy' | 'localDate' | 'localTime'
  > & {
    message: string;
  },
): string {
  const wording = dailyWording[input.language ?? 'en'];
  const parts = [fillVariables(input.message || wording.again, input)];
  if (input.checkInBy !== 'call') parts.push(wording.replyInstructions);
  return parts.join('\n\n');
}

/**
 * The day's text as the follow-up call speaks it: the same words, without the line on how to
 * reply by text (the call asks its own question).
 */
export function spokenCheckIn(body: string): string {
  return languages
    .reduce((words, language) => words.replace(dailyWording[language].replyInstructions, ''), body)
    .split(/\n+/)
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}
