// What the tests of outside programs ask of /proc (Linux).
import { readFileSync } from 'node:fs';

/** Alive and not a zombie (a container's first process may never reap the orphans it inherits). */
export function isRunning(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}
