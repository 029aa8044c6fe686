import { readFile } from 'node:fs/promises';

/** USER_HZ of Linux's /proc/stat times (100 on every common architecture). */
const TICKS_PER_SECOND = 100;

/**
 * CPU time (ms) every process on the machine has used so far (all but idle and I/O wait), from
 * /proc/stat; null where there is none. Divided by the operations of a run it gives a figure that
 * noisy throughput hides: what one operation costs client, server and database together.
 */
async function machineBusyMs(): Promise<number | null> {
  const stat = await readFile('/proc/stat', 'utf8').catch(() => null);
  const fields = stat?.split('\n', 1)[0]?.trim().split(/\s+/).slice(1).map(Number);
  if (!fields || fields.length < 5) return null;
  const [user, nice, system, , , irq = 0, softirq = 0, steal = 0] = fields;
  return ((user! + nice! + system! + irq + softirq + steal) * 1000) / TICKS_PER_SECOND;
}

/**
 * `run`'s machine CPU per operation (ms), or null where /proc/stat cannot be read. `operations` counts
 * them after the measured window (it may query the database); the count is answered too.
 */
export async function machineCpuPer<T>(
  run: () => Promise<T>,
  operations: (result: T) => number | Promise<number>,
): Promise<{ result: T; count: number; cpuMsPerOp: number | null }> {
  const before = await machineBusyMs();
  const result = await run();
  const after = await machineBusyMs();
  const count = await operations(result);
  return {
    result,
    count,
    cpuMsPerOp: before === null || after === null || count <= 0 ? null : (after - before) / count,
  };
}
