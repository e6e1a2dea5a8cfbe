/**
 * The carrier-standard keywords every text service must honour (PRODUCT.md §3). A message is a
 * keyword only when it is the whole message (ignoring case, spaces and punctuation), or one of
 * the plain-language opt-out phrases: "I can't stop smiling" must not unsubscribe anyone.
 */
export type ComplianceKeyword = 'opt_out' | 'opt_in' | 'help';

const optOutWords = new Set([
  'stop',
  'stopall',
  'stop all',
  'unsubscribe',
  'cancel',
  'end',
  'quit',
  'revoke',
  'optout',
  'opt out',
]);
const optInWords = new Set(['start', 'unstop', 'yes start']);
const helpWords = new Set(['help', 'info']);

// "stop texting me", "please stop messaging me", "stop sending these", "stop contacting me".
const optOutPhrase =
  /^(please )?stop (texting|messaging|sending|contacting|txting)( (me|us|this|these|messages|texts))*( please)?$/;

export function normalizeKeywordText(body: string): string {
  return body
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function classifyComplianceKeyword(body: string): ComplianceKeyword | undefined {
  const text = normalizeKeywordText(body);
  if (optOutWords.has(text) || optOutPhrase.test(text)) return 'opt_out';
  if (optInWords.has(text)) return 'opt_in';
  if (helpWords.has(text)) return 'help';
  return undefined;
}
