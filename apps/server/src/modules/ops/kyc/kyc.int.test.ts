import type { InboxPage, MemberKyc, MyKyc, OpsKycItem } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, detailOf, insertAccount, loginToken } from '../../../testing/accounts.js';
import { buildTestApp } from '../../../testing/test-app.js';
import { testDatabaseKinds, type TestDatabase } from '../../../testing/test-database.js';
import {
  createPlayer,
  jpgBytes,
  multipart,
  operatorToken,
  pngBytes,
  type Player,
} from '../../../testing/wallet.js';

describe.each(testDatabaseKinds())('KYC documents ($name)', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let owner: string;
  let risk: string;
  let cashier: string;

  beforeAll(async () => {
    database = await kind.create();
    app = await buildTestApp(database.db);
    owner = await operatorToken(app);
    const riskStaff = await insertAccount(database.db, { type: 99, staffPermissions: ['risk'] });
    risk = await loginToken(app, riskStaff.username, riskStaff.password, { portal: 'operator' });
    const cashierStaff = await insertAccount(database.db, { type: 99, staffPermissions: ['cashier'] });
    cashier = await loginToken(app, cashierStaff.username, cashierStaff.password, { portal: 'operator' });
  });

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  async function upload(
    player: Player,
    fields: Record<string, string>,
    files: Parameters<typeof multipart>[1],
  ) {
    const form = multipart(fields, files);
    const response = await app.inject({
      method: 'POST',
      url: '/wps/member/kyc',
      headers: { authorization: `Bearer ${player.token}`, 'content-type': form.contentType },
      payload: form.body,
    });
    return { status: response.statusCode, body: response.json<{ value: unknown }>() };
  }
  const front = { name: 'front', filename: 'front.png', type: 'image/png', bytes: pngBytes };
  const back = { name: 'back', filename: 'back.jpg', type: 'image/jpeg', bytes: jpgBytes };
  const mine = async (player: Player) =>
    (await call<MyKyc>(app, 'GET', '/wps/member/kyc', { token: player.token })).body.value;

  it('a player uploads, two staff race to claim, the holder approves; the player is told and sees approved', async () => {
    const player = await createPlayer(app, database.db);
    expect((await mine(player)).state).toBe('none');
    const uploaded = await upload(player, { docType: 'national_id' }, [front, back]);
    expect(uploaded.status).toBe(200);
    expect((uploaded.body.value as MyKyc).state).toBe('pending');

    const queue = await call<{ list: OpsKycItem[] }>(app, 'GET', '/wps/ops/kyc?status=pending', {
      token: risk,
    });
    const item = queue.body.value.list.find((entry) => entry.member.username === player.username)!;
    expect(item.files.map((file) => file.part)).toEqual(['front', 'back']);
    const picture = await app.inject({
      method: 'GET',
      url: item.files[0]!.url,
      headers: { authorization: `Bearer ${risk}` },
    });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');

    const [a, b] = await Promise.all([
      call(app, 'POST', `/wps/ops/kyc/${item.id}/claim`, { token: risk }),
      call(app, 'POST', `/wps/ops/kyc/${item.id}/claim`, { token: owner }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const [winner, loser] = a.status === 200 ? [risk, owner] : [owner, risk];
    const stolen = await call(app, 'POST', `/wps/ops/kyc/${item.id}/decision`, {
      token: loser,
      body: { decision: 'approve' },
    });
    expect(stolen.status).toBe(409);
    expect(detailOf(stolen).key).toBe('kyc_claimed_by_other');

    const approved = await call<OpsKycItem>(app, 'POST', `/wps/ops/kyc/${item.id}/decision`, {
      token: winner,
      body: { decision: 'approve' },
    });
    expect(approved.status).toBe(200);
    expect(approved.body.value.status).toBe('approved');
    const again = await call(app, 'POST', `/wps/ops/kyc/${item.id}/decision`, {
      token: loser,
      body: { decision: 'reject', reason: 'late' },
    });
    expect(detailOf(again).key).toBe('kyc_already_decided');

    expect((await mine(player)).state).toBe('approved');
    const inbox = await call<InboxPage>(app, 'GET', '/wps/relay/CSP_messageList', { token: player.token });
    expect(inbox.body.value.content.map((message) => message.title)).toContain('পরিচয় যাচাই সম্পন্ন');
    const member = await call<MemberKyc>(app, 'GET', `/wps/ops/members/${player.id}/kyc`, { token: risk });
    expect(member.body.value.state).toBe('approved');
    const refused = await upload(player, { docType: 'passport' }, [front]);
    expect(refused.status).toBe(409);
  });

  it('a rejection needs a reason, tells the player why, and lets them upload again', async () => {
    const player = await createPlayer(app, database.db);
    await upload(player, { docType: 'passport' }, [front]);
    expect((await upload(player, { docType: 'passport' }, [front])).status).toBe(409);
    const { id } = (await mine(player)).latest!;
    const noReason = await call(app, 'POST', `/wps/ops/kyc/${id}/decision`, {
      token: risk,
      body: { decision: 'reject' },
    });
    expect(noReason.status).toBe(400);
    const rejected = await call<OpsKycItem>(app, 'POST', `/wps/ops/kyc/${id}/decision`, {
      token: risk,
      body: { decision: 'reject', reason: 'The picture is blurred' },
    });
    expect(rejected.body.value).toMatchObject({ status: 'rejected', reason: 'The picture is blurred' });
    const state = await mine(player);
    expect(state).toMatchObject({ state: 'rejected', latest: { reason: 'The picture is blurred' } });
    const inbox = await call<InboxPage>(app, 'GET', '/wps/relay/CSP_messageList', { token: player.token });
    expect(
      inbox.body.value.content.some((message) => message.content.includes('The picture is blurred')),
    ).toBe(true);
    expect((await upload(player, { docType: 'passport' }, [front])).status).toBe(200);
  });

  it('lets a member try 10 uploads an hour, then answers 429', async () => {
    const player = await createPlayer(app, database.db);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      statuses.push((await upload(player, { docType: 'national_id' }, [front])).status);
    }
    expect(statuses).toEqual([200, ...Array<number>(9).fill(409), 429]);
  });

  it('refuses bad uploads with a message, and staff without the risk permission', async () => {
    const player = await createPlayer(app, database.db);
    const noType = await upload(player, {}, [front]);
    expect(noType.status).toBe(400);
    const noFront = await upload(player, { docType: 'national_id' }, [back]);
    expect(noFront.status).toBe(400);
    const notImage = await upload(player, { docType: 'national_id' }, [
      { name: 'front', filename: 'x.pdf', type: 'application/pdf', bytes: Buffer.from('%PDF-1.4 hello') },
    ]);
    expect(notImage.status).toBe(400);
    expect((await mine(player)).state).toBe('none');
    expect((await call(app, 'GET', '/wps/ops/kyc', { token: cashier })).status).toBe(403);
  });
});
