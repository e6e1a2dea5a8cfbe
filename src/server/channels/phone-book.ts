import type { Database } from '../db/client';
import type { Language } from '../../shared/languages';

/**
 * What the channels may ask about a number they text or that calls in, answered by the family
 * feature (the channels know numbers, not people): the language to answer it in, and the parent
 * it belongs to.
 */
export interface PhoneBook {
  /**
   * The language of the person at this number; English unless an account the number agreed to
   * chose another.
   */
  languageOf(db: Database, phone: string): Promise<Language>;
  /**
   * The parent at this number, for a call to the service: only as an account the number agreed
   * to wrote her (the latest agreement, if several); undefined for a number that agreed to none.
   */
  parentAt(db: Database, phone: string): Promise<{ name: string; language: Language } | undefined>;
}

/** For channels made without a family behind them (a test of the channel alone). */
export const englishOnly: PhoneBook = {
  languageOf: async () => 'en',
  parentAt: async () => undefined,
};
