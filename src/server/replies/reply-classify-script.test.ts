import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCorpus } from './corpus/read-corpus';

/**
 * `npm run -s reply:classify` as support staff run it: the corpus's replies on standard input,
 * one outcome per line out, each the outcome the corpus test expects.
 */
const script = path.resolve('scripts/reply-classify.ts');

function classifyLines(replies: string[], args: string[] = []): string[] {
  const result = spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
    input: replies.map((reply) => `${reply}\n`).join(''),
    encoding: 'utf8',
  });
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  return result.stdout.split('\n').slice(0, -1);
}

describe('npm run -s reply:classify', { timeout: 30_000 }, () => {
  it('answers each parent reply in the corpus as the corpus says, line for line', () => {
    const corpus = readCorpus('parent-replies.tsv');
    expect(classifyLines(corpus.map((line) => line.reply))).toEqual(
      corpus.map((line) => line.outcome),
    );
  });

  it('answers each family text with --family', () => {
    const corpus = readCorpus('family-replies.tsv');
    expect(
      classifyLines(
        corpus.map((line) => line.reply),
        ['--family'],
      ),
    ).toEqual(corpus.map((line) => line.outcome));
  });

  it('says which rule decided with --why', () => {
    expect(classifyLines(["I'll call you tonight", 'please stop'], ['--why'])).toEqual([
      'other\tno answer found',
      'opt_out\topt-out keyword "stop"',
    ]);
  });
});
