import { readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../paths';

/**
 * One line of a reply corpus (`outcome<TAB>reply[<TAB>note]`), for the tests that check the
 * reply rules against it. `\s` in a reply is a space (spaces at its ends survive editors that
 * trim lines); `(empty)` is the reply with no text at all.
 */
export interface CorpusLine {
  /** Line number in the file, so a failure can be found. */
  line: number;
  section: string;
  outcome: string;
  reply: string;
  note?: string;
}

// From the project's root, not this module's place: the crash test's workers run bundled
// (test/bundled-entry.ts), from outside src/.
const folder = path.join(projectRoot, 'src/server/replies/corpus');

export function corpusPath(name: 'parent-replies.tsv' | 'family-replies.tsv'): string {
  return path.join(folder, name);
}

export function readCorpus(name: 'parent-replies.tsv' | 'family-replies.tsv'): CorpusLine[] {
  const lines: CorpusLine[] = [];
  let section = '';
  readFileSync(corpusPath(name), 'utf8')
    .split('\n')
    .forEach((text, index) => {
      const header = /^# == (.+) ==$/.exec(text);
      if (header) section = header[1]!;
      if (text.startsWith('#') || text.trim() === '') return;
      const [outcome, reply, note, ...extra] = text.split('\t');
      if (!outcome || reply === undefined || extra.length > 0) {
        throw new Error(`${name}:${index + 1}: expected outcome<TAB>reply[<TAB>note]: ${text}`);
      }
      lines.push({
        line: index + 1,
        section,
        outcome,
        reply: reply === '(empty)' ? '' : reply.replace(/\\s/g, ' '),
        ...(note ? { note } : {}),
      });
    });
  return lines;
}
