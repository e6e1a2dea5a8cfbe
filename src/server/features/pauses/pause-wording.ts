import type { EmailContent } from '../../channels/email/email-template';
import type { Language } from '@/shared/languages';
import { MAX_TEXT_PAUSE_DAYS, pauseDayText, type PausedBy } from '@/shared/pauses';
import { product } from '@/shared/product';

/**
 * What a pause says (docs/product.md §2.14): to the parent, in her language, and to everyone who
 * follows her, who is told who paused, through which day, when check-ins start again, and again
 * the day they do.
 */

export interface PauseNews {
  /** The parent as her family calls her ("Mom"). */
  parentName: string;
  by: PausedBy;
  /** The owner's name, or the parent's. */
  byName: string;
  /** Last paused day, YYYY-MM-DD. */
  until: string;
  /** The day check-ins start again, YYYY-MM-DD. */
  resumesOn: string;
  reason: string;
}

const resumeWord: Record<Language, string> = { en: 'RESUME', es: 'SEGUIR' };

/** What the parent hears of a pause: her own PAUSE confirmed, or the owner's told. */
export function parentPauseText(language: Language, news: PauseNews): string {
  const until = pauseDayText(news.until, language);
  const back = pauseDayText(news.resumesOn, language);
  if (language === 'es')
    return news.by === 'parent'
      ? `${product.name}: Sus mensajes diarios quedan en pausa hasta el ${until}. Vuelven el ${back}. Para volver antes, escriba ${resumeWord.es}.`
      : `${product.name}: ${news.byName} puso en pausa sus mensajes diarios hasta el ${until}. Vuelven el ${back}. Para volver antes, escriba ${resumeWord.es}.`;
  return news.by === 'parent'
    ? `${product.name}: Your daily check-ins are paused through ${until}. They start again ${back}. To start sooner, text ${resumeWord.en}.`
    : `${product.name}: ${news.byName} paused your daily check-ins through ${until}. They start again ${back}. To start sooner, text ${resumeWord.en}.`;
}

/** The family's notice of a pause, by text and by e-mail. */
export function familyPauseNotice(news: PauseNews): { text: string; email: EmailContent } {
  const until = pauseDayText(news.until);
  const back = pauseDayText(news.resumesOn);
  const who =
    news.by === 'parent'
      ? `${news.parentName} texted us to pause the daily check-ins`
      : `${news.byName} paused ${news.parentName}'s daily check-ins`;
  const why = news.reason ? ` (${news.reason})` : '';
  const what = `${who}${why} through ${until}. Check-ins start again ${back}, and you will be told that day.`;
  const meaning = `Until then nobody checks on ${news.parentName} each day, so please keep in touch yourself.`;
  return {
    text: `${product.name}: ${what} ${meaning}`,
    email: {
      subject: `${news.parentName}'s check-ins are paused through ${until}`,
      heading: `${news.parentName}'s check-ins are paused`,
      paragraphs: [what, meaning],
      footer: `You get this because you follow ${news.parentName} on ${product.name}.`,
    },
  };
}

/** When her check-ins start again: "today at 9:00 AM" or "tomorrow at 9:00 AM". */
export interface ResumeNews {
  parentName: string;
  /** Who ended the pause early, or undefined when it ran its course. */
  endedBy?: { by: PausedBy; byName: string };
  next: { today: boolean; time: string };
}

export function familyResumeNotice(news: ResumeNews): { text: string; email: EmailContent } {
  const when = `${news.next.today ? 'today' : 'tomorrow'} at ${news.next.time}`;
  const who = !news.endedBy
    ? `The pause is over: ${news.parentName}'s daily check-ins start again`
    : news.endedBy.by === 'parent'
      ? `${news.parentName} texted us to end the pause: the daily check-ins start again`
      : `${news.endedBy.byName} ended the pause: ${news.parentName}'s daily check-ins start again`;
  const what = `${who} ${when}.`;
  return {
    text: `${product.name}: ${what}`,
    email: {
      subject: `${news.parentName}'s check-ins start again ${when}`,
      heading: `${news.parentName}'s check-ins start again`,
      paragraphs: [what],
      footer: `You get this because you follow ${news.parentName} on ${product.name}.`,
    },
  };
}

/** Her RESUME confirmed, or the owner's ending of the pause told to her. */
export function parentResumeText(language: Language, next: ResumeNews['next']): string {
  if (language === 'es')
    return `${product.name}: Sus mensajes diarios vuelven ${next.today ? 'hoy' : 'mañana'} a las ${next.time}.`;
  return `${product.name}: Your daily check-ins start again ${next.today ? 'today' : 'tomorrow'} at ${next.time}.`;
}

/** A PAUSE the service could not read, or a RESUME with nothing paused. */
export const parentPauseHelp: Record<Language, { howTo: string; notPaused: string }> = {
  en: {
    howTo: `${product.name}: To pause your daily check-ins, text PAUSE and a number of days from 1 to ${MAX_TEXT_PAUSE_DAYS}, for example PAUSE 3.`,
    notPaused: `${product.name}: Your daily check-ins are not paused. To pause them, text PAUSE and a number of days, for example PAUSE 3.`,
  },
  es: {
    howTo: `${product.name}: Para pausar sus mensajes diarios, escriba PAUSA y un número de días del 1 al ${MAX_TEXT_PAUSE_DAYS}, por ejemplo PAUSA 3.`,
    notPaused: `${product.name}: Sus mensajes diarios no están en pausa. Para pausarlos, escriba PAUSA y un número de días, por ejemplo PAUSA 3.`,
  },
};
