import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Two modules that import each other at run time get each other half-initialised, depending on
// which one loads first. Type-only imports vanish from the build, and `import()` runs later, so
// neither counts; a re-export does.
const src = fileURLToPath(new URL('.', import.meta.url));

/** The relative modules a file loads when it loads, by specifier. */
function runtimeImports(fileName: string, code: string): string[] {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, false);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (clause?.isTypeOnly) continue;
      // `import { type A } from …` with nothing else stays `import {} from …` under
      // verbatimModuleSyntax: the module still loads, so it counts.
      if (ts.isStringLiteral(statement.moduleSpecifier))
        specifiers.push(statement.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier) {
      if (statement.isTypeOnly) continue;
      if (ts.isStringLiteral(statement.moduleSpecifier))
        specifiers.push(statement.moduleSpecifier.text);
    }
  }
  return specifiers.filter((specifier) => specifier.startsWith('.'));
}

function resolveModule(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier.replace(/\.js$/, ''));
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
    (candidate) => existsSync(candidate) && candidate.match(/\.tsx?$/),
  );
}

/** Every cycle's files in import order, one per strongly connected group (Tarjan). */
function findCycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.unshift(member);
    } while (member !== node);
    if (group.length > 1 || graph.get(node)?.includes(node)) cycles.push(group);
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter(
      (entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts'),
    )
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('run-time imports', () => {
  it('finds a cycle of two modules and ignores a type-only way back', () => {
    const graph = new Map<string, string[]>();
    for (const [file, code] of [
      ['a.ts', "import { b } from './b';"],
      ['b.ts', "export { a } from './a';"],
      ['c.ts', "import { a } from './a';"],
      ['d.ts', "import type { C } from './c';\nexport type { A } from './a';"],
    ] as const)
      graph.set(
        file,
        runtimeImports(file, code).map((specifier) => `${specifier.slice(2)}.ts`),
      );
    expect(findCycles(graph)).toEqual([['a.ts', 'b.ts']]);
    expect(graph.get('d.ts')).toEqual([]);
  });

  it('form no cycle anywhere in src', () => {
    const graph = new Map<string, string[]>();
    for (const file of sourceFiles(src)) {
      const targets = runtimeImports(file, readFileSync(file, 'utf8'))
        .map((specifier) => resolveModule(file, specifier))
        .filter((target): target is string => target !== undefined);
      graph.set(file, targets);
    }
    expect(graph.size).toBeGreaterThan(100);
    const cycles = findCycles(graph).map((cycle) =>
      cycle.map((file) => relative(src, file)).join(' → '),
    );
    expect(cycles).toEqual([]);
  });
});
