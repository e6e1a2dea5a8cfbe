import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { serveCommand } from './serve-command';

// Issue 39: the demo printed "Next: npm start", which serves ./data, not the demo's directory,
// and its links were written for a port the user might not run.
const served = (env: Record<string, string>) => serveCommand(loadConfig(env), env);

describe('the command the demo prints to serve its family', () => {
  it('names the demo’s data directory, and the default port its links point at', () => {
    const serve = served({ DATA_DIR: './data-demo' });
    expect(serve.command).toBe(`DATA_DIR=${path.resolve('data-demo')} npm start`);
    expect(serve.links).toBe('http://localhost:3000 (from the default port)');
  });

  it('carries the PORT the links were written for', () => {
    const serve = served({ DATA_DIR: '/tmp/demo', PORT: '4000' });
    expect(serve.command).toBe('DATA_DIR=/tmp/demo PORT=4000 npm start');
    expect(serve.links).toBe('http://localhost:4000 (from PORT)');
  });

  it('carries PUBLIC_URL and HOST, quoting what the shell would split', () => {
    const serve = served({
      DATA_DIR: '/tmp/my demo',
      PUBLIC_URL: 'http://192.168.1.20:3000',
      HOST: '0.0.0.0',
    });
    expect(serve.command).toBe(
      "DATA_DIR='/tmp/my demo' PUBLIC_URL=http://192.168.1.20:3000 HOST=0.0.0.0 npm start",
    );
    expect(serve.links).toBe('http://192.168.1.20:3000 (from PUBLIC_URL)');
  });

  it('asks for the same AUTH_SECRET without printing it: the links are signed with it', () => {
    const secret = 'a'.repeat(16) + 'B7c9D2e4F6g8H1j3';
    const serve = served({ DATA_DIR: '/tmp/demo', AUTH_SECRET: secret });
    expect(serve.secret).toMatch(/same AUTH_SECRET/);
    expect(serve.command).not.toContain(secret);
  });
});
