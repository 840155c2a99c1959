// Process figures from Linux's /proc, for the measuring and bench scripts.
import { readFileSync } from 'node:fs';

const CLOCK_TICKS = 100;

/** A process's parent pid and CPU seconds (user + system) so far, or null when it is gone. */
export function processStat(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { parent: Number(fields[1]), cpuSeconds: (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS };
  } catch {
    return null;
  }
}
