/**
 * `npm run audit`: the production packages (`npm audit --omit=dev`) must have no high or
 * critical advisory, unless the advisory is named in `accepted` below with the decision record
 * that explains it. Exits 1 when one is found.
 *
 * When the registry in use does not offer the advisory service (a mirror that only serves
 * packages), nothing can be checked: the script says so loudly and exits 0, because failing
 * would block every change for a reason outside the project. The output makes clear that no
 * check happened.
 */
import { spawnSync } from 'node:child_process';

/** Advisories looked at and accepted: package name → the decision record that says why. */
const accepted: Record<string, string> = {};

interface AuditReport {
  vulnerabilities?: Record<string, { severity: string; via: ({ title?: string } | string)[] }>;
  metadata?: { vulnerabilities: Record<string, number> };
  message?: string;
  statusCode?: number;
}

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8' });
let report: AuditReport;
try {
  report = JSON.parse(run.stdout) as AuditReport;
} catch {
  report = { message: run.stderr.trim() || 'npm audit printed no report' };
}

if (!report.metadata) {
  const bar = '!'.repeat(78);
  console.warn(
    `\n${bar}\n  AUDIT NOT RUN: the registry did not answer the advisory request` +
      `${report.statusCode ? ` (HTTP ${report.statusCode})` : ''}.\n` +
      '  No package was checked. Run `npm run audit` where the public registry is reachable.\n' +
      `${bar}\n`,
  );
  process.exit(0);
}

const serious = Object.entries(report.vulnerabilities ?? {}).filter(
  ([, found]) => found.severity === 'high' || found.severity === 'critical',
);
const unexplained = serious.filter(([name]) => !(name in accepted));
for (const [name, found] of serious) {
  const titles = found.via.map((via) => (typeof via === 'string' ? `through ${via}` : via.title));
  const note = accepted[name] ? ` — accepted, see ${accepted[name]}` : '';
  console.log(`${found.severity}: ${name}: ${titles.join('; ')}${note}`);
}
const counts = report.metadata.vulnerabilities;
console.log(
  `audit: production packages — ${counts.critical ?? 0} critical, ${counts.high ?? 0} high, ` +
    `${counts.moderate ?? 0} moderate, ${counts.low ?? 0} low; ${unexplained.length} unexplained`,
);
process.exit(unexplained.length > 0 ? 1 : 0);
