import { describe, expect, it } from 'vitest';
import { parseImport } from './catalog-import-parse.js';

const knownVendors = new Set(['PG', 'JL']);

describe('parsing an operator game list', () => {
  it('reads CSV with per-language name columns, flags and amounts', () => {
    const csv = [
      'vendor,gameCode,gameType,name_en,name_bn,minBet,lines,rtp,isNew,supportPlay,gameClassify,enabled',
      'PG,fortune_ox,RNG,Fortune Ox,ভাগ্যবান ষাঁড়,0.20,10,96.75,true,0,,',
      'PG,"mahjong_2",RNG,"Mahjong Ways, Part 2",,1,,,no,,JP,false',
    ].join('\n');
    const { rows, errors } = parseImport('csv', csv, { knownVendors });
    expect(errors).toEqual([]);
    expect(rows.map((r) => r.game)).toMatchObject([
      {
        vendor: 'PG',
        gameCode: 'fortune_ox',
        names: { en: 'Fortune Ox', bn: 'ভাগ্যবান ষাঁড়' },
        minBetMinor: 20n,
        lines: 10,
        rtpBp: 9675,
        isNew: true,
        supportPlay: 0,
        gameClassify: null,
        enabled: true,
      },
      {
        gameCode: 'mahjong_2',
        names: { en: 'Mahjong Ways, Part 2' },
        minBetMinor: 100n,
        lines: null,
        gameClassify: 'JP',
        enabled: false,
      },
    ]);
  });

  it('reads JSON arrays or { games }, filling the vendor of the import', () => {
    const json = JSON.stringify({ games: [{ gameCode: 'a1', gameType: 'FISH', names: { en: 'A' } }] });
    const { rows, errors } = parseImport('json', json, { vendor: 'JL', knownVendors });
    expect(errors).toEqual([]);
    expect(rows[0]?.game).toMatchObject({
      vendor: 'JL',
      gameType: 'FISH',
      isGame: 'GAME',
      supportPlay: 1,
      minBetMinor: 0n,
    });
  });

  it('reports every bad row with its number and field', () => {
    const json = JSON.stringify([
      { vendor: 'PG', gameCode: 'ok', gameType: 'RNG', names: { en: 'Fine' } },
      { vendor: 'XX', gameCode: 'bad code!', gameType: 'NOPE', names: { bn: 'শুধু বাংলা' }, minBet: '-1' },
      { vendor: 'PG', gameCode: 'ok', gameType: 'RNG', names: { en: 'Duplicate' } },
      { vendor: 'ZZ', gameCode: 'z', gameType: 'RNG', names: { en: 'Unknown vendor' } },
    ]);
    const { errors } = parseImport('json', json, { knownVendors });
    const fields = errors.map((e) => `${e.row}:${e.field}`);
    expect(fields).toEqual(
      expect.arrayContaining(['2:gameCode', '2:gameType', '2:names', '2:minBet', '3:gameCode', '4:vendor']),
    );
    expect(errors.find((e) => e.row === 3)?.message).toBe('duplicate of row 1');
    expect(new Set(fields).size).toBe(fields.length);
    expect(errors.some((e) => e.row === 1)).toBe(false);
  });

  it('refuses rows of another vendor than the import names, broken files and empty ones', () => {
    const other = JSON.stringify([{ vendor: 'JL', gameCode: 'x', gameType: 'RNG', names: { en: 'X' } }]);
    expect(parseImport('json', other, { vendor: 'PG', knownVendors }).errors[0]).toMatchObject({
      row: 1,
      field: 'vendor',
    });
    expect(parseImport('json', '{nope', { knownVendors }).errors[0]).toMatchObject({
      row: 0,
      field: 'content',
    });
    expect(parseImport('csv', 'a,b\n"open', { knownVendors }).errors[0]?.message).toMatch(/unterminated/);
    expect(parseImport('json', '[]', { knownVendors }).errors[0]?.message).toBe('the file has no games');
  });
});
