import { classifyComplianceKeyword } from '../../channels/sms/keywords';

/**
 * What a parent's text means for today's check-in (PRODUCT.md §2–§3):
 * - `yes`: they are OK; `no`: they are not; `help`: HELP/INFO or a plea for help, also a NO;
 * - `stop`: an opt-out (the SMS channel has already opted the number out);
 * - `other`: anything else, forwarded to the family as it is.
 * When a text carries both signals, the worrying one wins: a needless call to the family is
 * better than a missed fall.
 */
export type ReplyMeaning = 'yes' | 'no' | 'help' | 'stop' | 'other';

const yesWords = new Set([
  'yes',
  'y',
  'yeah',
  'yea',
  'yep',
  'yup',
  'ya',
  'ok',
  'okay',
  'okey',
  'k',
  'fine',
  'good',
  'great',
  'well',
  'alright',
  'allright',
  'sure',
  'si',
  '1',
]);
const noWords = new Set(['no', 'n', 'nope', 'nah', 'not', '2']);
const yesEmoji = /^(?:\p{Extended_Pictographic}|\p{Emoji_Modifier}|\uFE0F|\u200D|\s)+$/u;
const thumbsUp = /[\u{1F44D}\u{1F44C}\u{2705}\u{1F642}\u{1F60A}\u{1F600}\u{2764}]/u;
const thumbsDown = /[\u{1F44E}\u{1F198}\u{1F622}\u{1F62D}\u{1F691}]/u;

// A plea for help anywhere in the text.
const helpPhrases =
  /\b(help|sos|emergency|911|ambulance|fell|fallen|can ?not get up|cant get up|hurt|chest pain|call me asap)\b/;
// "not ok", "not so good", "don't feel well", "not great": a NO even though it holds a yes word.
const negatedWellness =
  /\b(not|dont|don t|do not|aint|isnt|never)( \w+)?( \w+)? (ok|okay|good|great|fine|well|alright)\b/;
const notFeeling = /\b(sick|unwell|ill|bad|terrible|awful|dizzy|pain)\b/;

const normalize = (body: string) =>
  body
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export function parseReply(body: string): ReplyMeaning {
  const keyword = classifyComplianceKeyword(body);
  if (keyword === 'opt_out') return 'stop';
  if (keyword === 'help') return 'help';

  const trimmed = body.trim();
  if (trimmed && yesEmoji.test(trimmed)) {
    if (thumbsDown.test(trimmed)) return 'no';
    if (thumbsUp.test(trimmed)) return 'yes';
    return 'other';
  }

  const text = normalize(body);
  if (!text) return 'other';
  if (helpPhrases.test(text)) return 'help';
  if (negatedWellness.test(text)) return 'no';

  const words = text.split(' ');
  const first = words[0]!;
  if (noWords.has(first)) return 'no';
  if (yesWords.has(first) || (first === 'im' && yesWords.has(words[1] ?? ''))) {
    return notFeeling.test(text) ? 'no' : 'yes';
  }
  // "all good", "doing fine", "feeling great", "yes" later in a short text.
  if (words.length <= 4 && words.some((word) => yesWords.has(word) && word !== '1')) {
    return notFeeling.test(text) ? 'no' : 'yes';
  }
  if (notFeeling.test(text)) return 'no';
  return 'other';
}
