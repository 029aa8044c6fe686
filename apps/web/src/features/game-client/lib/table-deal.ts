import type { RoundRecordOf } from '@app/house-games';

export type TableEngine = 'baccarat' | 'dragon-tiger';

export type Hand = { label: 'player' | 'banker' | 'dragon' | 'tiger'; cards: string[]; total?: number };

/** The hands of a table round, and the order their cards were dealt ([hand, card] pairs). */
export function tableDeal(record: RoundRecordOf<TableEngine>): { hands: Hand[]; order: [number, number][] } {
  if (record.engine === 'dragon-tiger') {
    const { dragon, tiger } = record.outcome;
    return {
      hands: [
        { label: 'dragon', cards: [dragon] },
        { label: 'tiger', cards: [tiger] },
      ],
      order: [
        [0, 0],
        [1, 0],
      ],
    };
  }
  const { player, banker, playerTotal, bankerTotal } = record.outcome;
  const order: [number, number][] = [
    [0, 0],
    [1, 0],
    [0, 1],
    [1, 1],
  ];
  if (player[2]) order.push([0, 2]);
  if (banker[2]) order.push([1, 2]);
  return {
    hands: [
      { label: 'player', cards: player, total: playerTotal },
      { label: 'banker', cards: banker, total: bankerTotal },
    ],
    order,
  };
}

const clamp = (value: number) => Math.min(1, Math.max(0, value));

/**
 * How far the `index`th of `count` dealt cards is at a deal's progress (0 to 1): each card has an
 * equal share of the deal (one share is left for the result), arriving from the shoe in the first
 * part of it and turning over in the second.
 */
export function cardMotion(index: number, count: number, progress: number): { arrive: number; turn: number } {
  if (progress >= 1) return { arrive: 1, turn: 1 };
  const share = 1 / (count + 1);
  const local = (progress - index * share) / share;
  const arrive = clamp(local / 0.45);
  return { arrive: 1 - (1 - arrive) ** 3, turn: clamp((local - 0.5) / 0.5) };
}
