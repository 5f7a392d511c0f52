// What the tests of outside programs ask of /proc (Linux).
import { readdirSync, readFileSync } from 'node:fs';

/** Alive and not a zombie (a container's first process may never reap the orphans it inherits). */
export function isRunning(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

/** The processes of the process group `groupId` still running (zombies left out, as by isRunning). */
export function runningInGroup(groupId: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        // After the command's closing parenthesis: state, parent, process group.
        const [state, , group] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        return Number(group) === groupId && state !== 'Z';
      } catch {
        return false;
      }
    });
}
