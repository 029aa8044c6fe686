import type { RewardCenter, RewardPromotion, RewardState } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../testing/accounts.js';
import { creditDeposit, createPromotion, drainRewards } from '../../../testing/rewards.js';
import { buildTestApp } from '../../../testing/test-app.js';
import { testDatabaseKinds, type TestDatabase } from '../../../testing/test-database.js';
import {
  balanceOf,
  createPlayer,
  expectReconciled,
  jpgBytes,
  multipart,
  operatorToken,
  pngBytes,
  type Player,
} from '../../../testing/wallet.js';

const hour = 3_600_000;

describe.each(testDatabaseKinds())('promotions ($name)', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let operator: string;
  let reviewed: string;

  beforeAll(async () => {
    database = await kind.create();
    app = await buildTestApp(database.db);
    operator = await operatorToken(app);
    reviewed = (
      await createPromotion(app, operator, {
        title: 'Share a screenshot',
        type: 'SLOTS',
        takeMode: 'apply',
        rulesHtml: '<p onclick="x()">Send <b>proof</b></p><script>alert(1)</script>',
        reward: { kind: 'fixed', amount: '25.00' },
      })
    ).id;
  });

  afterAll(async () => {
    await expectReconciled(database.db);
    await app.close();
    await database.close();
  });

  const list = async (player: Player | null, type?: string) =>
    (
      await call<RewardPromotion[]>(app, 'GET', `/wps/rewards/promotions${type ? `?type=${type}` : ''}`, {
        ...(player ? { token: player.token } : {}),
      })
    ).body.value;

  function apply(player: Player, fields: Record<string, string>, files: { type: string; bytes: Buffer }[]) {
    const form = multipart(
      fields,
      files.map((file, index) => ({ name: 'image', filename: `p${index}`, ...file })),
    );
    return app.inject({
      method: 'POST',
      url: `/wps/rewards/promotions/${reviewed}/apply`,
      headers: { authorization: `Bearer ${player.token}`, 'content-type': form.contentType },
      payload: form.body,
    });
  }

  it('sanitises the rules and shows each status as the caller sees it, filtered by type', async () => {
    await createPromotion(app, operator, {
      title: 'Next week',
      type: 'SPORTS',
      startsAt: new Date(Date.now() + 24 * hour).toISOString(),
    });
    await createPromotion(app, operator, {
      title: 'Last week',
      type: 'SPORTS',
      startsAt: new Date(Date.now() - 48 * hour).toISOString(),
      endsAt: new Date(Date.now() - 24 * hour).toISOString(),
    });
    const sports = await list(null, 'SPORTS');
    expect(sports.map((row) => [row.title, row.status])).toEqual([
      ['Next week', 'coming_soon'],
      ['Last week', 'closed'],
    ]);
    const all = await list(null);
    const slot = all.find((row) => row.id === reviewed);
    expect(slot?.status).toBe('apply');
    expect(slot?.rulesHtml).not.toContain('script');
    expect(slot?.rulesHtml).not.toContain('onclick');
    expect(slot?.rulesHtml).toContain('<b>proof</b>');
  });

  it('refuses bad applications, takes a good one once, and pays it when staff approve', async () => {
    const player = await createPlayer(app, database.db);
    const longComment = await apply(player, { comment: 'x'.repeat(141) }, []);
    expect(longComment.statusCode).toBe(400);
    const notImage = await apply(player, { comment: 'hi' }, [
      { type: 'image/png', bytes: Buffer.from('not a png') },
    ]);
    expect(notImage.statusCode).toBe(400);
    const big = Buffer.concat([pngBytes, Buffer.alloc(5 * 1024 * 1024)]);
    expect((await apply(player, { comment: 'hi' }, [{ type: 'image/png', bytes: big }])).statusCode).toBe(
      413,
    );
    const four = Array.from({ length: 4 }, () => ({ type: 'image/png', bytes: pngBytes }));
    expect((await apply(player, { comment: 'hi' }, four)).statusCode).toBe(400);

    const good = await apply(player, { comment: 'x'.repeat(140) }, [
      { type: 'image/png', bytes: pngBytes },
      { type: 'image/jpeg', bytes: jpgBytes },
    ]);
    expect(good.statusCode).toBe(200);
    expect(good.json<{ value: RewardPromotion }>().value.status).toBe('applying');
    expect((await apply(player, { comment: 'again' }, [])).statusCode).toBe(409);

    const pending = await call<{ id: string; username: string; imageCount: number }[]>(
      app,
      'GET',
      '/wps/operator/rewards/applications',
      { token: operator },
    );
    const mine = pending.body.value.find((row) => row.username === player.username);
    expect(mine?.imageCount).toBe(2);
    const image = await app.inject({
      method: 'GET',
      url: `/wps/operator/rewards/applications/${mine?.id}/images/1`,
      headers: { authorization: `Bearer ${operator}` },
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    const missing = await call(app, 'GET', `/wps/operator/rewards/applications/${mine?.id}/images/2`, {
      token: operator,
    });
    expect(missing.status).toBe(404);
    const url = `/wps/operator/rewards/applications/${mine?.id}/review`;
    const approved = await call(app, 'POST', url, { token: operator, body: { approve: true, note: 'ok' } });
    expect(approved.status).toBe(200);
    const twice = await call(app, 'POST', url, { token: operator, body: { approve: false } });
    expect(twice.status).toBe(409);
    expect(await balanceOf(app, player.token)).toBe('25.00');
    expect((await list(player)).find((row) => row.id === reviewed)?.status).toBe('issued');
  });

  it('pays a joined reload bonus with the next qualifying deposit, and keeps VIP-only offers from others', async () => {
    const reload = await createPromotion(app, operator, {
      title: 'Reload 10%',
      type: 'DEPOSIT',
      takeMode: 'claim',
      reward: {
        kind: 'deposit_percent',
        trigger: 'reload',
        percentBp: 1000,
        cap: '30.00',
        minDeposit: '200.00',
      },
    });
    const vipOnly = await createPromotion(app, operator, {
      title: 'VIP gift',
      type: 'NEWBIE',
      takeMode: 'claim',
      reward: { kind: 'fixed', amount: '9.00' },
      eligibility: { newMemberDays: null, vipLevels: [3], channelIds: null, downlines: 'any' },
    });
    const player = await createPlayer(app, database.db);
    await creditDeposit(app, operator, player, '200.00');
    await drainRewards(database.db);
    const joined = await call<RewardPromotion>(app, 'POST', `/wps/rewards/promotions/${reload.id}/take`, {
      token: player.token,
    });
    expect(joined.body.value.status).toBe('joined');
    await creditDeposit(app, operator, player, '500.00');
    await drainRewards(database.db);
    expect(await balanceOf(app, player.token)).toBe('730.00');
    const vip = await call(app, 'POST', `/wps/rewards/promotions/${vipOnly.id}/take`, {
      token: player.token,
    });
    expect(vip.status).toBe(409);
  });

  it('lists what can be claimed now in the reward center and counts it in the state', async () => {
    const gift = await createPromotion(app, operator, {
      title: 'Free 5',
      type: 'NEWBIE',
      takeMode: 'claim',
      reward: { kind: 'fixed', amount: '5.00' },
    });
    const player = await createPlayer(app, database.db);
    const center = (await call<RewardCenter>(app, 'GET', '/wps/rewards/center', { token: player.token })).body
      .value;
    expect(center.items).toContainEqual(
      expect.objectContaining({ kind: 'promotion', id: gift.id, amount: '5.00' }),
    );
    const state = (await call<RewardState>(app, 'GET', '/wps/rewards/state', { token: player.token })).body
      .value;
    expect(state.claimableCount).toBe(center.count);
    expect(state.availablePromoCount).toBeGreaterThan(0);
    await call(app, 'POST', `/wps/rewards/promotions/${gift.id}/take`, { token: player.token });
    const after = (await call<RewardCenter>(app, 'GET', '/wps/rewards/center', { token: player.token })).body
      .value;
    expect(after.count).toBe(center.count - 1);
  });
});
