/**
 * CPU time of the processes a benchmark phase runs on, read from Linux's /proc: this process,
 * the worker processes it started, and the PostgreSQL server's processes (every process whose
 * command line starts with "postgres", backends included). Elsewhere it reads nothing.
 *
 * A phase's rate is bound by the machine's cores, which the web process, the workers and the
 * database share: the CPU each spends per item says which of them to make cheaper.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const ticksPerSecond = 100; // USER_HZ, 100 on Linux

/** user + system ticks of one process, 0 once it is gone. */
function ticksOf(pid: number | string) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/** Ticks of every PostgreSQL process, by pid (a backend that exits takes its ticks with it). */
function postgresTicks() {
  const ticks = new Map<string, number>();
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    let command: string;
    try {
      command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    } catch {
      continue; // gone since the listing
    }
    if (command.startsWith('postgres')) ticks.set(pid, ticksOf(pid));
  }
  return ticks;
}

export interface CpuReading {
  at: number;
  web: number;
  workers: number;
  postgres: Map<string, number>;
}

export const cpuAvailable = existsSync('/proc/self/stat');

export function readCpu(workerPids: number[]): CpuReading {
  return {
    at: performance.now(),
    web: ticksOf('self'),
    workers: workerPids.reduce((sum, pid) => sum + ticksOf(pid), 0),
    postgres: postgresTicks(),
  };
}

/** CPU milliseconds per item between two readings, and the share of the machine left idle. */
export function cpuPerItem(before: CpuReading, after: CpuReading, items: number, cores: number) {
  let postgres = 0;
  for (const [pid, ticks] of after.postgres) postgres += ticks - (before.postgres.get(pid) ?? 0);
  const ms = (ticks: number) => ((ticks / ticksPerSecond) * 1000) / items;
  const seconds = (after.at - before.at) / 1000;
  const busy =
    (after.web - before.web + after.workers - before.workers + postgres) / ticksPerSecond;
  return {
    web: ms(after.web - before.web),
    workers: ms(after.workers - before.workers),
    postgres: ms(postgres),
    idle: Math.max(0, 1 - busy / (seconds * cores)),
  };
}
