import { complianceOf, keywordSentenceOf } from './compliance-rules';
import { normalizeReply } from './normalize-reply';
import { findPhrase, phrases } from './phrases';
import { keepRecentReadings } from './recent-readings';

/**
 * What a family member's text means (docs/product.md §2.10, §3):
 * - `claim`: "I'm on it" for the alert it answers;
 * - `resolve`: "SHE'S OK", closing the alert on the parent's behalf, with the note after it;
 * - `opt_out` / `opt_in` / `help`: the compliance rules, the same as for a parent;
 * - `other`: anything else.
 */
export type FamilyOutcome = 'claim' | 'resolve' | 'opt_out' | 'opt_in' | 'help' | 'other';

export type FamilyReply =
  | {
      outcome: 'resolve';
      /** What followed "she's ok", as typed; absent when nothing did. */
      note?: string;
    }
  | { outcome: Exclude<FamilyOutcome, 'resolve'> };

export type FamilyReading = FamilyReply & { rule: string };

const readFamilyReply = keepRecentReadings((body): FamilyReply => {
  const { rule: _rule, ...reply } = explainFamilyReply(body);
  return reply;
});

export function classifyFamilyReply(body: string): FamilyReply {
  // A copy: a reading kept for the next text must not change with this one's caller.
  return { ...readFamilyReply(body) };
}

// Words that may come before a claim or a resolve without changing it: "OK, on it",
// "False alarm, she's fine", "Update: he's ok".
const leadIns = phrases(
  '^ ok|okay|k|yes|yep|yeah|so|hi|hey|update|fyi|phew|whew|thanks|thx',
  '^ thank you',
  '^ false alarm',
  '^ all clear',
  '^ good news',
);

const subjects =
  'she|he|they|mom|mum|mama|mother|dad|papa|father|grandma|grandpa|nana|granny|ella|él|mamá|papá';
// Closing someone else's alert is the strongest thing a family text can do, so only a reply
// that opens with it counts: "I think she's ok" or "is she ok?" leave the alert open.
const resolvePhrases = phrases(
  `^ ${subjects} is|are|was ok|okay|fine|good|alright|safe|well now?`,
  `^ ${subjects} is|are all right|good|fine|ok|okay now?`,
  `^ ${subjects} is|are been doing? ok|okay|fine|good`,
  `^ ${subjects} está|esta|están|estan bien`,
);

// "ON IT", "I'm on it", "got it", "I've got it", "on my way".
const claimPhrases = phrases(
  '^ on it',
  "^ i'm on it",
  '^ got it|this',
  "^ i've|i got it|this|her|him",
  '^ i have it|this',
  "^ i'll handle|take it|this",
  '^ handling it',
  '^ on my way',
  "^ i'm on my way",
  '^ omw',
  "^ i'm heading|going over|there",
  '^ heading|going over|there',
  "^ i'll go|call|check over|there|her|him|them|mom|dad|on",
  '^ yo me encargo',
  '^ ya voy',
  '^ voy para allá',
);

export function explainFamilyReply(body: string): FamilyReading {
  const text = normalizeReply(body);
  if (!text) return { outcome: 'other', rule: 'no words' };

  const compliance = complianceOf(text) ?? keywordSentenceOf(body);
  if (compliance) return compliance;

  const { rest, skipped } = withoutLeadIns(text);
  const resolve = findPhrase(rest, resolvePhrases);
  if (resolve) {
    const used = skipped + resolve.words.split(' ').length;
    const after = textAfterWords(body, used);
    // "She's ok?" asks; it does not tell.
    if (!after.startsWith('?')) {
      const note = after.replace(/^[\s\p{P}\p{S}]+/u, '').trim();
      return { outcome: 'resolve', ...(note ? { note } : {}), rule: `resolve "${resolve.words}"` };
    }
  }
  const claim = findPhrase(rest, claimPhrases);
  if (claim) return { outcome: 'claim', rule: `claim "${claim.words}"` };
  return { outcome: 'other', rule: 'no claim or resolve found' };
}

function withoutLeadIns(text: string): { rest: string; skipped: number } {
  let rest = text;
  let skipped = 0;
  for (let lead = findPhrase(rest, leadIns); lead; lead = findPhrase(rest, leadIns)) {
    skipped += lead.words.split(' ').length;
    rest = rest.slice(lead.words.length).trim();
  }
  return { rest, skipped };
}

/**
 * The typed text after the first `count` normalized words (a word may normalize to two:
 * "she's" is "she is"), with the spaces before it removed.
 */
function textAfterWords(body: string, count: number): string {
  let seen = 0;
  for (const chunk of body.matchAll(/[\p{L}\p{N}'’‘`´ʼ]+|\p{Extended_Pictographic}/gu)) {
    seen += normalizeReply(chunk[0]).split(' ').filter(Boolean).length;
    if (seen >= count) return body.slice(chunk.index + chunk[0].length).trimStart();
  }
  return '';
}
