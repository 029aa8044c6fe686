/** Rows are numbered from the top (0). */

const classicLines: readonly (readonly number[])[] = [
  [1, 1, 1],
  [0, 0, 0],
  [2, 2, 2],
  [0, 1, 2],
  [2, 1, 0],
];

const firstVideoLines: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
];

/** Every 5-reel line whose row moves by at most one between neighbouring reels (99 of them). */
function smoothLines(reels: number, rows: number): number[][] {
  let paths: number[][] = Array.from({ length: rows }, (_, row) => [row]);
  for (let reel = 1; reel < reels; reel++) {
    paths = paths.flatMap((path) => {
      const last = path[path.length - 1]!;
      return [last - 1, last, last + 1].filter((row) => row >= 0 && row < rows).map((row) => [...path, row]);
    });
  }
  const changes = (path: number[]): number => path.slice(1).filter((row, i) => row !== path[i]).length;
  return paths.sort((a, b) => changes(a) - changes(b) || a.join('').localeCompare(b.join('')));
}

/** The 50 lines of 5x3 games, classic shapes first; a game with N lines plays the first N. */
const videoLines: readonly (readonly number[])[] = [
  ...firstVideoLines,
  ...smoothLines(5, 3).filter((line) => !firstVideoLines.some((known) => known.join() === line.join())),
].slice(0, 50);

export function paylinesFor(reels: number, count: number): readonly (readonly number[])[] {
  const all = reels === 3 ? classicLines : videoLines;
  if (!Number.isInteger(count) || count < 1 || count > all.length) {
    throw new RangeError(`${reels}-reel games have 1 to ${all.length} lines, not ${count}`);
  }
  return all.slice(0, count);
}
