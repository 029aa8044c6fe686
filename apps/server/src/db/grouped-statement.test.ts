import { describe, expect, it } from 'vitest';
import { groupedStatement } from './grouped-statement.js';

/** A statement the test finishes by hand, recording what each call of it was given. */
function controlledStatements() {
  const calls: { kind: 'one' | 'many'; items: number[]; finish: () => void; fail: () => void }[] = [];
  const pending = <T>(kind: 'one' | 'many', items: number[], answer: () => T) =>
    new Promise<T>((resolve, reject) => {
      calls.push({
        kind,
        items,
        finish: () => resolve(answer()),
        fail: () => reject(new Error(`refused ${items.join(',')}`)),
      });
    });
  return {
    calls,
    runOne: (item: number) =>
      item < 0 ? Promise.reject(new Error(`refused ${item}`)) : pending('one', [item], () => item * 10),
    runMany: (items: readonly number[]) => pending('many', [...items], () => items.map((item) => item * 10)),
  };
}

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('groupedStatement', () => {
  it('runs a call alone and at once while a slot is free', async () => {
    const statements = controlledStatements();
    const group = groupedStatement({ ...statements, slots: 2, maxItems: 8, waitingToOverlap: 1 });
    const first = group.run(1);
    const second = group.run(2);
    expect(statements.calls.map((call) => [call.kind, call.items])).toEqual([
      ['one', [1]],
      ['one', [2]],
    ]);
    statements.calls.forEach((call) => call.finish());
    expect(await Promise.all([first, second])).toEqual([10, 20]);
  });

  it('sends the calls that waited for a busy slot together, each answered with its own row', async () => {
    const statements = controlledStatements();
    const group = groupedStatement({ ...statements, slots: 1, maxItems: 8, waitingToOverlap: 1 });
    const answers = [1, 2, 3, 4].map((item) => group.run(item));
    expect(statements.calls.map((call) => call.items)).toEqual([[1]]);
    statements.calls[0]!.finish();
    await settled();
    expect(statements.calls.map((call) => [call.kind, call.items])).toEqual([
      ['one', [1]],
      ['many', [2, 3, 4]],
    ]);
    statements.calls[1]!.finish();
    expect(await Promise.all(answers)).toEqual([10, 20, 30, 40]);
  });

  it('takes at most maxItems calls into one statement and never runs more statements than slots', async () => {
    const statements = controlledStatements();
    const group = groupedStatement({ ...statements, slots: 1, maxItems: 2, waitingToOverlap: 1 });
    const answers = [1, 2, 3, 4, 5].map((item) => group.run(item));
    for (let step = 0; step < 3; step += 1) {
      expect(statements.calls).toHaveLength(step + 1);
      statements.calls[step]!.finish();
      await settled();
    }
    expect(statements.calls.map((call) => call.items)).toEqual([[1], [2, 3], [4, 5]]);
    expect(await Promise.all(answers)).toEqual([10, 20, 30, 40, 50]);
  });

  it('runs each call of a failed statement alone, so one refusal reaches only its own caller', async () => {
    const statements = controlledStatements();
    const group = groupedStatement({ ...statements, slots: 1, maxItems: 8, waitingToOverlap: 1 });
    const answers = [1, 2, -3, 4].map((item) => group.run(item).catch((error: Error) => error.message));
    statements.calls[0]!.finish();
    await settled();
    statements.calls[1]!.fail();
    await settled();
    expect(statements.calls.map((call) => [call.kind, call.items])).toEqual([
      ['one', [1]],
      ['many', [2, -3, 4]],
      ['one', [2]],
      ['one', [4]],
    ]);
    statements.calls.slice(2).forEach((call) => call.finish());
    expect(await Promise.all(answers)).toEqual([10, 20, 'refused -3', 40]);
  });

  it('keeps its slot until the calls of a failed statement are answered, then serves the next calls', async () => {
    const statements = controlledStatements();
    const group = groupedStatement({ ...statements, slots: 1, maxItems: 8, waitingToOverlap: 1 });
    const answers = [1, 2, 3].map((item) => group.run(item));
    statements.calls[0]!.finish();
    await settled();
    statements.calls[1]!.fail();
    await settled();
    const later = group.run(5);
    await settled();
    expect(statements.calls.map((call) => call.items)).toEqual([[1], [2, 3], [2], [3]]);
    statements.calls[2]!.finish();
    statements.calls[3]!.finish();
    await settled();
    expect(statements.calls.map((call) => call.items)).toEqual([[1], [2, 3], [2], [3], [5]]);
    statements.calls[4]!.finish();
    expect(await Promise.all([...answers, later])).toEqual([10, 20, 30, 50]);
  });

  it('starts a second statement beside a running one only once enough calls wait', async () => {
    const statements = controlledStatements();
    const group = groupedStatement({ ...statements, slots: 2, maxItems: 8, waitingToOverlap: 3 });
    const answers = [1, 2, 3].map((item) => group.run(item));
    expect(statements.calls.map((call) => call.items)).toEqual([[1]]);
    answers.push(group.run(4));
    expect(statements.calls.map((call) => call.items)).toEqual([[1], [2, 3, 4]]);
    answers.push(group.run(5));
    statements.calls[1]!.finish();
    await settled();
    // One statement still runs and one call waits: it waits for a statement to end, not for a slot.
    expect(statements.calls.map((call) => call.items)).toEqual([[1], [2, 3, 4]]);
    statements.calls[0]!.finish();
    await settled();
    expect(statements.calls.map((call) => call.items)).toEqual([[1], [2, 3, 4], [5]]);
    statements.calls[2]!.finish();
    expect(await Promise.all(answers)).toEqual([10, 20, 30, 40, 50]);
  });
});
