import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

const dirs: string[] = [];
function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'lock-test-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('lockDataDir', () => {
  it('refuses a directory whose lock belongs to a running process', () => {
    const dir = tempDir();
    // The parent of this test process is certainly alive and is not us.
    writeFileSync(path.join(dir, 'app.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(`pid ${process.ppid}`);
  });

  it('takes over a lock left by a process that died', () => {
    const dir = tempDir();
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    writeFileSync(path.join(dir, 'app.lock'), dead.stdout.toString());
    const lock = lockDataDir(dir);
    expect(readFileSync(path.join(dir, 'app.lock'), 'utf8')).toBe(String(process.pid));
    lock.release();
  });

  it('can be taken again once released', () => {
    const dir = tempDir();
    lockDataDir(dir).release();
    const again = lockDataDir(dir);
    expect(readFileSync(path.join(dir, 'app.lock'), 'utf8')).toBe(String(process.pid));
    again.release();
  });
});
