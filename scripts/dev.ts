/**
 * `npm run dev`: the API in watch mode (restarts on server changes) and Vite with hot reload in
 * front of it. Open http://localhost:3000 (PORT); Vite forwards the server's paths to the API
 * on API_PORT (3001).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const webPort = process.env.PORT ?? '3000';
const apiPort = process.env.API_PORT ?? '3001';

// The tools are started directly, not through npx, so a stop signal reaches them and not only
// a wrapper that would leave them running.
const bin = (name: string) => path.join('node_modules', '.bin', name);

const children: ChildProcess[] = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: apiPort,
      // Links the server writes (e-mails, texts) must open the page Vite serves.
      PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${webPort}`,
    },
  }),
  spawn(bin('vite'), [], {
    stdio: 'inherit',
    env: { ...process.env, PORT: webPort, API_PORT: apiPort },
  }),
];

let stopping = false;
const stop = (code: number) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 10_000).unref();
  Promise.all(children.map((child) => new Promise((r) => child.once('exit', r)))).then(() =>
    process.exit(code),
  );
};
for (const child of children) child.on('exit', (code) => stop(code ?? 1));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
