/**
 * A reply as the reply rules read it: lower case, accents gone ("Sí" → "si"), contractions
 * spelled out ("I'll" → "i will", "can't" → "can not", "im" → "i am"), punctuation gone, each
 * emoji a word of its own ("❤️" → "❤", "👍🏽" → "👍"), words separated by single spaces.
 *
 * Spelling contractions out is what keeps apostrophes meaningful: "I'll" becomes two words
 * and can never be read as "ill", while the rules need only one spelling of each negation.
 */
export function normalizeReply(body: string): string {
  const words = body
    // Accents and the emoji presentation selector are combining marks once decomposed;
    // NFKD also turns look-alikes (the "ﬁ" ligature, full-width letters) into plain letters.
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[’‘`´ʼ′]/g, "'")
    // Skin tones and joiners only vary an emoji; the base picture carries the meaning.
    .replace(/\p{Emoji_Modifier}|\u200d/gu, '')
    .replace(/(\p{Extended_Pictographic})/gu, ' $1 ')
    .replace(/[^\p{L}\p{N}\p{Extended_Pictographic}']+/gu, ' ')
    // "yesss", "nooooo", "helppp": three or more of a letter become two ("good" survives).
    .replace(/(\p{L})\1{2,}/gu, '$1$1')
    .split(' ')
    .map((word) => word.replace(/^'+|'+$/g, ''))
    .filter(Boolean)
    .flatMap((word) => spellOut(word).split(' '));
  return readIllAsIWill(words).join(' ');
}

/** The reply's words, as `normalizeReply` spells them. */
export function replyWords(body: string): string[] {
  const text = normalizeReply(body);
  return text ? text.split(' ') : [];
}

// Contractions whose stem changes, and the ones people type without the apostrophe.
const spelledOut: Record<string, string> = {
  "can't": 'can not',
  cannot: 'can not',
  cant: 'can not',
  "won't": 'will not',
  wont: 'will not',
  "ain't": 'is not',
  aint: 'is not',
  "shan't": 'shall not',
  "let's": 'let us',
  "y'all": 'you all',
  im: 'i am',
  ive: 'i have',
  dont: 'do not',
  didnt: 'did not',
  doesnt: 'does not',
  isnt: 'is not',
  arent: 'are not',
  wasnt: 'was not',
  werent: 'were not',
  couldnt: 'could not',
  wouldnt: 'would not',
  shouldnt: 'should not',
  havent: 'have not',
  hasnt: 'has not',
  hadnt: 'had not',
  youre: 'you are',
  theyre: 'they are',
  shes: 'she is',
  hes: 'he is',
  thats: 'that is',
  whats: 'what is',
  theres: 'there is',
  everythings: 'everything is',
};

// "'s" means "is" after these words ("she's ok", "mom's fine"); elsewhere it is a possessive
// ("Betty's house") and is dropped.
const isAfter = new Set([
  'he',
  'she',
  'it',
  'that',
  'what',
  'who',
  'there',
  'here',
  'where',
  'how',
  'everything',
  'everyone',
  'all',
  'nothing',
  'something',
  'someone',
  'mom',
  'mum',
  'mama',
  'mother',
  'dad',
  'papa',
  'father',
  'grandma',
  'grandpa',
  'nana',
  'granny',
]);

const suffixes: [string, string][] = [
  ["n't", ' not'],
  ["'ll", ' will'],
  ["'re", ' are'],
  ["'ve", ' have'],
  ["'m", ' am'],
  ["'d", ' would'],
];

function spellOut(word: string): string {
  const known = spelledOut[word];
  if (known) return known;
  for (const [suffix, replacement] of suffixes) {
    if (word.endsWith(suffix) && word.length > suffix.length) {
      return word.slice(0, -suffix.length) + replacement;
    }
  }
  if (word.endsWith("'s")) {
    const stem = word.slice(0, -2);
    return isAfter.has(stem) ? `${stem} is` : stem;
  }
  // Whatever apostrophes are left are inside a word ("o'clock", "ma'am").
  return word.replace(/'/g, '');
}

// Verbs that follow "I'll" typed without its apostrophe ("Ill call you tonight"). Before any
// other word, "ill" keeps its meaning: "I'm ill", "ill today".
const afterIll = new Set(
  (
    'be call text talk see let get go do have come try check write ring phone send tell ' +
    'take stop need make pick drive head keep give wait'
  ).split(' '),
);

function readIllAsIWill(words: string[]): string[] {
  return words.flatMap((word, index) =>
    word === 'ill' && afterIll.has(words[index + 1] ?? '') ? ['i', 'will'] : [word],
  );
}
