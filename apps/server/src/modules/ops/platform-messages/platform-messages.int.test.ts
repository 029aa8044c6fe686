import type { InboxPage, OpsMessageSend } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, detailOf, insertAccount, loginToken } from '../../../testing/accounts.js';
import { buildTestApp } from '../../../testing/test-app.js';
import { testDatabaseKinds, type TestDatabase } from '../../../testing/test-database.js';
import { createPlayer, operatorToken } from '../../../testing/wallet.js';
import { resumeOpenSends, SEND_BATCH } from './platform-messages.service.js';

describe.each(testDatabaseKinds())('staff platform messages ($name)', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let staff: string;

  beforeAll(async () => {
    database = await kind.create();
    app = await buildTestApp(database.db);
    staff = await operatorToken(app);
  });

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const send = (body: Record<string, unknown>, token = staff) =>
    call<OpsMessageSend>(app, 'POST', '/wps/ops/messages', {
      token,
      body: { requestId: randomUUID(), title: 'Hello', content: 'A message from the operator', ...body },
    });
  const inbox = async (token: string) =>
    (await call<InboxPage>(app, 'GET', '/wps/relay/CSP_messageList', { token })).body.value;
  const sendView = async (id: string) =>
    (
      await call<{ list: OpsMessageSend[] }>(app, 'GET', '/wps/ops/messages?pageSize=100', { token: staff })
    ).body.value.list.find((entry) => entry.id === id)!;

  async function untilDone(id: string): Promise<OpsMessageSend> {
    for (let attempt = 0; attempt < 100; attempt++) {
      const view = await sendView(id);
      if (view.status === 'done') return view;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`send ${id} never finished`);
  }

  it('sends to one member once however often the same request comes; the list counts who read it', async () => {
    const player = await createPlayer(app, database.db);
    const body = {
      requestId: randomUUID(),
      audience: 'member',
      target: player.username,
      title: `Direct ${randomUUID().slice(0, 6)}`,
    };
    const [a, b] = await Promise.all([send(body), send(body)]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(b.body.value.id).toBe(a.body.value.id);
    expect(a.body.value).toMatchObject({ status: 'done', planned: 1, sent: 1, read: 0 });
    const page = await inbox(player.token);
    const mine = page.content.filter((message) => message.title === body.title);
    expect(mine).toHaveLength(1);
    await call(app, 'POST', '/wps/relay/CSP_readMessage', {
      token: player.token,
      body: { ids: [mine[0]!.id] },
    });
    expect((await sendView(a.body.value.id)).read).toBe(1);
  });

  it('sends to every member with a tag in the background, with its progress', async () => {
    const tag = `vip${randomUUID().slice(0, 6)}`;
    const tagged = await Promise.all([createPlayer(app, database.db), createPlayer(app, database.db)]);
    const untagged = await createPlayer(app, database.db);
    await database.db
      .insertInto('member_tag')
      .values(tagged.map((player) => ({ member_id: player.id, tag })))
      .execute();
    const title = `Tagged ${tag}`;
    const sent = await send({ audience: 'tag', target: tag, title });
    expect(sent.status).toBe(200);
    expect(sent.body.value.planned).toBe(2);
    const done = await untilDone(sent.body.value.id);
    expect(done.sent).toBe(2);
    for (const player of tagged)
      expect((await inbox(player.token)).content.map((m) => m.title)).toContain(title);
    expect((await inbox(untagged.token)).content.map((m) => m.title)).not.toContain(title);
  });

  it('sends to every player (never staff), batch by batch exactly once, resumed by the job', async () => {
    const title = `Everyone ${randomUUID().slice(0, 6)}`;
    const players = await database.db
      .selectFrom('member')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('type', '<>', 99)
      .executeTakeFirstOrThrow();
    // Recorded as if the server stopped before delivering: the resume job does all of it.
    await database.db
      .insertInto('ops_message_send')
      .values({
        request_id: randomUUID(),
        staff_id: (
          await database.db
            .selectFrom('member')
            .select('id')
            .where('username', '=', 'demo_operator')
            .executeTakeFirstOrThrow()
        ).id,
        audience: 'all',
        title,
        content: 'to all',
        planned: Number(players.n),
      })
      .execute();
    await database.db.transaction().execute((trx) => resumeOpenSends(trx));
    await database.db.transaction().execute((trx) => resumeOpenSends(trx));
    const rows = await database.db
      .selectFrom('platform_message as pm')
      .innerJoin('member as m', 'm.id', 'pm.member_id')
      .select(['pm.member_id', 'm.type'])
      .where('pm.title', '=', title)
      .execute();
    expect(rows).toHaveLength(Number(players.n));
    expect(new Set(rows.map((row) => row.member_id)).size).toBe(rows.length);
    expect(rows.some((row) => row.type === 99)).toBe(false);
    expect(SEND_BATCH).toBeGreaterThan(0);
  });

  it('refuses an unknown member, an empty tag, a missing target and staff without the messages permission', async () => {
    const unknown = await send({ audience: 'member', target: 'nobody_here_123' });
    expect(unknown.status).toBe(404);
    const empty = await send({ audience: 'tag', target: `none${randomUUID().slice(0, 6)}` });
    expect(empty.status).toBe(400);
    expect(detailOf(empty).key).toBe('ops_message_no_recipients');
    expect((await send({ audience: 'tag' })).status).toBe(400);
    const cashier = await insertAccount(database.db, { type: 99, staffPermissions: ['cashier'] });
    const token = await loginToken(app, cashier.username, cashier.password, { portal: 'operator' });
    expect((await send({ audience: 'all' }, token)).status).toBe(403);
  });
});
