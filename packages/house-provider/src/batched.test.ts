import { describe, expect, it } from 'vitest';
import { batched, batchedPerOwner } from './batched.js';

function deferred() {
  let release!: () => void;
  const promise = new Promise<void>((resolve) => (release = resolve));
  return { promise, release };
}

describe('batched', () => {
  it('serves a lone caller at once and gathers the callers arriving during a flush into the next', async () => {
    const flushes: number[][] = [];
    const gate = deferred();
    const run = batched(async (items: readonly number[]) => {
      flushes.push([...items]);
      if (flushes.length === 1) await gate.promise;
      return items.map((n) => n * 10);
    }, 3);
    const first = run(1);
    const rest = [run(2), run(3), run(4), run(5)];
    expect(flushes).toEqual([[1]]);
    gate.release();
    expect(await Promise.all([first, ...rest])).toEqual([10, 20, 30, 40, 50]);
    expect(flushes).toEqual([[1], [2, 3, 4], [5]]);
  });

  it('fails only the callers of the flush that failed', async () => {
    const gate = deferred();
    let calls = 0;
    const run = batched(async (items: readonly string[]) => {
      calls++;
      if (calls === 1) {
        await gate.promise;
        throw new Error('statement failed');
      }
      return items.map((item) => item.toUpperCase());
    }, 10);
    const failed = run('a');
    const later = run('b');
    gate.release();
    await expect(failed).rejects.toThrow('statement failed');
    expect(await later).toBe('B');
  });

  it('keeps one queue per owner: callers of different owners never share a flush', async () => {
    const flushes: string[] = [];
    const gate = deferred();
    const run = batchedPerOwner(async (owner: { name: string }, items: readonly number[]) => {
      flushes.push(`${owner.name}:${items.join(',')}`);
      if (flushes.length === 1) await gate.promise;
      return items.map((n) => `${owner.name}${n}`);
    }, 10);
    const a = { name: 'a' };
    const b = { name: 'b' };
    const first = run(a, 1);
    const rest = [run(a, 2), run(b, 3), run(a, 4), run(b, 5)];
    expect(flushes).toEqual(['a:1', 'b:3']);
    gate.release();
    expect(await Promise.all([first, ...rest])).toEqual(['a1', 'a2', 'b3', 'a4', 'b5']);
    expect(flushes).toEqual(['a:1', 'b:3', 'b:5', 'a:2,4']);
  });
});
