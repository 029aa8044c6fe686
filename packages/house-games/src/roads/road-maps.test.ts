import { describe, expect, it } from 'vitest';
import {
  beadPlate,
  bigRoad,
  bigRoadColumns,
  derivedRoadSides,
  roadMaps,
  roadResultOf,
  type RoadResult,
} from './road-maps.js';

/** "B" banker/dragon (red), "P" player/tiger (blue), "T" tie. */
const seq = (text: string): RoadResult[] =>
  [...text.replaceAll(' ', '')].map((c) => (c === 'B' ? 'red' : c === 'P' ? 'blue' : 'tie'));
const colours = (text: string) => [...text].map((c) => (c === 'r' ? 'red' : 'blue'));
const at = (cells: { column: number; row: number }[]) => cells.map((cell) => [cell.column, cell.row]);

describe('road maps', () => {
  it('maps table results to sides', () => {
    expect(['banker', 'dragon', 'player', 'tiger', 'tie'].map(roadResultOf)).toEqual([
      'red',
      'red',
      'blue',
      'blue',
      'tie',
    ]);
    expect(() => roadResultOf('draw')).toThrow(RangeError);
  });

  it('bead plate: every result, ties included, six to a column', () => {
    const cells = beadPlate(seq('BPTBBPP'));
    expect(cells).toHaveLength(7);
    expect(cells[2]).toEqual({ column: 0, row: 2, result: 'tie' });
    expect(cells[6]).toEqual({ column: 1, row: 0, result: 'blue' });
  });

  it('big road: a column per streak, ties marked on the result before them', () => {
    const columns = bigRoadColumns(seq('TBBTTPBB'));
    expect(columns.map((column) => column.map((entry) => `${entry.side[0]}${entry.ties}`))).toEqual([
      ['r1', 'r2'],
      ['b0'],
      ['r0', 'r0'],
    ]);
    expect(at(bigRoad(seq('TBBTTPBB')))).toEqual([
      [0, 0],
      [0, 1],
      [1, 0],
      [2, 0],
      [2, 1],
    ]);
  });

  it('big road: a long streak turns right at the bottom, and the next one turns where it meets the tail', () => {
    const cells = bigRoad(seq('BBBBBBBB PPPPPP'));
    expect(at(cells)).toEqual([
      [0, 0],
      [0, 1],
      [0, 2],
      [0, 3],
      [0, 4],
      [0, 5],
      [1, 5],
      [2, 5],
      [1, 0],
      [1, 1],
      [1, 2],
      [1, 3],
      [1, 4],
      [2, 4],
    ]);
  });

  // Big road columns: BBB | PP | B | PPPP (lengths 3, 2, 1, 4).
  const sample = bigRoadColumns(seq('BBBPPBPPPP'));

  it('big eye boy from column 1 row 1', () => {
    expect(derivedRoadSides(sample, 1)).toEqual(colours('rbbbrr'));
  });

  it('small road from column 3 row 0 when column 2 has no second row', () => {
    expect(derivedRoadSides(sample, 2)).toEqual(colours('brbr'));
  });

  it('cockroach pig from column 3 row 1', () => {
    expect(derivedRoadSides(sample, 3)).toEqual(colours('rrb'));
  });

  it('a chopping table is all red on the big eye boy; a streak continuing is red too', () => {
    expect(derivedRoadSides(bigRoadColumns(seq('BPBPBPBP')), 1)).toEqual(colours('rrrrrr'));
    expect(derivedRoadSides(bigRoadColumns(seq('BBBBPP')), 1)).toEqual(colours('r'));
    expect(derivedRoadSides(bigRoadColumns(seq('BBBBB')), 1)).toEqual([]);
  });

  it('lays derived roads out in streaks, and ignores ties', () => {
    const maps = roadMaps(seq('BBBTPPBPPPP'));
    expect(maps.beadPlate).toHaveLength(11);
    expect(maps.bigEyeBoy.map((cell) => [cell.column, cell.row, cell.side[0]])).toEqual([
      [0, 0, 'r'],
      [1, 0, 'b'],
      [1, 1, 'b'],
      [1, 2, 'b'],
      [2, 0, 'r'],
      [2, 1, 'r'],
    ]);
    expect(maps.smallRoad).toHaveLength(4);
    expect(maps.cockroachPig).toHaveLength(3);
    expect(roadMaps([])).toEqual({
      beadPlate: [],
      bigRoad: [],
      bigEyeBoy: [],
      smallRoad: [],
      cockroachPig: [],
    });
  });
});
