/**
 * `npm run demo`: a demo family on a fresh embedded database (DATA_DIR, default ./data): an owner
 * on a trial, two parents in New York and Los Angeles, two family members, verified consents,
 * and `--days` (default 30) days of history made by the real engine under the service clock,
 * the parents answering through the phone simulator. Local mode only. Prints the owner's
 * sign-in link; `npm start` then serves the family.
 */
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../src/server/config';
import { DataDirLockedError } from '../src/server/db/data-dir-lock';
import { demoRefusal } from '../src/server/demo/demo-refusal';
import { DemoRefusedError } from '../src/server/demo/demo-service';
import { runDemo } from '../src/server/demo/run-demo';
import { serveCommand } from '../src/server/demo/serve-command';
import { createLogger } from '../src/server/logger';

const { values } = parseArgs({ options: { days: { type: 'string', default: '30' } } });
const days = Number(values.days);
if (!Number.isInteger(days) || days < 1 || days > 60) {
  console.error('demo: --days must be a whole number from 1 to 60');
  process.exit(1);
}

const refuse = (message: string): never => {
  console.error(`demo: refused. ${message}`);
  process.exit(1);
};

let config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  refuse(error.problems.join('; '));
}
const refusal = demoRefusal(config!);
if (refusal) refuse(refusal);

// The service's own logs stay quiet unless LOG_LEVEL asks for them; the demo says what it does.
const logger = createLogger({ appEnv: config!.appEnv, logLevel: process.env.LOG_LEVEL ?? 'warn' });
const began = Date.now();
try {
  const result = await runDemo(config!, logger, {
    days,
    log: (line) => console.log(`… ${line}`),
  });
  const seconds = ((Date.now() - began) / 1000).toFixed(0);
  const serve = serveCommand(config!, process.env);
  console.log(`
Demo family ready in ${config!.database.kind === 'pglite' ? config!.database.dataDir : ''} (${days} days of history, ${seconds} s).

Its links (the sign-in link below, and those in the family's texts and e-mails) point at
${serve.links}. Serve the family with the same settings${serve.secret ? ` (${serve.secret})` : ''}:

  ${serve.command}

Then sign in as ${result.email} with this link (it works once and expires in 10 minutes;
afterwards ask for a new one on the sign-in page and open it in ${config!.publicUrl}/dev/mailbox):

  ${result.link}

The phone simulator is at ${config!.publicUrl}/dev/phone.`);
} catch (error) {
  if (error instanceof DemoRefusedError || error instanceof DataDirLockedError)
    refuse(error.message);
  throw error;
}
