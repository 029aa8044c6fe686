import type { ReportTable } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, detailOf, freshIp, freshUsername, insertAccount, login } from '../../../testing/accounts.js';
import { staffConsoleToken } from '../../../testing/staff.js';
import { buildTestApp } from '../../../testing/test-app.js';
import { testDatabaseKinds, type TestDatabase } from '../../../testing/test-database.js';
import { createPlayer, operatorToken } from '../../../testing/wallet.js';

// Known fixtures in the week of Monday 2026-01-05 (noon in Dhaka), far from anything the seed writes.
const at = (day: string) => new Date(`${day}T06:00:00Z`);
const range = 'from=2026-01-05&to=2026-01-11';

describe.each(testDatabaseKinds())('operator reports ($name)', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let owner: string;
  const names = { agent: '', alpha: '', beta: '', idle: '' };

  async function round(
    memberId: string,
    nodeId: string,
    day: string,
    stake: number,
    win: number,
    status: 'settled' | 'open' = 'settled',
  ) {
    const game = await database.db
      .selectFrom('game')
      .select(['vendor_code', 'game_type'])
      .where('node_id', '=', nodeId)
      .executeTakeFirstOrThrow();
    await database.db
      .insertInto('game_round')
      .values({
        provider_code: 'HOUSE',
        round_ref: `report-${freshUsername('r')}`,
        member_id: memberId,
        node_id: nodeId,
        vendor_code: game.vendor_code,
        game_type: game.game_type,
        status,
        stake: String(stake),
        valid_bet: status === 'settled' ? String(stake) : '0',
        win: String(win),
        created_at: at(day),
        settled_at: status === 'settled' ? at(day) : null,
      })
      .execute();
  }

  /** A balanced journal crediting a member's main wallet from a house account, dated `day`. */
  async function credit(memberId: string, type: string, amount: number, day: string): Promise<string> {
    return database.db.transaction().execute(async (trx) => {
      const journal = await trx
        .insertInto('ledger_journal')
        .values({
          type,
          event_key: `report:${freshUsername('j')}`,
          reference: 'report fixture',
          created_at: at(day),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const { rows } = await sql<{ id: string }>`
        select id from ledger_account where member_id = ${memberId} and kind = 'main'
        union all select id from ledger_account where kind = 'house:adjustments#0'`.execute(trx);
      const [member, house] = rows;
      await trx
        .insertInto('ledger_posting')
        .values([
          {
            journal_id: journal.id,
            account_id: member?.id ?? '',
            amount: String(amount),
            created_at: at(day),
          },
          {
            journal_id: journal.id,
            account_id: house?.id ?? '',
            amount: String(-amount),
            created_at: at(day),
          },
        ])
        .execute();
      return journal.id;
    });
  }

  beforeAll(async () => {
    database = await kind.create();
    app = await buildTestApp(database.db);
    owner = await operatorToken(app);
    const db = database.db;
    await db
      .insertInto('game_vendor')
      .values([
        { code: 'RPTA', display_name: 'Report Alpha' },
        { code: 'RPTB', display_name: 'রিপোর্ট, "বি"' },
      ])
      .execute();
    const types = await db.selectFrom('game_type').select('code').orderBy('code').limit(2).execute();
    const game = (vendor: string, type: string, name: string) =>
      db
        .insertInto('game')
        .values({
          vendor_code: vendor,
          game_type: type,
          game_code: name.toUpperCase(),
          names: JSON.stringify({ en: name }),
          name_en: name,
          search_text: name,
          min_bet_minor: '0',
          updated_at: new Date(),
        })
        .returning('node_id')
        .executeTakeFirstOrThrow();
    const x = await game('RPTA', types[0]?.code ?? 'RNG', 'Report X');
    const y = await game('RPTB', types[1]?.code ?? 'RNG', 'Report Y');

    const agent = await createPlayer(app, db, { type: 1 });
    const alpha = await createPlayer(app, db, { uplineId: agent.id });
    const beta = await createPlayer(app, db, { uplineId: agent.id });
    const idle = await createPlayer(app, db);
    Object.assign(names, {
      agent: agent.username,
      alpha: alpha.username,
      beta: beta.username,
      idle: idle.username,
    });
    // Cohort of the week of 2026-01-05: alpha, beta and idle; the agent registered before it.
    await db
      .updateTable('member')
      .set({ created_at: at('2026-01-05') })
      .where('id', 'in', [alpha.id, beta.id, idle.id])
      .execute();
    await db
      .updateTable('member')
      .set({ created_at: at('2026-01-01') })
      .where('id', '=', agent.id)
      .execute();

    await round(alpha.id, x.node_id, '2026-01-06', 10_000, 3_000);
    await round(alpha.id, y.node_id, '2026-01-07', 5_000, 8_000);
    await round(beta.id, x.node_id, '2026-01-06', 2_000, 0);
    await round(beta.id, x.node_id, '2026-01-06', 500, 0, 'open');
    await round(alpha.id, x.node_id, '2026-01-13', 1_000, 0); // after the range: retention week 1 only
    await credit(alpha.id, 'promotion', 1_500, '2026-01-07');
    const depositJournal = await credit(beta.id, 'deposit', 20_000, '2026-01-06');

    await db
      .insertInto('payment_channel')
      .values({
        id: 'report_bkash',
        adapter: 'manual',
        method: 'mobile_wallet',
        name: 'বিকাশ, "Personal"',
        min_amount: '100',
        max_amount: '100000',
      })
      .execute();
    await db
      .insertInto('deposit')
      .values({
        member_id: beta.id,
        channel_id: 'report_bkash',
        amount: '20000',
        status: 'credited',
        journal_id: depositJournal,
        created_at: at('2026-01-06'),
        updated_at: at('2026-01-06'),
      })
      .execute();
    const payee = await db
      .insertInto('payout_account')
      .values({
        member_id: alpha.id,
        method: 'mobile_wallet',
        provider: 'report_nagad',
        account_name: 'Alpha',
        account_number: '01700000000',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('withdrawal')
      .values({
        member_id: alpha.id,
        payout_account_id: payee.id,
        account: JSON.stringify({ method: 'mobile_wallet', provider: 'report_nagad' }),
        amount: '4000',
        status: 'paid',
        paid_at: at('2026-01-08'),
      })
      .execute();
  });

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const report = async (name: string, query = range, token = owner) => {
    const result = await call<ReportTable>(app, 'GET', `/wps/ops/reports/${name}?${query}`, { token });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    return result.body.value;
  };
  /** The rows as objects keyed by column, for readable assertions. */
  const objects = (table: ReportTable) =>
    table.list.map((row) =>
      Object.fromEntries(table.columns.map((column, index) => [column.key, row[index]])),
    );

  it('answers GGR and NGR per day: GGR = bets - wins, NGR = GGR - bonus cost; open rounds and payments left out', async () => {
    const table = await report('ggr_day');
    expect(table.total).toBe(7);
    const days = objects(table);
    expect(days[1]).toEqual({
      day: '2026-01-06',
      rounds: 2,
      bets: '120.00',
      wins: '30.00',
      ggr: '90.00',
      bonus_cost: '0.00',
      ngr: '90.00',
    });
    expect(days[2]).toEqual({
      day: '2026-01-07',
      rounds: 1,
      bets: '50.00',
      wins: '80.00',
      ggr: '-30.00',
      bonus_cost: '15.00',
      ngr: '-45.00',
    });
    expect(days[0]).toMatchObject({ rounds: 0, ggr: '0.00', ngr: '0.00' });
    expect(table.totals).toEqual([null, 3, '170.00', '110.00', '60.00', '15.00', '45.00']);
  });

  it('answers GGR per game, vendor, category and agent team', async () => {
    expect(objects(await report('ggr_game'))).toEqual([
      expect.objectContaining({
        game: 'Report X',
        vendor: 'RPTA',
        rounds: 2,
        bets: '120.00',
        wins: '30.00',
        ggr: '90.00',
      }),
      expect.objectContaining({
        game: 'Report Y',
        vendor: 'RPTB',
        rounds: 1,
        bets: '50.00',
        wins: '80.00',
        ggr: '-30.00',
      }),
    ]);
    expect(objects(await report('ggr_vendor'))).toEqual([
      { vendor: 'RPTA', vendor_name: 'Report Alpha', rounds: 2, bets: '120.00', wins: '30.00', ggr: '90.00' },
      { vendor: 'RPTB', vendor_name: 'রিপোর্ট, "বি"', rounds: 1, bets: '50.00', wins: '80.00', ggr: '-30.00' },
    ]);
    const categories = await report('ggr_category');
    expect(categories.totals).toEqual([null, 3, '170.00', '110.00', '60.00']);
    expect(objects(await report('ggr_agent'))).toEqual([
      {
        agent: names.agent,
        players: 2,
        rounds: 3,
        bets: '170.00',
        wins: '110.00',
        ggr: '60.00',
        bonus_cost: '15.00',
        ngr: '45.00',
      },
    ]);
  });

  it('pages long tables and keeps the range totals on every page', async () => {
    const second = await report('ggr_day', `${range}&pageNo=2&pageSize=3`);
    expect(second).toMatchObject({ total: 7, totalPages: 3, pageNo: 2 });
    expect(second.list.map((row) => row[0])).toEqual(['2026-01-08', '2026-01-09', '2026-01-10']);
    expect(second.totals?.[4]).toBe('60.00');
  });

  it('answers payments per channel, bonus cost per kind and retention by registration week', async () => {
    expect(objects(await report('payment_channel'))).toEqual([
      {
        channel: 'বিকাশ, "Personal"',
        deposit_count: 1,
        deposits: '200.00',
        withdrawal_count: 0,
        withdrawals: '0.00',
        net: '200.00',
      },
      {
        channel: 'report_nagad',
        deposit_count: 0,
        deposits: '0.00',
        withdrawal_count: 1,
        withdrawals: '40.00',
        net: '-40.00',
      },
    ]);
    expect(objects(await report('bonus_cost'))).toEqual([
      { type: 'promotion', members: 1, credits: 1, amount: '15.00' },
    ]);
    const retention = objects(await report('retention'));
    expect(retention).toEqual([
      expect.objectContaining({
        cohort: '2026-01-05',
        players: 3,
        week_0: '0.6667',
        week_1: '0.3333',
        week_2: '0.0000',
      }),
    ]);
  });

  it('exports every row as CSV with quoting, Bengali and a totals line', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/wps/ops/reports/ggr_vendor/csv?${range}`,
      headers: { authorization: `Bearer ${owner}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.body).toBe(
      [
        'vendor,vendor_name,rounds,bets,wins,ggr',
        'RPTA,Report Alpha,2,120.00,30.00,90.00',
        'RPTB,"রিপোর্ট, ""বি""",1,50.00,80.00,-30.00',
        'total,,3,170.00,110.00,60.00',
        '',
      ].join('\r\n'),
    );
  });

  it('refuses bad ranges and unknown reports with a clear message', async () => {
    const backwards = await call(app, 'GET', '/wps/ops/reports/ggr_day?from=2026-01-11&to=2026-01-05', {
      token: owner,
    });
    expect(backwards.status).toBe(400);
    expect(detailOf(backwards).key).toBe('records_range_invalid');
    const long = await call(app, 'GET', '/wps/ops/reports/ggr_day?from=2024-01-01&to=2026-01-05', {
      token: owner,
    });
    expect(long.status).toBe(400);
    expect((await call(app, 'GET', `/wps/ops/reports/nothing?${range}`, { token: owner })).status).toBe(400);
    expect(
      (await call(app, 'GET', '/wps/ops/reports/ggr_day?from=yesterday&to=2026-01-05', { token: owner }))
        .status,
    ).toBe(400);
  });

  it('lets in console sessions holding `reports` only', async () => {
    const support = await insertAccount(database.db, { type: 99, staffPermissions: ['support'] });
    const supportToken = await staffConsoleToken(app, support.username, support.password, freshIp());
    for (const url of [`/wps/ops/reports/ggr_day?${range}`, `/wps/ops/reports/ggr_day/csv?${range}`]) {
      const denied = await call(app, 'GET', url, { token: supportToken });
      expect(denied.status).toBe(403);
      expect(detailOf(denied).key).toBe('permission_denied');
    }
    const reader = await insertAccount(database.db, { type: 99, staffPermissions: ['reports'] });
    const passwordOnly = await login(app, reader.username, reader.password, { portal: 'operator' });
    const passwordToken = (passwordOnly.body.value as { token: string }).token;
    const notConsole = await call(app, 'GET', `/wps/ops/reports/ggr_day?${range}`, { token: passwordToken });
    expect(notConsole.status).toBe(403);
    expect(detailOf(notConsole).key).toBe('staff_console_only');
    const readerToken = await staffConsoleToken(app, reader.username, reader.password, freshIp());
    expect((await report('ggr_day', range, readerToken)).total).toBe(7);
    const player = await createPlayer(app, database.db);
    expect(
      (await call(app, 'GET', `/wps/ops/reports/ggr_day?${range}`, { token: player.token })).status,
    ).toBe(403);
    expect((await call(app, 'GET', `/wps/ops/reports/ggr_day?${range}`)).status).toBe(401);
  });
});
