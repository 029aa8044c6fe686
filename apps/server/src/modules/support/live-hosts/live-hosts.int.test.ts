import type { ChatRoom, LiveHost, RoomMessage } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, detailOf, insertAccount, loginToken } from '../../../testing/accounts.js';
import { buildTestApp } from '../../../testing/test-app.js';
import { testDatabaseKinds, type TestDatabase } from '../../../testing/test-database.js';
import { createPlayer } from '../../../testing/wallet.js';

describe.each(testDatabaseKinds())('live hosts and chat rooms ($name)', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let staff: string;

  beforeAll(async () => {
    database = await kind.create();
    app = await buildTestApp(database.db);
    const desk = await insertAccount(database.db, { type: 99, staffPermissions: ['support'] });
    staff = await loginToken(app, desk.username, desk.password, { portal: 'operator' });
    const created = await call<LiveHost>(app, 'PUT', '/wps/operator/live-hosts/mira', {
      token: staff,
      body: { name: 'Mira', status: 'live', sort: 1 },
    });
    expect(created.status).toBe(200);
  });

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const room = (token?: string) =>
    call<ChatRoom>(app, 'GET', '/wps/live-hosts/mira/room', token ? { token } : {});
  const say = (token: string, body: string) =>
    call<RoomMessage>(app, 'POST', '/wps/live-hosts/mira/room', { token, body: { body } });

  it("lists the operator's hosts and launches a host's chat room", async () => {
    const list = await call<{ list: LiveHost[] }>(app, 'GET', '/wps/relay/CBS_modelList');
    expect(list.body.value.list).toContainEqual({
      code: 'mira',
      name: 'Mira',
      avatarUrl: '',
      status: 'live',
      streamUrl: '',
    });
    const launched = await call(app, 'POST', '/wps/relay/CBS_launchChat', { body: { code: 'mira' } });
    expect(launched.body.value).toEqual({ chatUrl: '/liveHosts?room=mira' });
    const unknown = await call(app, 'POST', '/wps/relay/CBS_launchChat', { body: { code: 'nobody' } });
    expect(unknown.status).toBe(404);
    const insecure = await call(app, 'PUT', '/wps/operator/live-hosts/mira', {
      token: staff,
      body: { name: 'Mira', status: 'live', streamUrl: 'http://example.com/stream' },
    });
    expect(insecure.status).toBe(400);
  });

  it('masks blocked words, mutes and deletes; readers see what is left', async () => {
    const player = await createPlayer(app, database.db);
    const words = await call(app, 'PUT', '/wps/operator/live-hosts-words', {
      token: staff,
      body: { words: ['Scam', 'scam', 'প্রতারণা'] },
    });
    expect(words.body.value).toEqual({ words: ['scam', 'প্রতারণা'] });

    const hello = await say(player.token, 'Hello Mira');
    const rude = await say(player.token, 'this is a SCAM');
    expect(rude.body.value.body).toBe('this is a ****');
    expect((await room()).body.value.messages.map((message) => message.body)).toEqual(
      expect.arrayContaining(['Hello Mira', 'this is a ****']),
    );

    const moderated = await call<ChatRoom>(app, 'GET', '/wps/operator/live-hosts/mira/room', {
      token: staff,
    });
    expect(moderated.body.value.messages.find((message) => message.id === rude.body.value.id)?.username).toBe(
      player.username,
    );
    const removed = await call(app, 'DELETE', `/wps/operator/live-hosts/mira/room/${rude.body.value.id}`, {
      token: staff,
    });
    expect(removed.status).toBe(200);
    const after = (await room()).body.value.messages.map((message) => message.id);
    expect(after).toContain(hello.body.value.id);
    expect(after).not.toContain(rude.body.value.id);

    const muted = await call(app, 'POST', '/wps/operator/live-hosts/mira/mutes', {
      token: staff,
      body: { username: player.username, minutes: 10 },
    });
    expect(muted.status).toBe(200);
    const refused = await say(player.token, 'let me talk');
    expect(refused.status).toBe(403);
    expect(detailOf(refused)).toMatchObject({ key: 'live_host_muted' });
    expect((await room(player.token)).body.value.mutedUntil).not.toBeNull();
    const other = await createPlayer(app, database.db);
    expect((await say(other.token, 'I can still talk')).status).toBe(200);
  });

  it('lets only members write and only support staff moderate', async () => {
    expect((await call(app, 'POST', '/wps/live-hosts/mira/room', { body: { body: 'hi' } })).status).toBe(401);
    const player = await createPlayer(app, database.db);
    expect((await say(player.token, '   ')).status).toBe(400);
    expect((await call(app, 'GET', '/wps/operator/live-hosts-words', { token: player.token })).status).toBe(
      403,
    );
    const cashier = await insertAccount(database.db, { type: 99, staffPermissions: ['cashier'] });
    const token = await loginToken(app, cashier.username, cashier.password, { portal: 'operator' });
    expect(
      (
        await call(app, 'POST', '/wps/operator/live-hosts/mira/mutes', {
          token,
          body: { username: 'x', minutes: 1 },
        })
      ).status,
    ).toBe(403);
  });
});
