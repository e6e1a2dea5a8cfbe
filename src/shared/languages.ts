/**
 * The languages a parent may be checked on in (issue 23): their texts, calls and the replies to
 * them. Family notices stay in English, quoting the parent's own words.
 */
export const languages = ['en', 'es'] as const;
export type Language = (typeof languages)[number];

export const languageLabels: Record<Language, string> = {
  en: 'English',
  es: 'Español (Spanish)',
};

/** Whether a stored or posted value is one of the languages. */
export const isLanguage = (value: unknown): value is Language =>
  (languages as readonly unknown[]).includes(value);
