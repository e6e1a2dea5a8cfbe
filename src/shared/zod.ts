import { z } from 'zod';

/**
 * Zod, as every schema in `src/shared` and `src/web` takes it. In a browser it parses without
 * compiled code: zod otherwise probes whether it may compile (`new Function`) as the first
 * object schema is made, and the CSP forbids that. The probe fails quietly, but the browser
 * reports a CSP violation on every page. Being the module that hands out `z`, this runs before
 * any schema exists, whatever order the bundler puts the chunks in. Parsing without compiled
 * code is plenty fast for API answers and forms. The server keeps zod's compiled parsers.
 * `src/zod-import.test.ts` keeps every other web and shared file from importing zod directly.
 */
if (typeof window !== 'undefined') z.config({ jitless: true });

export { z };
