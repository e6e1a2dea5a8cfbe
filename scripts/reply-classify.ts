/**
 * `npm run -s reply:classify`: what the reply rules make of each line on standard input, one
 * outcome per line, through the same functions the service uses. Support staff answer "why did
 * Mom's reply do that?" with it:
 *
 *   echo "I'll call you tonight" | npm run -s reply:classify -- --why
 *
 * --family reads the lines as a family member's texts; --why adds, after a tab, the rule that
 * decided (and a family resolve's note).
 */
import { parseArgs } from 'node:util';
import { explainFamilyReply } from '../src/server/replies/classify-family-reply';
import { explainReply } from '../src/server/replies/classify-reply';

const { values } = parseArgs({
  options: {
    family: { type: 'boolean', default: false },
    why: { type: 'boolean', default: false },
  },
});

function describe(reply: string): string {
  if (values.family) {
    const reading = explainFamilyReply(reply);
    const note = 'note' in reading && reading.note ? `; note "${reading.note}"` : '';
    return values.why ? `${reading.outcome}\t${reading.rule}${note}` : reading.outcome;
  }
  const reading = explainReply(reply);
  return values.why ? `${reading.outcome}\t${reading.rule}` : reading.outcome;
}

let input = '';
process.stdin.setEncoding('utf8');
for await (const chunk of process.stdin) input += chunk;

// One reply per line; the newline that ends the last line does not start another reply.
const lines = input.split('\n').map((line) => line.replace(/\r$/, ''));
if (input.endsWith('\n')) lines.pop();
process.stdout.write(lines.map((line) => `${describe(line)}\n`).join(''));
