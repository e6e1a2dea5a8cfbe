import { config } from 'zod/v4/core';

// Imported before any schema exists: first thing in the app's entry (main.tsx), and first in
// the server-rendered pages that check a form with zod, /login and /signup (the public pages'
// entry stays without zod). Zod otherwise probes whether it may compile code (`new Function`)
// as each object schema is made; the CSP forbids that, so the probe fails quietly, but the
// browser still reports a CSP violation. Parsing without compiled code is plenty fast for a form.
// Only in a browser: the server renders these pages too, and its own schemas may compile.
if (typeof window !== 'undefined') config({ jitless: true });
