import type { Database } from '../db/client';
import type { Language } from '../../shared/languages';

/**
 * What the channels may ask about a number they text or that calls in, answered by the family
 * feature (the channels know numbers, not people): the language to answer it in, and the parent
 * it belongs to.
 */
export interface PhoneBook {
  /** The language of the person at this number; English when nobody there chose another. */
  languageOf(db: Database, phone: string): Promise<Language>;
  /** The parent at this number (the most recently changed, if several), for an inbound call. */
  parentAt(db: Database, phone: string): Promise<{ name: string; language: Language } | undefined>;
}

/** For channels made without a family behind them (a test of the channel alone). */
export const englishOnly: PhoneBook = {
  languageOf: async () => 'en',
  parentAt: async () => undefined,
};
