import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// Lints one-line files through the project's own eslint.config.js, at paths in each layer, so a
// config change that lets a forbidden import through fails here. The files need not exist.
const root = fileURLToPath(new URL('..', import.meta.url));
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n\nexport {};\n`, { filePath });
  if (!result) throw new Error(`ESLint returned nothing for ${filePath}`);
  const fatal = result.messages.find((message) => message.fatal);
  if (fatal) throw new Error(`${filePath} did not parse: ${fatal.message}`);
  return (
    result.messages
      // import() is caught by a syntax rule, since no-restricted-imports skips it.
      .filter(
        (message) =>
          message.ruleId === 'no-restricted-imports' || message.ruleId === 'no-restricted-syntax',
      )
      .map((message) => message.message)
  );
}

const webFiles = [
  'src/web/features/alerts/components/alert-card.tsx',
  'src/web/features/dashboard/api/get-parents.ts',
  'src/web/components/page-header-extra.tsx',
  'src/web/lib/format.ts',
  'src/web/app/layout-extra.tsx',
  'src/web/pages/dashboard/overview-extra.tsx',
  'src/web/server-render-extra.tsx',
];

/** The server's `file` as `from` would reach it: relatively when two climbs do, else through @/. */
const serverModule = (from: string, file: string) => {
  const depth = from.split('/').length - 2;
  return depth <= 2 ? `${'../'.repeat(depth)}server/${file}` : `@/server/${file}`;
};

describe('web never imports the server', () => {
  it.each(webFiles)('refuses a value import of server code in %s', async (file) => {
    const server = serverModule(file, 'config');
    expect(
      await restrictedImports(file, `import { loadConfig } from '${server}';\nloadConfig;`),
    ).toEqual([expect.stringContaining('only types from the server')]);
  });

  it.each(webFiles)('allows a type import of the server routes in %s', async (file) => {
    const server = serverModule(file, 'app');
    expect(
      await restrictedImports(file, `import type { App } from '${server}';\nlet app: App;\napp;`),
    ).toEqual([]);
  });
});

describe('web never loads the server lazily either', () => {
  it.each(webFiles)('refuses import() of server code in %s', async (file) => {
    const server = serverModule(file, 'config');
    expect(await restrictedImports(file, `await import('${server}');`)).toEqual([
      expect.stringContaining('only types from the server'),
    ]);
  });

  it('allows the router its lazy feature pages', async () => {
    expect(
      await restrictedImports(
        'src/web/app/routes-extra.tsx',
        `await import('../features/auth/pages');`,
      ),
    ).toEqual([]);
  });
});

describe('shared imports neither web nor server', () => {
  it.each([
    ['../server/config', 'server'],
    ['../web/lib/theme', 'web'],
  ])('refuses %s', async (source) => {
    expect(
      await restrictedImports('src/shared/pricing-extra.ts', `import { x } from '${source}';\nx;`),
    ).toEqual([expect.stringContaining('src/shared imports nothing of ours')]);
  });

  it('allows another shared module', async () => {
    expect(
      await restrictedImports('src/shared/pricing-extra.ts', `import { x } from './pricing';\nx;`),
    ).toEqual([]);
  });
});

describe('shared web folders import no feature', () => {
  it.each([
    ['src/web/components/family/parent-name.tsx', '../../features/dashboard/lib/format'],
    ['src/web/lib/session-extra.ts', '../features/auth/api/auth-mutations'],
  ])('refuses a feature in %s', async (file, source) => {
    expect(await restrictedImports(file, `import { x } from '${source}';\nx;`)).toEqual([
      expect.stringContaining('serve every feature'),
    ]);
  });

  it('still refuses the server there too', async () => {
    expect(
      await restrictedImports(
        'src/web/lib/session-extra.ts',
        `import { x } from '../../server/config';\nx;`,
      ),
    ).toEqual([expect.stringContaining('only types from the server')]);
  });

  it('allows another shared web module', async () => {
    expect(
      await restrictedImports('src/web/lib/session-extra.ts', `import { x } from './theme';\nx;`),
    ).toEqual([]);
  });
});

describe('features import each other only through a public file', () => {
  it.each([
    '../../dashboard/api/get-parents',
    '../../dashboard/pages',
    '@/web/features/dashboard/lib/format',
  ])('refuses web feature to web feature: %s', async (source) => {
    expect(
      await restrictedImports(
        'src/web/features/alerts/components/alert-card.tsx',
        `import { x } from '${source}';\nx;`,
      ),
    ).toEqual([expect.stringContaining('Web features do not import each other')]);
  });

  it('allows a web feature its own files', async () => {
    expect(
      await restrictedImports(
        'src/web/features/alerts/components/alert-card.tsx',
        `import { x } from '../api/get-alerts';\nx;`,
      ),
    ).toEqual([]);
  });

  it.each(['@/web/features/protection', '../../protection', '../../protection/index'])(
    "refuses web feature to web feature even through the other's index.ts: %s",
    async (source) => {
      expect(
        await restrictedImports(
          'src/web/features/family/components/parents-extra.tsx',
          `import { x } from '${source}';\nx;`,
        ),
      ).toEqual([expect.stringContaining('Web features do not import each other')]);
    },
  );

  it.each(['../billing/repository', '../billing/stripe-webhooks', '../billing'])(
    'refuses a server feature reaching into another: %s',
    async (source) => {
      expect(
        await restrictedImports(
          'src/server/features/account/service.ts',
          `import { x } from '${source}';\nx;`,
        ),
      ).toEqual([expect.stringContaining('through its service.ts')]);
    },
  );

  it("allows a server feature another feature's service.ts", async () => {
    expect(
      await restrictedImports(
        'src/server/features/account/service.ts',
        `import { x } from '../billing/service';\nx;`,
      ),
    ).toEqual([]);
  });
});

describe('imports climb at most two folders', () => {
  it.each([
    'src/server/features/checkins/replies.ts',
    'src/web/features/alerts/pages/x.tsx',
    'src/server/app.ts',
  ])('refuses three climbs in %s, and takes the same module through @/', async (file) => {
    expect(
      await restrictedImports(file, `import { x } from '../../../shared/product';\nx;`),
    ).toEqual([expect.stringContaining("Import through '@/…'")]);
    expect(await restrictedImports(file, `import { x } from '@/shared/product';\nx;`)).toEqual([]);
  });

  it('sees a server import from the web through @/ too', async () => {
    expect(
      await restrictedImports('src/web/lib/format.ts', `import { x } from '@/server/app';\nx;`),
    ).toEqual([expect.stringContaining('may import only types from the server')]);
  });
});

describe('a page composes features through their index.ts', () => {
  const page = 'src/web/pages/dashboard/overview-extra.tsx';

  it.each(['@/web/features/family', '@/web/features/family/index', '../../features/protection'])(
    'allows a page the public entry of a feature: %s',
    async (source) => {
      expect(await restrictedImports(page, `import { x } from '${source}';\nx;`)).toEqual([]);
    },
  );

  it.each([
    '@/web/features/family/components/parents-section',
    '../../features/family/api/family-changes',
    '@/web/features/dashboard/lib/tabs',
  ])("refuses a page a feature's internals: %s", async (source) => {
    expect(await restrictedImports(page, `import { x } from '${source}';\nx;`)).toEqual([
      expect.stringContaining('through its index.ts'),
    ]);
  });

  it.each([
    ['src/web/features/family/components/parents-extra.tsx', '@/web/pages/dashboard'],
    ['src/web/features/family/index-extra.ts', '../../pages/dashboard/overview-tab'],
  ])('refuses a feature a page, in %s: %s', async (file, source) => {
    expect(await restrictedImports(file, `import { x } from '${source}';\nx;`)).toEqual([
      expect.stringContaining('Features do not import pages'),
    ]);
  });
});
