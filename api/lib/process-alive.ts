import { readFileSync } from 'node:fs';

/** Whether a process with this id is running on this machine (one we may not signal, EPERM, counts as running). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as { code?: string }).code === 'EPERM';
  }
}

/**
 * Who a process id names right now, beyond the id: the machine's boot id and the process's start time
 * in clock ticks since boot (Linux: /proc/sys/kernel/random/boot_id and field 22 of /proc/{pid}/stat). A process
 * id reused by another process, or after a reboot, gives another identity. Null where /proc is not there.
 */
export function processIdentity(pid: number): string | null {
  try {
    const boot = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: count fields after its closing one.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const start = fields[22 - 3];
    return start ? `${boot}:${start}` : null;
  } catch {
    return null;
  }
}

/**
 * Whether the process that wrote (`pid`, `identity`) still runs: its id is alive and, where both identities are
 * known, it is the same process (not another that reused the id).
 */
export function sameProcessAlive(pid: number, identity: string | null): boolean {
  if (!processAlive(pid)) return false;
  if (identity === null) return true;
  const now = processIdentity(pid);
  return now === null || now === identity;
}
