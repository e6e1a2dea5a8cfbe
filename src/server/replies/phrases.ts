import { normalizeReply } from './normalize-reply';

/**
 * Word lists and short phrase patterns, written as people type them and matched against a
 * normalized reply (see normalize-reply.ts), whole words only.
 *
 * A phrase pattern is words separated by spaces, and each word may be:
 * - `a|b|c`: any one of these;
 * - `word?`: the word may be missing;
 * - `_`: any one word (`_?`: any one word, or none);
 * - `^` first / `$` last: the phrase opens / closes the reply.
 * Words are normalized like replies, so a pattern may say "don't" (matching "dont", "don't",
 * "do not"), "check-ins" or "más".
 */
export interface Phrase {
  readonly pattern: string;
  readonly regex: RegExp;
}

export interface PhraseMatch {
  readonly phrase: Phrase;
  /** The words that matched. */
  readonly words: string;
  /** Where the match starts in the normalized text. */
  readonly index: number;
}

/** A set of single words, normalized; several may be listed per line. */
export function words(list: string): ReadonlySet<string> {
  return new Set(list.split(/\s+/).filter(Boolean).map(normalizeReply));
}

export function phrases(...patterns: string[]): readonly Phrase[] {
  return patterns.map((pattern) => ({ pattern, regex: compile(pattern) }));
}

/** The first of the phrases found in the normalized text, in list order. */
export function findPhrase(text: string, list: readonly Phrase[]): PhraseMatch | undefined {
  for (const phrase of list) {
    const match = phrase.regex.exec(text);
    if (match) return { phrase, words: match[0].trim(), index: match.index };
  }
  return undefined;
}

/** Each place any of the phrases is found, replaced by `marker`. */
export function replacePhrases(text: string, list: readonly Phrase[], marker: string): string {
  let result = text;
  for (const phrase of list) {
    result = result.replace(new RegExp(phrase.regex.source, 'g'), marker);
  }
  return result.replace(/ +/g, ' ').trim();
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(pattern: string): RegExp {
  const slots = pattern.trim().split(/\s+/);
  const atStart = slots[0] === '^';
  const atEnd = slots[slots.length - 1] === '$';
  const body = slots.slice(atStart ? 1 : 0, atEnd ? -1 : undefined);
  const source = body
    .map((slot, index) => {
      const optional = slot.endsWith('?');
      const choices = (optional ? slot.slice(0, -1) : slot)
        .split('|')
        .map((choice) => (choice === '_' ? '[^ ]+' : escape(normalizeReply(choice))));
      const word = `(?:${choices.join('|')})`;
      if (index === 0) {
        if (optional) throw new Error(`a phrase cannot open with an optional word: ${pattern}`);
        return word;
      }
      return optional ? `(?: ${word})?` : ` ${word}`;
    })
    .join('');
  // A word boundary is a space or either end: "\b" would split "i'll" style words and emoji.
  const start = atStart ? '^' : '(?<![^ ])';
  const end = atEnd ? '$' : '(?![^ ])';
  return new RegExp(`${start}${source}${end}`);
}
