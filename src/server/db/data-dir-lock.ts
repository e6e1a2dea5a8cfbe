import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * PGlite does not lock its data directory, and two processes writing to it corrupt it.
 * A lock file holding the owner's pid keeps a second process out; a lock left behind by a
 * killed process (its pid no longer running) is taken over, so SIGKILL never wedges the app.
 */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number,
  ) {
    super(
      `The data directory ${dataDir} is in use by another running process (pid ${ownerPid}). ` +
        'Stop that process first, or set DATA_DIR to a different directory.',
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  release(): void;
}

export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'app.lock');

  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      // The pid is written to a private file first and then hard-linked into place: linking
      // fails if the lock exists and is atomic, so two processes starting at the same moment
      // cannot both win, and nobody ever reads a lock file whose pid is not written yet.
      const candidate = `${lockPath}.${process.pid}`;
      writeFileSync(candidate, String(process.pid));
      try {
        linkSync(candidate, lockPath);
      } finally {
        rmSync(candidate, { force: true });
      }
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          rmSync(lockPath, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const ownerPid = readOwnerPid(lockPath);
    if (ownerPid !== undefined && ownerPid !== process.pid && isRunning(ownerPid)) {
      throw new DataDirLockedError(dataDir, ownerPid);
    }
    // Stale: the owner died without cleaning up (or, in a container restart, had our own pid).
    rmSync(lockPath, { force: true });
  }
  throw new Error(`Could not take the lock ${lockPath}`);
}

function readOwnerPid(lockPath: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(lockPath, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else; still running.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
