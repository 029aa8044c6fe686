/**
 * The road maps of baccarat and dragon tiger, derived from a table's results in order (pure functions).
 * Banker (baccarat) and dragon (dragon tiger) are drawn red, player and tiger blue.
 *
 * - Bead plate: every result, ties included, six to a column, top to bottom then left to right.
 * - Big road: a column per streak of one side; a tie is marked on the result before it (ties before
 *   the first result go on the first one). A streak longer than six, or one that meets a cell
 *   already used, turns right along its row (the "dragon tail").
 * - Derived roads (big eye boy, small road, cockroach pig; k = 1, 2, 3): for each big-road entry from
 *   column k row 1 (or, without it, column k + 1 row 0) on, red or blue, laid out like a big road:
 *   - first of a column c: red if columns c − 1 and c − 1 − k are equally long, else blue;
 *   - row r > 0 of column c: blue if column c − k is exactly r long (it ended just above), else red.
 */
export type RoadSide = 'red' | 'blue';
export type RoadResult = RoadSide | 'tie';

export const ROAD_ROWS = 6;

/** A table result as a road result: banker and dragon red, player and tiger blue. */
export function roadResultOf(result: string): RoadResult {
  if (result === 'banker' || result === 'dragon') return 'red';
  if (result === 'player' || result === 'tiger') return 'blue';
  if (result === 'tie') return 'tie';
  throw new RangeError(`not a table result: ${result}`);
}

export interface BeadCell {
  column: number;
  row: number;
  result: RoadResult;
}

export function beadPlate(results: readonly RoadResult[]): BeadCell[] {
  return results.map((result, index) => ({
    column: Math.floor(index / ROAD_ROWS),
    row: index % ROAD_ROWS,
    result,
  }));
}

/** A cell of a laid-out road: where it is drawn and its colour; on the big road, the ties after it. */
export interface RoadCell {
  column: number;
  row: number;
  side: RoadSide;
  ties: number;
}

/** One big-road entry per decided result, grouped in streaks (logical columns). */
export interface BigRoadEntry {
  side: RoadSide;
  ties: number;
}

export function bigRoadColumns(results: readonly RoadResult[]): BigRoadEntry[][] {
  const columns: BigRoadEntry[][] = [];
  let leadingTies = 0;
  for (const result of results) {
    const column = columns.at(-1);
    const last = column?.at(-1);
    if (result === 'tie') {
      if (last) last.ties += 1;
      else leadingTies += 1;
    } else if (column && last && last.side === result) {
      column.push({ side: result, ties: 0 });
    } else {
      columns.push([{ side: result, ties: columns.length === 0 ? leadingTies : 0 }]);
    }
  }
  return columns;
}

/** Lays streaks out on a grid of ROAD_ROWS rows, turning right at the bottom or at a used cell. */
export function layOutRoad(columns: readonly (readonly BigRoadEntry[])[]): RoadCell[] {
  const used = new Set<string>();
  const cells: RoadCell[] = [];
  let start = -1;
  for (const streak of columns) {
    start += 1;
    while (used.has(`${start}:0`)) start += 1;
    let column = start;
    let row = 0;
    let turned = false;
    streak.forEach((entry, index) => {
      if (index > 0) {
        if (!turned && row + 1 < ROAD_ROWS && !used.has(`${column}:${row + 1}`)) row += 1;
        else {
          turned = true;
          column += 1;
        }
      }
      used.add(`${column}:${row}`);
      cells.push({ column, row, side: entry.side, ties: entry.ties });
    });
  }
  return cells;
}

export const bigRoad = (results: readonly RoadResult[]): RoadCell[] => layOutRoad(bigRoadColumns(results));

/** The colours of a derived road in order (k = 1 big eye boy, 2 small road, 3 cockroach pig). */
export function derivedRoadSides(columns: readonly (readonly BigRoadEntry[])[], k: 1 | 2 | 3): RoadSide[] {
  const sides: RoadSide[] = [];
  columns.forEach((column, c) => {
    column.forEach((_, r) => {
      if (!((c === k && r >= 1) || c >= k + 1)) return;
      if (r === 0) sides.push(columns[c - 1]!.length === columns[c - 1 - k]!.length ? 'red' : 'blue');
      else sides.push(columns[c - k]!.length === r ? 'blue' : 'red');
    });
  });
  return sides;
}

/** Groups a colour sequence into streaks, for laying out. */
export function streaksOf(sides: readonly RoadSide[]): BigRoadEntry[][] {
  const streaks: BigRoadEntry[][] = [];
  for (const side of sides) {
    const last = streaks.at(-1);
    if (last && last[0]!.side === side) last.push({ side, ties: 0 });
    else streaks.push([{ side, ties: 0 }]);
  }
  return streaks;
}

export interface RoadMaps {
  beadPlate: BeadCell[];
  bigRoad: RoadCell[];
  bigEyeBoy: RoadCell[];
  smallRoad: RoadCell[];
  cockroachPig: RoadCell[];
}

/** Every road of a table's results, oldest first. */
export function roadMaps(results: readonly RoadResult[]): RoadMaps {
  const columns = bigRoadColumns(results);
  const derived = (k: 1 | 2 | 3) => layOutRoad(streaksOf(derivedRoadSides(columns, k)));
  return {
    beadPlate: beadPlate(results),
    bigRoad: layOutRoad(columns),
    bigEyeBoy: derived(1),
    smallRoad: derived(2),
    cockroachPig: derived(3),
  };
}
