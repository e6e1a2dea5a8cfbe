import { describe, expect, it } from 'vitest';
import { classifyFamilyReply } from './classify-family-reply';
import { classifyReply, explainReply, normalizeReply, type ReplyOutcome } from './classify-reply';
import { readCorpus } from './corpus/read-corpus';
import { replyWords } from './normalize-reply';

const parentLines = readCorpus('parent-replies.tsv');
const familyLines = readCorpus('family-replies.tsv');

describe('the parent reply corpus', () => {
  // One row per line: a failure names the reply, its line, and the rule that decided instead.
  it.each(parentLines)('line $line ($section): $reply → $outcome', ({ reply, outcome }) => {
    const reading = explainReply(reply);
    expect(reading.outcome, `decided by: ${reading.rule}`).toBe(outcome);
    expect(classifyReply(reply)).toBe(reading.outcome);
  });

  it('holds at least 300 replies, 50 of them Spanish, and every outcome', () => {
    expect(parentLines.length).toBeGreaterThanOrEqual(300);
    expect(parentLines.filter((line) => line.section === 'Spanish').length).toBeGreaterThanOrEqual(
      50,
    );
    const outcomes: ReplyOutcome[] = ['ok', 'needs_help', 'help', 'opt_out', 'opt_in', 'other'];
    expect(new Set(parentLines.map((line) => line.outcome))).toEqual(new Set(outcomes));
  });
});

describe('the family reply corpus', () => {
  it.each(familyLines)('line $line ($section): $reply → $outcome', ({ reply, outcome, note }) => {
    const expected = outcome === 'resolve' && note ? { outcome, note } : { outcome };
    expect(classifyFamilyReply(reply)).toEqual(expected);
  });

  it('holds at least 40 texts', () => {
    expect(familyLines.length).toBeGreaterThanOrEqual(40);
  });
});

describe('normalizeReply', () => {
  it.each([
    ["I'll call you tonight", 'i will call you tonight'],
    ['I’ll call you tonight', 'i will call you tonight'],
    ['Ill call you tonight', 'i will call you tonight'],
    ["I'm ill", 'i am ill'],
    ['ill today', 'ill today'],
    ["CAN'T get up", 'can not get up'],
    ['dont', 'do not'],
    ['I cannot', 'i can not'],
    ["she's ok", 'she is ok'],
    ["Betty's house", 'betty house'],
    ['Sí!', 'si'],
    ['¿Quién es?', 'quien es'],
    ['ME CAÍ', 'me cai'],
    ['ayúdame', 'ayudame'],
    ['❤️👍🏽', '❤ 👍'],
    ['ok👍', 'ok 👍'],
    ['Yesss!!!', 'yess'],
    ['goood', 'good'],
    ['  Hello,   world… ', 'hello world'],
    ['ﬁne', 'fine'],
    ['', ''],
    ['?!', ''],
  ])('%j → %j', (body, normalized) => {
    expect(normalizeReply(body)).toBe(normalized);
  });

  it('gives the words it spells', () => {
    expect(replyWords("Don't worry")).toEqual(['do', 'not', 'worry']);
    expect(replyWords('  ')).toEqual([]);
  });
});
