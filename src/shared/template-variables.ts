import type { Language } from './languages';

/**
 * The placeholders a message can carry, and how they are filled: the same code draws the
 * dashboard's live preview and the text the parent receives, so the preview never lies.
 */
export const templateVariables = ['parent_name', 'medication_name', 'date', 'time'] as const;
export type TemplateVariable = (typeof templateVariables)[number];

/** Filled from the parent and the day when the message goes out, never stored with a template. */
export const dailyVariables: readonly TemplateVariable[] = ['parent_name', 'date', 'time'];

/** A template's own values, stored in its `variables` map. */
export const ownVariables = ['medication_name'] as const;
export type OwnVariable = (typeof ownVariables)[number];

export const usesVariable = (content: string, name: string) => content.includes(`{${name}}`);

const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const diasDeLaSemana = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];
const meses = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

/**
 * "Sunday, November 22" (in Spanish "domingo 22 de noviembre") for 2026-11-22, whatever the
 * reader's own time zone.
 */
export function spokenDate(localDate: string, language: Language = 'en') {
  const [year, month, day] = localDate.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return language === 'es'
    ? `${diasDeLaSemana[weekday]} ${day} de ${meses[month - 1]}`
    : `${weekdays[weekday]}, ${months[month - 1]} ${day}`;
}

/** "9:05 AM" (in Spanish "9:05 a. m.") for 09:05. */
export function spokenTime(localTime: string, language: Language = 'en') {
  const [hours, minutes] = localTime.split(':').map(Number) as [number, number];
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  const half = language === 'es' ? (hours < 12 ? 'a. m.' : 'p. m.') : hours < 12 ? 'AM' : 'PM';
  return `${hour12}:${String(minutes).padStart(2, '0')} ${half}`;
}

/**
 * Fills a template's own values (e.g. `{medication_name}`) and leaves every other placeholder
 * as it is, for the daily message to fill on the day.
 */
export function fillOwnVariables(content: string, values: Record<string, string>) {
  let filled = content;
  for (const [name, value] of Object.entries(values)) {
    if (dailyVariables.includes(name as TemplateVariable) || !value.trim()) continue;
    filled = filled.replaceAll(`{${name}}`, value.trim());
  }
  return filled;
}

/**
 * Fills `{parent_name}`, `{date}` and `{time}` (and any own values given); a placeholder with no
 * value is left out rather than texted to a parent as "{medication_name}".
 */
export function fillVariables(
  template: string,
  values: {
    parentName: string;
    localDate: string;
    localTime: string;
    own?: Record<string, string>;
    /** The language the message is written in: dates and times are written in it too. */
    language?: Language;
  },
) {
  return (
    fillOwnVariables(template, values.own ?? {})
      .replaceAll('{parent_name}', values.parentName)
      .replaceAll('{date}', spokenDate(values.localDate, values.language))
      .replaceAll('{time}', spokenTime(values.localTime, values.language))
      .replace(/\{[a-z_]+\}/g, '')
      // "a las {time}." in Spanish: the time's own full stop ends the sentence.
      .replace(/([ap]\. m\.)\./g, '$1')
      .replace(/\s{2,}/g, ' ')
      .trim()
  );
}
