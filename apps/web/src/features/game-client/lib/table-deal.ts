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
