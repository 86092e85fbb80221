/**
 * CPU time of processes from /proc (Linux): what a server spends per request does not depend on how many
 * other processes share the machine, unlike its requests per second, so it is measured beside them.
 */
import fs from 'node:fs';
import { execFileSync } from 'node:child_process';

let ticksPerSecond: number | undefined;

/** User + system CPU of a process and its threads so far, in milliseconds (undefined once it is gone). */
export function cpuMs(pid: number): number | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // the fields after the command name (which may hold spaces), from the 3rd: utime is the 14th, stime the 15th
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
  } catch {
    return undefined;
  }
}

/** Whether /proc can be read here (Linux); elsewhere the CPU figures are left out. */
export const procAvailable = (): boolean => cpuMs(process.pid) !== undefined;

/** The CPU of every process whose command is `name` (PostgreSQL's backends), by pid. */
export function cpuByCommand(name: string): Map<number, number> {
  const found = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let comm: string;
    try {
      comm = fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim();
    } catch {
      continue;
    }
    if (comm !== name) continue;
    const ms = cpuMs(Number(entry));
    if (ms !== undefined) found.set(Number(entry), ms);
  }
  return found;
}

/** The machine's CPU ticks since boot over all cores: busy (neither idle nor waiting for I/O) and all. */
export function machineTicks(): { busy: number; total: number } {
  const line = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
  const n = line.trim().split(/\s+/).slice(1).map(Number);
  const total = n.slice(0, 8).reduce((a, b) => a + b, 0);
  return { busy: total - (n[3] ?? 0) - (n[4] ?? 0), total };
}

/**
 * The CPU time a changing set of processes used over a window: `sample(pids)` is called every second or
 * so with the processes of the set alive then (database backends come and go); a process is counted from
 * its first sample (from zero when it appeared after the first sample: it started in the window) to its
 * last. A process that lived and ended between two samples is missed.
 */
export class CpuMeter {
  readonly #first = new Map<number, number>();
  readonly #last = new Map<number, number>();
  #samples = 0;

  sample(pids: Iterable<number>): void {
    for (const pid of pids) {
      const ms = cpuMs(pid);
      if (ms === undefined) continue;
      if (!this.#first.has(pid)) this.#first.set(pid, this.#samples === 0 ? ms : 0);
      this.#last.set(pid, ms);
    }
    this.#samples += 1;
  }

  /** CPU seconds used by the set between the first and the last sample. */
  seconds(): number {
    let ms = 0;
    for (const [pid, last] of this.#last) ms += last - (this.#first.get(pid) ?? last);
    return ms / 1000;
  }
}
