import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

let estimator: ZxcvbnFactory | undefined;

/**
 * Whether a new password is one an attacker tries first (NIST SP 800-63B: compare it with
 * commonly used, expected and compromised values). zxcvbn-ts carries the lists in its package
 * (leaked-password and common-word dictionaries, keyboard patterns), so nothing is fetched at run
 * time; it also sees the usual disguises (`Password1!` is "password", capitalised, plus "1!").
 * A password it expects to fall within a million guesses (score 0 or 1) is refused. The
 * account's own e-mail address and name count as expected words too.
 */
export function isCommonPassword(password: string, accountWords: string[] = []) {
  // Built on first use: the dictionaries take a moment and some memory to load.
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return estimator.check(password, accountWords).score < 2;
}
