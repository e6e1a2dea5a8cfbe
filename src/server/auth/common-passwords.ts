import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

let estimator: ZxcvbnFactory | undefined;

/** Account words shorter than this are left out: taking "jo" out of "Journey" helps nobody. */
const MIN_WORD_LENGTH = 3;

/**
 * Words a guesser who knows the account tries first: its address, each part of the address
 * (`powner`, `example`, `com`), and each of its names.
 */
export function accountWords(account: { email: string; names: (string | null | undefined)[] }) {
  const address = account.email.trim().toLowerCase();
  const pieces = [address, ...address.split(/[^\p{L}\p{N}]+/u)];
  for (const name of account.names)
    pieces.push(...(name ?? '').toLowerCase().split(/[^\p{L}\p{N}]+/u));
  return [...new Set(pieces)].filter((word) => word.length >= MIN_WORD_LENGTH);
}

/** The password with every account word taken out, longest words first, in any letter case. */
function withoutWords(password: string, words: string[]) {
  let rest = password;
  for (const word of [...words].sort((a, b) => b.length - a.length)) {
    rest = rest.replace(new RegExp(word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'giu'), '');
  }
  return rest;
}

/**
 * Whether a new password is one an attacker tries first (NIST SP 800-63B: compare it with
 * commonly used, expected and compromised values). zxcvbn-ts carries the lists in its package
 * (leaked-password and common-word dictionaries, keyboard patterns), so nothing is fetched at run
 * time; it also sees the usual disguises (`Password1!` is "password", capitalised, plus "1!").
 * A password it expects to fall within a million guesses (score 0 or 1) is refused. The
 * account's own words (`accountWords`) count as expected words too.
 */
export function isCommonPassword(password: string, words: string[] = []) {
  // Built on first use: the dictionaries take a moment and some memory to load.
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  if (estimator.check(password, words).score < 2) return true;
  // zxcvbn reads "Powner@example1" as the word "Powner" and then guesswork, because it only
  // finds a word that stands between separators it knows. So what is left once the account's
  // words are taken out must be strong on its own: the words themselves cost a guesser nothing.
  const rest = withoutWords(password, words);
  return rest !== password && estimator.check(rest).score < 2;
}
