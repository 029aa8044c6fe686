import { createHash } from 'node:crypto';
import { gameClassifies, gameTypes, vendorCategories } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { generateCatalog, hashSeed, seededRandom } from './catalog-generator.js';
import {
  catalogCategories,
  catalogVendors,
  footerVendorCodes,
  specVendorCodes,
  vendorGameCounts,
} from './catalog-vendors.js';
import { defaultCategoryVendors } from './catalog.service.js';

const games = generateCatalog();
const digest = (list: unknown) => createHash('sha256').update(JSON.stringify(list)).digest('hex');

describe('demo catalog generator', () => {
  it('is deterministic: the same games, ids, names and numbers on every run', () => {
    expect(digest(generateCatalog())).toBe(digest(games));
    const random = seededRandom(hashSeed('PG/RNG'));
    const again = seededRandom(hashSeed('PG/RNG'));
    expect([random(), random(), random()]).toEqual([again(), again(), again()]);
  });

  it('builds at least 10,000 games with unique node ids and unique codes per vendor', () => {
    expect(games.length).toBeGreaterThanOrEqual(10_000);
    expect(new Set(games.map((g) => g.nodeId)).size).toBe(games.length);
    expect(new Set(games.map((g) => `${g.vendor}/${g.gameCode}`)).size).toBe(games.length);
    expect(new Set(games.map((g) => `${g.vendor}/${g.names.en}`)).size).toBe(games.length);
  });

  it('covers every game type, every spec vendor per category and the footer vendors', () => {
    for (const type of gameTypes) expect(games.some((g) => g.gameType === type)).toBe(true);
    for (const [category, vendors] of Object.entries(specVendorCodes))
      for (const vendor of vendors)
        expect(
          games.some((g) => g.vendor === vendor && g.gameType === category),
          `${vendor} ${category}`,
        ).toBe(true);
    for (const vendor of footerVendorCodes) expect(games.some((g) => g.vendor === vendor)).toBe(true);
    for (const vendor of catalogVendors) expect(games.some((g) => g.vendor === vendor.code)).toBe(true);
    expect(games.filter((g) => g.gameType === 'RNG').length).toBeGreaterThan(9000);
  });

  it('maps every vendor category, MXWIN being the slot vendors at positions 10 to 14', () => {
    const mapping = new Map(defaultCategoryVendors().map((c) => [c.category, c.vendors]));
    expect([...mapping.keys()].sort()).toEqual([...vendorCategories].sort());
    expect(catalogCategories.map((c) => c.code).sort()).toEqual([...vendorCategories].sort());
    const rng = vendorGameCounts.RNG.map(([vendor]) => vendor);
    expect(mapping.get('MXWIN')).toEqual(rng.slice(9, 14));
    for (const [category, vendors] of mapping) expect(vendors.length, category).toBeGreaterThan(0);
  });

  it('gives every game an English and a Bengali name and sensible numbers', () => {
    for (const game of games) {
      expect(game.names.en.length).toBeGreaterThan(0);
      expect(game.names.bn.length).toBeGreaterThan(0);
      expect(game.minBetMinor).toBeGreaterThan(0);
      expect(game.releasedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(games.filter((g) => /[\u0980-\u09FF]/.test(g.names.bn)).length).toBeGreaterThan(9000);
    const slots = games.filter((g) => g.gameType === 'RNG' && g.gameClassify === null);
    expect(
      slots.every((g) => g.lines !== null && g.rtpBp !== null && g.rtpBp >= 9400 && g.rtpBp < 9750),
    ).toBe(true);
  });

  it('spreads slots over every sub-type and both sides of the slot filters', () => {
    const rng = games.filter((g) => g.gameType === 'RNG');
    for (const classify of gameClassifies)
      expect(rng.filter((g) => g.gameClassify === classify).length).toBeGreaterThan(100);
    const atLeastOne = rng.filter((g) => g.minBetMinor >= 100).length;
    const manyLines = rng.filter((g) => (g.lines ?? 0) >= 25).length;
    expect(atLeastOne).toBeGreaterThan(rng.length * 0.2);
    expect(atLeastOne).toBeLessThan(rng.length * 0.8);
    expect(manyLines).toBeGreaterThan(rng.length * 0.2);
    expect(manyLines).toBeLessThan(rng.length * 0.8);
  });

  it('marks vendor lobbies, free trials, new games and consecutive hot ranks', () => {
    const lobbies = games.filter((g) => g.isGame === 'VASSALAGE');
    expect(lobbies.map((g) => g.vendor).sort()).toEqual(vendorGameCounts.LIVE.map(([v]) => v).sort());
    expect(games.some((g) => g.supportPlay === 0)).toBe(true);
    expect(games.filter((g) => g.isNew).length).toBeGreaterThan(50);
    const ranks = games.flatMap((g) => (g.hotRank ? [g.hotRank] : [])).sort((a, b) => a - b);
    expect(ranks).toEqual(Array.from({ length: ranks.length }, (_, i) => i + 1));
    expect(ranks.length).toBeGreaterThanOrEqual(40);
  });
});
