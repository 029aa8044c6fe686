import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { CatalogImportReport, ErrorDetail, GameListValue, ImportRowError } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../testing/accounts.js';
import { memberToken, operatorToken, testGameRows } from '../../../testing/lobby.js';
import { buildTestApp } from '../../../testing/test-app.js';
import { testDatabaseKinds, type TestDatabase } from '../../../testing/test-database.js';
import { importCatalogFile } from './catalog-import-file.js';

type ImportFailure = ErrorDetail & { errors: ImportRowError[] };

describe.each(testDatabaseKinds())('operator catalog import ($name)', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let operator: string;

  const importing = (body: unknown, token = operator) =>
    call<CatalogImportReport | ImportFailure>(app, 'POST', '/wps/operator/catalog/import', { token, body });
  const gamesOf = (vendor: string) =>
    database.db
      .selectFrom('game')
      .select(['node_id', 'game_code', 'name_en', 'names', 'enabled', 'min_bet_minor', 'lines'])
      .where('vendor_code', '=', vendor)
      .orderBy('game_code')
      .execute();

  beforeAll(async () => {
    database = await kind.create();
    app = await buildTestApp(database.db);
    operator = await operatorToken(app);
  });

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('is for operator staff only', async () => {
    const body = { format: 'json', content: JSON.stringify(testGameRows('PG', 1)) };
    expect((await call(app, 'POST', '/wps/operator/catalog/import', { body })).status).toBe(401);
    const refused = await importing(body, await memberToken(app));
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('This function is for operator staff only');
    expect(await gamesOf('PG')).toEqual([]);
  });

  it('imports a JSON list, then upserts by (vendor, gameCode) keeping node ids', async () => {
    const first = await importing({ format: 'json', content: JSON.stringify(testGameRows('PG', 3, 'pg')) });
    expect(first.body.value).toEqual({ total: 3, inserted: 3, updated: 0, disabled: 0 });
    const before = await gamesOf('PG');
    expect(before.map((g) => g.game_code)).toEqual(['pg1', 'pg2', 'pg3']);
    expect(Number(before[0]!.node_id)).toBeGreaterThan(10_000_000);

    const renamed = testGameRows('PG', 4, 'pg').map((row, i) =>
      i === 0 ? { ...row, names: { en: 'Renamed' }, minBet: '2' } : row,
    );
    const second = await importing({ format: 'json', content: JSON.stringify({ games: renamed }) });
    expect(second.body.value).toEqual({ total: 4, inserted: 1, updated: 3, disabled: 0 });
    const after = await gamesOf('PG');
    expect(after.find((g) => g.game_code === 'pg1')).toMatchObject({
      node_id: before[0]!.node_id,
      name_en: 'Renamed',
      names: { en: 'Renamed' },
      min_bet_minor: '200',
    });
    const listed = await call<GameListValue>(
      app,
      'GET',
      '/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=PG',
    );
    expect(listed.body.value.total).toBe(4);
  });

  it('imports CSV with Bengali names and the vendor given once for the file', async () => {
    const csv = [
      'gameCode,gameType,name_en,name_bn,minBet,lines,gameClassify,supportPlay',
      'jl_a,RNG,Lucky Ox,ভাগ্যবান ষাঁড়,1,25,JP,0',
      'jl_b,FISH,Ocean Hunter,সমুদ্র শিকারি,0.10,,,',
    ].join('\r\n');
    const result = await importing({ format: 'csv', content: csv, vendor: 'JL' });
    expect(result.body.value).toEqual({ total: 2, inserted: 2, updated: 0, disabled: 0 });
    const games = await gamesOf('JL');
    expect(games.map((g) => [g.game_code, g.names.bn, g.min_bet_minor, g.lines])).toEqual([
      ['jl_a', 'ভাগ্যবান ষাঁড়', '100', 25],
      ['jl_b', 'সমুদ্র শিকারি', '10', null],
    ]);
    const search = await call<GameListValue>(
      app,
      'GET',
      `/wps/relay/GCSGAME_gameList?gameName=${encodeURIComponent('ষাঁড়')}&language=bn`,
    );
    expect(search.body.value.games.map((g) => g.gameName)).toEqual(['ভাগ্যবান ষাঁড়']);
  });

  it('reports every bad row and imports nothing when any row is bad', async () => {
    const before = await gamesOf('CQ9');
    const rows = [
      ...testGameRows('CQ9', 2, 'ok'),
      { vendor: 'CQ9', gameCode: 'bad one', gameType: 'RNG', names: { en: 'Bad' } },
      { vendor: 'CQ9', gameCode: 'x', gameType: 'SLOTS', names: { en: 'X' }, minBet: '1.234' },
      { vendor: 'NOPE', gameCode: 'y', gameType: 'RNG', names: { en: 'Y' } },
    ];
    const result = await importing({ format: 'json', content: JSON.stringify(rows) });
    expect(result.status).toBe(400);
    expect(result.body.message).toBe('The file has 4 errors; nothing was imported');
    const detail = result.body.value as ImportFailure;
    expect(detail.key).toBe('catalog_import_invalid');
    expect(detail.errors.map((e) => `${e.row}:${e.field}`)).toEqual([
      '3:gameCode',
      '4:gameType',
      '4:minBet',
      '5:vendor',
    ]);
    expect(await gamesOf('CQ9')).toEqual(before);

    const csv = await importing({
      format: 'csv',
      content: 'vendor,gameCode,gameType,name_en\nCQ9,fine,RNG,Fine\nCQ9,,RNG,\n',
    });
    expect(csv.status).toBe(400);
    expect((csv.body.value as ImportFailure).errors.map((e) => `${e.row}:${e.field}`)).toEqual([
      '2:gameCode',
      '2:names',
    ]);
    expect(await gamesOf('CQ9')).toEqual(before);
    expect((await importing({ format: 'xml', content: 'x' })).status).toBe(400);
  });

  it('replace mode disables the vendor games the file leaves out, without touching other vendors', async () => {
    await importing({ format: 'json', content: JSON.stringify(testGameRows('FC', 5, 'fc')) });
    const other = (await gamesOf('PG')).filter((g) => g.enabled).length;
    const result = await importing({
      format: 'json',
      content: JSON.stringify(testGameRows('FC', 2, 'fc')),
      mode: 'replace',
    });
    expect(result.body.value).toEqual({ total: 2, inserted: 0, updated: 2, disabled: 3 });
    expect((await gamesOf('FC')).map((g) => [g.game_code, g.enabled])).toEqual([
      ['fc1', true],
      ['fc2', true],
      ['fc3', false],
      ['fc4', false],
      ['fc5', false],
    ]);
    expect((await gamesOf('PG')).filter((g) => g.enabled).length).toBe(other);
    const listed = await call<GameListValue>(app, 'GET', '/wps/relay/GCSGAME_gameList?vassalage=FC');
    expect(listed.body.value.total).toBe(2);
  });

  it('imports files the way the catalog:import command does', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'catalog-import-'));
    try {
      const csvFile = path.join(folder, 'ttg.csv');
      fs.writeFileSync(
        csvFile,
        'vendor,gameCode,gameType,name_en\nTTG,file_a,RNG,File A\nTTG,file_b,RNG,File B\n',
      );
      expect(await importCatalogFile(database.db, csvFile)).toEqual({
        total: 2,
        inserted: 2,
        updated: 0,
        disabled: 0,
      });
      const jsonFile = path.join(folder, 'ttg.json');
      fs.writeFileSync(
        jsonFile,
        JSON.stringify([{ gameCode: 'file_a', gameType: 'RNG', names: { en: 'File A2' } }]),
      );
      expect(await importCatalogFile(database.db, jsonFile, { vendor: 'TTG', replace: true })).toEqual({
        total: 1,
        inserted: 0,
        updated: 1,
        disabled: 1,
      });
      await expect(importCatalogFile(database.db, path.join(folder, 'list.txt'))).rejects.toThrow(/format/);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
