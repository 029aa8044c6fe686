/**
 * Group commit for one kind of call: a call arriving while a statement of the group runs waits, and
 * the next statement takes everything waiting (up to `maxItems`). A second statement (up to `slots`)
 * starts beside a running one only once `waitingToOverlap` calls wait, so the statements stay large
 * and a statement held up by a row lock never holds every call. A quiet server therefore sends every
 * call alone, at once, as before; a busy one sends fewer, larger statements, each one transaction and
 * one commit (see docs/decisions.md, "Seamless calls grouped into one statement").
 *
 * `runMany` must be all-or-nothing (one statement): when it fails, nothing of the group was written,
 * and every item runs again alone through `runOne`, so each call gets exactly the answer or the refusal
 * it would have had on its own.
 */
export interface GroupedStatementOptions<In, Out> {
  runOne: (item: In) => Promise<Out>;
  /** One answer per item, in the items' order. */
  runMany: (items: readonly In[]) => Promise<Out[]>;
  slots: number;
  maxItems: number;
  /** While a statement of the group runs, another starts only once this many calls wait (1: at once). */
  waitingToOverlap: number;
}

interface Waiting<In, Out> {
  item: In;
  resolve: (answer: Out) => void;
  reject: (error: unknown) => void;
}

export interface GroupedStatement<In, Out> {
  run(item: In): Promise<Out>;
}

export function groupedStatement<In, Out>(
  options: GroupedStatementOptions<In, Out>,
): GroupedStatement<In, Out> {
  const { runOne, runMany, slots, maxItems, waitingToOverlap } = options;
  const waiting: Waiting<In, Out>[] = [];
  let running = 0;

  const settleAlone = (call: Waiting<In, Out>) => runOne(call.item).then(call.resolve, call.reject);

  async function settleGroup(group: Waiting<In, Out>[]): Promise<void> {
    let answers: Out[];
    try {
      answers = await runMany(group.map((call) => call.item));
    } catch {
      await Promise.all(group.map(settleAlone));
      return;
    }
    group.forEach((call, index) => call.resolve(answers[index] as Out));
  }

  function startNext(): void {
    while (running < slots && waiting.length >= (running === 0 ? 1 : waitingToOverlap)) {
      const group = waiting.splice(0, maxItems);
      running += 1;
      const settled = group.length === 1 ? settleAlone(group[0]!) : settleGroup(group);
      void settled.finally(() => {
        running -= 1;
        startNext();
      });
    }
  }

  return {
    run(item) {
      return new Promise<Out>((resolve, reject) => {
        waiting.push({ item, resolve, reject });
        startNext();
      });
    },
  };
}
