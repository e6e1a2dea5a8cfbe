/**
 * Summarises a V8 CPU profile (`.cpuprofile`, as `node --cpu-prof` or `npm run bench:http --
 * --cpu-profile DIR` writes it): the self time of the heaviest functions, and the self time per
 * package or source file, so one can see where a request's milliseconds go without a browser.
 *
 *   npx tsx bench/profile-summary.ts profiles/CPU.*.cpuprofile [--top 40]
 *   npx tsx bench/profile-summary.ts FILE --callers writev    # the stacks that lead to it
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { top: { type: 'string' }, callers: { type: 'string' } },
});
const top = Number(values.top ?? 30);

/** Where a frame comes from: a package's name, a file of ours, or V8's own work. */
function placeOf(url: string) {
  if (!url) return '(native / V8)';
  const inModules = url.lastIndexOf('node_modules/');
  if (inModules >= 0) {
    const rest = url.slice(inModules + 'node_modules/'.length).split('/');
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  if (url.startsWith('node:')) return url;
  return url.replace(/^file:\/\/.*?\/dist\//, 'dist/');
}

for (const file of positionals) {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfTime = new Map<number, number>();
  profile.samples.forEach((id, index) => {
    selfTime.set(id, (selfTime.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0));
  });
  let total = 0;
  let idle = 0;
  const byFunction = new Map<string, number>();
  const byPlace = new Map<string, number>();
  for (const [id, micros] of selfTime) {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    total += micros;
    if (functionName === '(idle)') {
      idle += micros;
      continue;
    }
    const place = placeOf(url);
    const name = `${functionName || '(anonymous)'}  ${place}:${lineNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + micros);
    byPlace.set(place, (byPlace.get(place) ?? 0) + micros);
  }
  const busy = total - idle;
  const show = (title: string, entries: Map<string, number>) => {
    console.log(`\n${title}`);
    for (const [name, micros] of [...entries].sort((a, b) => b[1] - a[1]).slice(0, top)) {
      console.log(
        `${(micros / 1000).toFixed(0).padStart(8)} ms ${((100 * micros) / busy).toFixed(1).padStart(5)}%  ${name}`,
      );
    }
  };
  console.log(`${file}: ${(total / 1e6).toFixed(1)} s profiled, ${(busy / 1e6).toFixed(1)} s busy`);
  show('Self time by package or file', byPlace);
  show('Self time by function', byFunction);
  // Inclusive: a sample counts for every package and function on its stack (once each).
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parentOf.set(child, node.id);
  const placeTotal = new Map<string, number>();
  const functionTotal = new Map<string, number>();
  for (const [id, micros] of selfTime) {
    if (byId.get(id)!.callFrame.functionName === '(idle)') continue;
    const places = new Set<string>();
    const functions = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
      const { functionName, url, lineNumber } = byId.get(at)!.callFrame;
      if (!url) continue;
      places.add(placeOf(url));
      functions.add(`${functionName || '(anonymous)'}  ${placeOf(url)}:${lineNumber + 1}`);
    }
    for (const place of places) placeTotal.set(place, (placeTotal.get(place) ?? 0) + micros);
    for (const name of functions) functionTotal.set(name, (functionTotal.get(name) ?? 0) + micros);
  }
  show('Total time (self and callees) by package or file', placeTotal);
  show('Total time (self and callees) by function', functionTotal);
  if (values.callers) {
    const stacks = new Map<string, number>();
    for (const [id, micros] of selfTime) {
      if (byId.get(id)!.callFrame.functionName !== values.callers) continue;
      const frames: string[] = [];
      for (
        let at = parentOf.get(id);
        at !== undefined && frames.length < 12;
        at = parentOf.get(at)
      ) {
        const { functionName, url, lineNumber } = byId.get(at)!.callFrame;
        frames.push(`${functionName || '(anonymous)'} ${placeOf(url)}:${lineNumber + 1}`);
      }
      const stack = frames.join(' < ');
      stacks.set(stack, (stacks.get(stack) ?? 0) + micros);
    }
    show(`Stacks leading to ${values.callers}`, stacks);
  }
}
