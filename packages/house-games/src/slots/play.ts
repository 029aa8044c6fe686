import { apportionFloor, assertStake, type Minor } from '../money.js';
import type { RandomSource } from '../random/random-source.js';
import { SlotMachine, type SpinSink } from './machine.js';
import type { SlotBet, SlotConfig, SlotOutcome, SlotSpin } from './types.js';

const machines = new WeakMap<SlotConfig, SlotMachine>();

/** The compiled machine of a configuration (cached; rounds run synchronously, so sharing is safe). */
export function slotMachineFor(config: SlotConfig): SlotMachine {
  let machine = machines.get(config);
  if (!machine) {
    machine = new SlotMachine(config);
    machines.set(config, machine);
  }
  return machine;
}

/**
 * Plays one paid spin and its free spins. The round pays floor(stake * units / (100 * cost)) poisha for
 * all its wins together (units: hundredths of a credit, multipliers applied), so rounding costs less
 * than one poisha per round; each line, ways or scatter win shows its share (see apportionFloor).
 */
export function playSlotRound(
  config: SlotConfig,
  bet: SlotBet,
  rng: RandomSource,
): { outcome: SlotOutcome; stake: Minor; win: Minor } {
  const stake = assertStake(bet.stake);
  const machine = slotMachineFor(config);
  const spins: SlotSpin[] = [];
  const paid: { units: number; item: { win: Minor } }[] = [];
  let current: SlotSpin | undefined;
  const sink: SpinSink = {
    beginSpin(kind, multiplier) {
      const { rows, window } = machine;
      current = {
        kind,
        stops: Array.from(machine.stops),
        window: Array.from({ length: machine.reels }, (_, reel) =>
          Array.from(window.subarray(reel * rows, (reel + 1) * rows)),
        ),
        multiplier,
        wins: [],
        scatter: { count: 0, pay: 0, win: 0 },
        freeSpinsAwarded: 0,
        freeSpinsRemaining: 0,
        win: 0,
      };
      spins.push(current);
    },
    lineWin(line, symbol, count, units) {
      const item = { kind: 'line' as const, line, symbol, count, pay: units / current!.multiplier, win: 0 };
      current!.wins.push(item);
      paid.push({ units, item });
    },
    waysWin(symbol, count, ways, units) {
      const pay = units / current!.multiplier / ways;
      const item = { kind: 'ways' as const, symbol, count, ways, pay, win: 0 };
      current!.wins.push(item);
      paid.push({ units, item });
    },
    endSpin(scatters, scatterUnits, awarded, remaining) {
      current!.scatter = { count: scatters, pay: scatterUnits / current!.multiplier / config.cost, win: 0 };
      if (scatterUnits > 0) paid.push({ units: scatterUnits, item: current!.scatter });
      current!.freeSpinsAwarded = awarded;
      current!.freeSpinsRemaining = remaining;
    },
  };
  machine.playRound(rng, sink);
  const shares = apportionFloor(
    stake,
    paid.map((p) => p.units),
    100 * config.cost,
  );
  paid.forEach((p, i) => (p.item.win = shares[i]!));
  for (const spin of spins) spin.win = spin.wins.reduce((sum, w) => sum + w.win, spin.scatter.win);
  return { outcome: { spins }, stake, win: shares.reduce((sum, share) => sum + share, 0) };
}
