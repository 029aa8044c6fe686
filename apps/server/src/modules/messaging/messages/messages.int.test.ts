import type { InboxPage, UnreadCount } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, insertAccount, login } from '../../../testing/accounts.js';
import { memberToken, operatorToken, trialToken } from '../../../testing/lobby.js';
import { buildTestApp } from '../../../testing/test-app.js';
import { testDatabaseKinds, type TestDatabase } from '../../../testing/test-database.js';
import { broadcastMessage, sendMessage } from './messages.service.js';

describe.each(testDatabaseKinds())('platform messages ($name)', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;

  const account = async () => {
    const created = await insertAccount(database.db);
    const result = await login(app, created.username, created.password);
    return { ...created, token: (result.body.value as { token: string }).token };
  };
  const unread = async (token: string) =>
    (await call<UnreadCount>(app, 'GET', '/wps/relay/CSP_unreadCount', { token })).body.value.count;
  const inbox = async (token: string, query = '') =>
    (await call<InboxPage>(app, 'GET', `/wps/relay/CSP_messageList?${query}`, { token })).body.value;
  const read = (token: string, body: unknown) =>
    call<UnreadCount>(app, 'POST', '/wps/relay/CSP_readMessage', { token, body });
  const remove = (token: string, body: unknown) =>
    call<UnreadCount>(app, 'DELETE', '/wps/relay/CSP_deleteMessage', { token, body });

  beforeAll(async () => {
    database = await kind.create();
    app = await buildTestApp(database.db);
  });

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('greets the demo player with one unread message', async () => {
    const token = ((await login(app, 'demo_player', 'Player123')).body.value as { token: string }).token;
    expect(await unread(token)).toBe(1);
    expect((await inbox(token)).content[0]).toMatchObject({
      title: 'Welcome to TakaPlay',
      read: false,
      broadcast: false,
    });
  });

  it('needs a real account: visitors 401, trial accounts 403', async () => {
    expect((await call(app, 'GET', '/wps/relay/CSP_unreadCount')).status).toBe(401);
    const trial = await call(app, 'GET', '/wps/relay/CSP_unreadCount', { token: await trialToken(app) });
    expect(trial.status).toBe(403);
    expect(trial.body.message).toBe('Please Register An Account First');
  });

  it('lists messages newest first, counts unread, and reads one, several or all', async () => {
    const member = await account();
    expect(await unread(member.token)).toBe(0);
    const sent: string[] = [];
    for (let i = 1; i <= 4; i++)
      sent.push(
        (await sendMessage(database.db, member.id, { title: `Message ${i}`, content: `Body ${i}` })).id,
      );
    expect(await unread(member.token)).toBe(4);
    const page = await inbox(member.token, 'pageNo=1&pageSize=3');
    expect(page).toMatchObject({ pageNum: 1, totalPages: 2, total: 4, unread: 4 });
    expect(page.content.map((m) => m.title)).toEqual(['Message 4', 'Message 3', 'Message 2']);

    expect((await read(member.token, { ids: [sent[0]] })).body.value.count).toBe(3);
    expect((await read(member.token, { ids: [sent[0], Number(sent[1])] })).body.value.count).toBe(2);
    expect((await inbox(member.token)).content.find((m) => m.id === sent[0])?.read).toBe(true);
    expect((await read(member.token, { all: true })).body.value.count).toBe(0);
    expect((await read(member.token, {})).status).toBe(400);
    expect((await read(member.token, { ids: ['abc'] })).status).toBe(400);
  });

  it('deletes messages from the inbox without touching anyone else', async () => {
    const [alice, bob] = [await account(), await account()];
    const mine = await sendMessage(database.db, alice.id, { title: 'For Alice', content: 'Hi' });
    const theirs = await sendMessage(database.db, bob.id, { title: 'For Bob', content: 'Hi' });
    expect((await remove(alice.token, { ids: [mine.id, theirs.id] })).body.value.count).toBe(0);
    expect((await inbox(alice.token)).total).toBe(0);
    // Alice's attempts on Bob's message changed nothing for Bob.
    await read(alice.token, { ids: [theirs.id] });
    expect(await unread(bob.token)).toBe(1);
    expect((await inbox(bob.token)).content.map((m) => m.title)).toEqual(['For Bob']);
    expect((await remove(bob.token, { all: true })).body.value.count).toBe(0);
    expect((await inbox(bob.token)).total).toBe(0);
  });

  it('broadcasts to the accounts that exist, each reading or deleting it for themselves', async () => {
    const [alice, bob] = [await account(), await account()];
    const message = await broadcastMessage(database.db, {
      title: 'Maintenance tonight',
      content: '<p>02:00 to 04:00</p>',
    });
    const later = await account();
    for (const member of [alice, bob])
      expect((await inbox(member.token)).content[0]).toMatchObject({
        id: message.id,
        broadcast: true,
        read: false,
      });
    expect((await inbox(later.token)).total).toBe(0);
    await read(alice.token, { ids: [message.id] });
    expect(await unread(alice.token)).toBe(0);
    expect(await unread(bob.token)).toBe(1);
    await remove(bob.token, { ids: [message.id] });
    expect((await inbox(bob.token)).total).toBe(0);
    expect((await inbox(alice.token)).total).toBe(1);
  });

  it('lets operator staff send to one member or everyone, sanitising the content', async () => {
    const member = await account();
    const body = {
      username: member.username,
      title: 'Your deposit',
      content: '<p onclick="x()">Credited<script>alert(1)</script></p>',
    };
    expect(
      (await call(app, 'POST', '/wps/operator/messages', { body, token: await memberToken(app) })).status,
    ).toBe(403);
    const operator = await operatorToken(app);
    const sent = await call<{ id: string; broadcast: boolean }>(app, 'POST', '/wps/operator/messages', {
      body,
      token: operator,
    });
    expect(sent.body.value.broadcast).toBe(false);
    expect((await inbox(member.token)).content[0]).toMatchObject({
      title: 'Your deposit',
      content: '<p>Credited</p>',
    });
    const unknown = await call(app, 'POST', '/wps/operator/messages', {
      body: { ...body, username: 'nobody_here' },
      token: operator,
    });
    expect(unknown.status).toBe(404);
    const everyone = await call<{ broadcast: boolean }>(app, 'POST', '/wps/operator/messages', {
      body: { title: 'Hello all', content: 'Plain & simple' },
      token: operator,
    });
    expect(everyone.body.value.broadcast).toBe(true);
    expect((await inbox(member.token)).content[0]).toMatchObject({
      title: 'Hello all',
      content: 'Plain &amp; simple',
    });
  });
});
