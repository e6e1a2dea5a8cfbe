import { keepRecentReadings } from './recent-readings';
import { complianceOf, keywordSentenceOf } from './compliance-rules';
import { normalizeReply } from './normalize-reply';
import { findPhrase, replacePhrases } from './phrases';
import {
  bareNoWords,
  bareOkWords,
  chatIdioms,
  contrastWords,
  crisisPhrases,
  negationFillers,
  negators,
  noWords,
  okIdioms,
  okPhrases,
  okWords,
  openers,
  openingOkWords,
  pleasantries,
  spanishVerbs,
  troublePhrases,
  troubleWords,
  wellnessWords,
} from './wellness-rules';

export { normalizeReply } from './normalize-reply';

/**
 * What a parent's reply means (docs/product.md §2–§3), for a text and for the call's speech alike:
 * - `ok`: they are fine; `needs_help`: a NO, a plea for help, a sign of trouble;
 * - `help`: the HELP or INFO keyword (the engine treats it as a plea too);
 * - `opt_out` / `opt_in`: STOP or any reasonable way of saying it / START;
 * - `other`: chat, forwarded to the family as it is.
 */
export type ReplyOutcome = 'ok' | 'needs_help' | 'help' | 'opt_out' | 'opt_in' | 'other';

/** An outcome and the rule that gave it, for support staff asking "why did Mom's reply do that?". */
export interface ReplyReading {
  outcome: ReplyOutcome;
  rule: string;
}

const readOutcome = keepRecentReadings((body) => explainReply(body).outcome);

export function classifyReply(body: string): ReplyOutcome {
  return readOutcome(body);
}

// Stand-ins for idioms already read: "no problem" becomes one OK word, "fell asleep" one word
// of chat, so their parts are not read again as a NO or a fall.
const okMarker = '<ok>';
const chatMarker = '<chat>';

/**
 * The rules in order; the first that applies decides (docs/decisions/017-reply-rules.md):
 * words of despair; compliance (keywords, then opt-out phrases); then, with OK idioms read,
 * any sign of trouble; a carrier word as the first sentence; any sign of OK; otherwise chat. Trouble is read before OK because
 * a needless call to the family is better than a missed fall.
 */
export function explainReply(body: string): ReplyReading {
  const text = normalizeReply(body);
  if (!text) return { outcome: 'other', rule: 'no words' };

  const crisis = findPhrase(text, crisisPhrases);
  if (crisis) return { outcome: 'needs_help', rule: `words of despair "${crisis.words}"` };

  const compliance = complianceOf(text);
  if (compliance) return compliance;

  const read = replacePhrases(
    replacePhrases(text, okIdioms, ` ${okMarker} `),
    chatIdioms,
    ` ${chatMarker} `,
  );
  const trouble = troubleIn(read);
  if (trouble) return { outcome: 'needs_help', rule: trouble };
  const sentence = keywordSentenceOf(body);
  if (sentence) return sentence;
  const ok = okIn(read);
  if (ok) return { outcome: 'ok', rule: ok };
  return { outcome: 'other', rule: 'no answer found' };
}

/** Why the reply is a NO or a plea, if it is one. */
function troubleIn(text: string): string | undefined {
  const tokens = text.split(' ');
  if (tokens.length === 1 && bareNoWords.has(tokens[0]!)) return `a bare "${tokens[0]}"`;

  const word = tokens.find((token) => troubleWords.has(token));
  if (word) return `word of trouble "${word}"`;
  const phrase = findPhrase(text, troublePhrases);
  if (phrase) return `phrase of trouble "${phrase.words}"`;

  const negated = negatedWellness(tokens);
  if (negated) return `negated wellness "${negated}"`;

  const [opening, next] = withoutOpeners(tokens);
  if (opening && noWords.has(opening) && !(opening === 'no' && spanishVerbs.has(next ?? ''))) {
    return `opens with "${opening}"`;
  }

  return qualifiedYes(tokens);
}

// "not ok", "don't feel well", "not having a good day", "no estoy bien".
function negatedWellness(tokens: string[]): string | undefined {
  for (let start = 0; start < tokens.length; start++) {
    if (!negators.has(tokens[start]!)) continue;
    let end = start + 1;
    while (end < tokens.length && end - start <= 4 && negationFillers.has(tokens[end]!)) end++;
    if (end < tokens.length && wellnessWords.has(tokens[end]!)) {
      return tokens.slice(start, end + 1).join(' ');
    }
  }
  return undefined;
}

// "yes but my hip hurts", "fine but the furnace is out": after a yes, what follows a "but" is
// the news, and no word list knows every kind of trouble, so it goes to the family.
function qualifiedYes(tokens: string[]): string | undefined {
  const at = tokens.findIndex((token) => contrastWords.has(token));
  if (at <= 0 || at === tokens.length - 1) return undefined;
  const before = tokens.slice(0, at);
  const after = tokens.slice(at + 1);
  if (!okIn(before.join(' '))) return undefined;
  if (okIn(after.join(' ')) || after.every((token) => pleasantries.has(token))) return undefined;
  return `a yes qualified by "${tokens.slice(at).join(' ')}"`;
}

/** Why the reply is an OK, if it is one. */
function okIn(text: string): string | undefined {
  const tokens = text.split(' ');
  if (tokens.includes(okMarker)) return 'an idiom for OK';
  if (tokens.length === 1 && bareOkWords.has(tokens[0]!)) return `a bare "${tokens[0]}"`;

  const phrase = findPhrase(text, okPhrases);
  if (phrase) return `phrase of wellness "${phrase.words}"`;

  const content = withoutOpeners(tokens);
  const [opening, next] = content;
  const ifClause = opening === 'si' && spanishVerbs.has(next ?? '');
  if (opening && (okWords.has(opening) || openingOkWords.has(opening)) && !ifClause) {
    return `opens with "${opening}"`;
  }
  // "a bit tired but ok": a reply that ends on an OK after a "but" (no trouble was found).
  const at = content.findIndex((token) => contrastWords.has(token));
  if (at >= 0 && at < content.length - 1 && okIn(content.slice(at + 1).join(' '))) {
    return `ends with an OK after "${content[at]}"`;
  }
  // "thanks, all fine", "doing good dear": a short reply with a yes anywhere.
  const answers = ifClause ? content.slice(1) : content;
  const yes = content.length <= 4 ? answers.find((token) => okWords.has(token)) : undefined;
  if (yes) return `short reply with "${yes}"`;
  return undefined;
}

function withoutOpeners(tokens: string[]): string[] {
  const first = tokens.findIndex((token) => !openers.has(token));
  return first === -1 ? [] : tokens.slice(first);
}
