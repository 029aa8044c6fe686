import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../random/seeded-random.js';
import { slotConfigFor } from '../slots/config.js';
import { canonicalJson } from './canonical-json.js';
import { engineConfigById } from './engine-config.js';
import { playRound } from './play-round.js';
import { tableConfigIds } from './table-configs.js';

describe('playRound', () => {
  it('plays every engine from a configuration id and returns plain JSON', () => {
    const played = [
      playRound(
        { engine: 'slots', configId: slotConfigFor('g', 9, 9500).id, bet: { stake: 900 } },
        createSeededRandom(1),
      ),
      playRound(
        { engine: 'baccarat', configId: tableConfigIds.baccarat, bet: { tie: 100 } },
        createSeededRandom(1),
      ),
      playRound(
        { engine: 'dragon-tiger', configId: tableConfigIds['dragon-tiger'], bet: { tiger: 100 } },
        createSeededRandom(1),
      ),
      playRound(
        { engine: 'crash', configId: 'crash:v1:9900', bet: { stake: 100, target: 300 } },
        createSeededRandom(1),
      ),
      playRound(
        { engine: 'fish', configId: 'fish:v1:9600', bet: { stake: 100, fish: 'whale' } },
        createSeededRandom(1),
      ),
    ];
    for (const round of played) {
      expect(JSON.parse(JSON.stringify(round))).toEqual(round);
      expect(Number.isSafeInteger(round.stake) && Number.isSafeInteger(round.win)).toBe(true);
    }
  });

  it('refuses a configuration id of another engine', () => {
    expect(() =>
      playRound(
        { engine: 'baccarat', configId: tableConfigIds['dragon-tiger'], bet: { player: 100 } },
        createSeededRandom(1),
      ),
    ).toThrow(RangeError);
  });

  it('resolves configuration ids for clients, with table odds', () => {
    const baccarat = engineConfigById(tableConfigIds.baccarat);
    if (baccarat.engine !== 'baccarat') throw new Error('expected baccarat');
    expect(baccarat.config.odds.rtp.banker).toBeCloseTo(0.9894, 4);
    expect(engineConfigById('crash:v1:9900')).toEqual({
      engine: 'crash',
      config: { id: 'crash:v1:9900', rtpBp: 9900 },
    });
    expect(() => engineConfigById('roulette:v1')).toThrow(RangeError);
  });
});

describe('canonicalJson', () => {
  it('ignores key order and undefined fields', () => {
    expect(canonicalJson({ b: 1, a: [{ y: 2, x: undefined, w: null }] })).toBe(
      '{"a":[{"w":null,"y":2}],"b":1}',
    );
  });
});

describe('the browser entry', () => {
  it('never reaches node: modules', () => {
    const src = resolve(dirname(fileURLToPath(import.meta.url)), '..');
    const seen = new Set<string>();
    const visit = (file: string): void => {
      if (seen.has(file)) return;
      seen.add(file);
      const text = readFileSync(file, 'utf8');
      for (const [, spec] of text.matchAll(/from '([^']+)'/g)) {
        expect(spec!.startsWith('node:'), `${file} imports ${spec}`).toBe(false);
        if (spec!.startsWith('.')) visit(resolve(dirname(file), spec!.replace(/\.js$/, '.ts')));
      }
    };
    visit(resolve(src, 'index.ts'));
    expect(seen.size).toBeGreaterThan(20);
  });
});
