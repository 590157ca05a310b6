import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

/*
 * CPU time read from /proc (Linux), so a round can say what one unit of work costs each side: on two shared
 * cores the throughput moves ±10 % from run to run, the CPU spent per order much less.
 */

let ticksPerSecond: number | undefined;
const perSecond = () =>
  (ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' })) || 100);

/** User + system ticks of one process, all its threads (0 when it is gone). */
function processTicks(pid: number | string): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command name (which may hold spaces): utime and stime are the 14th and 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/** Every process named `name` (PostgreSQL's postmaster and backends are all `postgres`). */
function namedTicks(name: string): number {
  let sum = 0;
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === name) sum += processTicks(pid);
    } catch {
      /* gone meanwhile */
    }
  }
  return sum;
}

/** Busy ticks of the whole machine (every CPU, everything but idle and I/O wait). */
function machineTicks(): number {
  const [, ...values] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const n = values.map(Number);
  return n.reduce((a, b) => a + b, 0) - (n[3] ?? 0) - (n[4] ?? 0);
}

export interface CpuSplit {
  /** The mall's process (its thread pool, where argon2id runs, included). */
  mallS: number;
  /** PostgreSQL's processes. */
  databaseS: number;
  /** The whole machine: the above, the load generator and anything else. */
  machineS: number;
}

/** CPU seconds used so far by the mall (`pid`), PostgreSQL and the machine; subtract two readings. */
export function readCpu(mallPid: number): CpuSplit {
  const s = perSecond();
  return {
    mallS: processTicks(mallPid) / s,
    databaseS: namedTicks('postgres') / s,
    machineS: machineTicks() / s,
  };
}

export const cpuSince = (before: CpuSplit, after: CpuSplit): CpuSplit => ({
  mallS: after.mallS - before.mallS,
  databaseS: after.databaseS - before.databaseS,
  machineS: after.machineS - before.machineS,
});
