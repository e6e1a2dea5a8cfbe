import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The browser's CSP forbids compiled code, so zod must be told so before the first schema is
// made (see src/shared/zod.ts). Every web and shared file that loads zod at run time takes it
// from that module; a direct import could make a schema before the setting, in whatever order
// the bundler happens to put the chunks. Type-only imports load nothing and are fine.
const src = fileURLToPath(new URL('.', import.meta.url));
const gate = join(src, 'shared', 'zod.ts');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The zod modules a file loads at run time. */
function zodLoads(fileName: string, code: string): string[] {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, false);
  return source.statements.flatMap((statement) => {
    if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) return [];
    const specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier)) return [];
    if (specifier.text !== 'zod' && !specifier.text.startsWith('zod/')) return [];
    const typeOnly = ts.isImportDeclaration(statement)
      ? statement.importClause?.isTypeOnly === true
      : statement.isTypeOnly;
    return typeOnly ? [] : [specifier.text];
  });
}

describe('zod in the browser', () => {
  it('finds a direct value import, and lets a type-only one through', () => {
    expect(zodLoads('a.ts', "import { z } from 'zod';")).toEqual(['zod']);
    expect(zodLoads('a.ts', "import { config } from 'zod/v4/core';")).toEqual(['zod/v4/core']);
    expect(zodLoads('a.ts', "export { z } from 'zod';")).toEqual(['zod']);
    expect(zodLoads('a.ts', "import type { z } from 'zod';")).toEqual([]);
    expect(zodLoads('a.ts', "import { z } from '../shared/zod';")).toEqual([]);
  });

  it('is loaded by web and shared files only through src/shared/zod.ts', () => {
    const direct = [join(src, 'web'), join(src, 'shared')]
      .flatMap(sourceFiles)
      .filter((file) => file !== gate)
      .filter((file) => zodLoads(file, readFileSync(file, 'utf8')).length > 0)
      .map((file) => relative(src, file));
    expect(direct).toEqual([]);
  });
});
