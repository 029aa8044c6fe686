import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Feedback, FeedbackPage, InboxPage, OperatorFeedbackPage } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, detailOf, freshIp, insertAccount, loginToken } from '../../../testing/accounts.js';
import { buildTestApp } from '../../../testing/test-app.js';
import { testDatabaseKinds, type TestDatabase } from '../../../testing/test-database.js';
import { createPlayer, jpgBytes, multipart, pngBytes, type Player } from '../../../testing/wallet.js';
import { updateSetting } from '../../platform/system/system.service.js';

describe.each(testDatabaseKinds())('feedback ($name)', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let staff: string;
  const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'feedback-'));

  beforeAll(async () => {
    database = await kind.create();
    app = await buildTestApp(database.db, { UPLOAD_DIR: uploads });
    const desk = await insertAccount(database.db, { type: 99, staffPermissions: ['support'] });
    staff = await loginToken(app, desk.username, desk.password, { portal: 'operator' });
    await updateSetting(database.db, 'feedback', {
      minWords: 3,
      maxWords: 8,
      questionTypes: ['deposit', 'game', 'other'],
    });
  });

  afterAll(async () => {
    await app.close();
    await database.close();
    fs.rmSync(uploads, { recursive: true, force: true });
  });

  function send(player: Player, fields: Record<string, string>, files: Parameters<typeof multipart>[1] = []) {
    const form = multipart(
      fields,
      files.map((file) => ({ ...file, name: 'image' })),
    );
    return app.inject({
      method: 'PUT',
      url: '/wps/feedback',
      headers: { authorization: `Bearer ${player.token}`, 'content-type': form.contentType },
      payload: form.body,
    });
  }
  const history = (player: Player) =>
    call<FeedbackPage>(app, 'GET', '/wps/feedback', { token: player.token });

  it('tells the form its rules from the operator setting', async () => {
    const settings = await call(app, 'GET', '/wps/feedback/settings');
    expect(settings.body.value).toEqual({
      minWords: 3,
      maxWords: 8,
      maxChars: 140,
      questionTypes: ['deposit', 'game', 'other'],
      maxImages: 3,
      maxImageBytes: 5 * 1024 * 1024,
    });
  });

  it('stores feedback with re-encoded images that only its author and support staff can see', async () => {
    const player = await createPlayer(app, database.db);
    const sent = await send(
      player,
      { questionType: 'deposit', content: 'My deposit has not arrived yet', contact: 'telegram @me' },
      [
        { filename: 'a.png', type: 'image/png', bytes: pngBytes },
        { filename: 'b.jpg', type: 'image/jpeg', bytes: jpgBytes },
      ],
    );
    expect(sent.statusCode).toBe(200);
    const feedback = sent.json<{ value: Feedback }>().value;
    expect(feedback).toMatchObject({ questionType: 'deposit', status: 'pending', replies: [] });
    expect(feedback.images).toHaveLength(2);

    const image = await app.inject({
      url: feedback.images[0]!.url,
      headers: { authorization: `Bearer ${player.token}` },
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.subarray(1, 4).toString()).toBe('PNG');

    const other = await createPlayer(app, database.db);
    const stolen = await app.inject({
      url: feedback.images[0]!.url,
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(stolen.statusCode).toBe(404);
    const staffImage = await app.inject({
      url: `/wps/operator/feedback/${feedback.id}/images/${feedback.images[1]!.id}`,
      headers: { authorization: `Bearer ${staff}` },
    });
    expect(staffImage.statusCode).toBe(200);
    expect(staffImage.headers['content-type']).toBe('image/jpeg');
  });

  it('refuses content outside the word bounds, bad question types and bad images, storing nothing', async () => {
    const player = await createPlayer(app, database.db);
    const tooShort = await send(player, { questionType: 'game', content: 'two words' });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().value).toMatchObject({
      key: 'feedback_words',
      params: { min: 3, max: 8 },
      field: 'content',
    });
    const tooLong = await send(player, {
      questionType: 'game',
      content: 'one two three four five six seven eight nine',
    });
    expect(tooLong.json().message).toBe('Feedback content length between 3 and 8 words');
    const bengali = await send(player, { questionType: 'game', content: 'আমার খেলা লোড হচ্ছে না' });
    expect(bengali.statusCode).toBe(200);
    const notOffered = await send(player, { questionType: 'withdrawal', content: 'where is my money' });
    expect(notOffered.statusCode).toBe(400);
    const tooManyChars = await send(player, { questionType: 'game', content: `${'a'.repeat(139)} b` });
    expect(tooManyChars.statusCode).toBe(400);

    const fake = await send(player, { questionType: 'game', content: 'look at this picture' }, [
      { filename: 'x.png', type: 'image/png', bytes: Buffer.from('<html>not an image</html>') },
    ]);
    expect(fake.statusCode).toBe(400);
    expect(fake.json().value).toMatchObject({ key: 'proof_invalid', field: 'image' });
    const four = await send(
      player,
      { questionType: 'game', content: 'four pictures for you' },
      Array.from({ length: 4 }, (_, index) => ({
        filename: `${index}.png`,
        type: 'image/png',
        bytes: pngBytes,
      })),
    );
    expect(four.statusCode).toBe(400);
    expect(four.json().value).toMatchObject({ key: 'proof_too_many' });
    const big = await send(player, { questionType: 'game', content: 'a very big picture' }, [
      {
        filename: 'big.png',
        type: 'image/png',
        bytes: Buffer.concat([pngBytes, Buffer.alloc(5 * 1024 * 1024)]),
      },
    ]);
    expect(big.statusCode).toBe(413);

    const page = await history(player);
    expect(page.body.value.list.map((item) => item.content)).toEqual(['আমার খেলা লোড হচ্ছে না']);
  });

  it('takes JSON without images too and refuses trial accounts and guests', async () => {
    const player = await createPlayer(app, database.db);
    const sent = await call(app, 'PUT', '/wps/feedback', {
      token: player.token,
      body: { questionType: 'other', content: 'plain json feedback works' },
    });
    expect(sent.status).toBe(200);
    const guest = await call(app, 'PUT', '/wps/feedback', {
      body: { questionType: 'other', content: 'a b c' },
    });
    expect(guest.status).toBe(401);
  });

  it('lets support staff reply; the member reads it in the history and gets a platform message', async () => {
    const player = await createPlayer(app, database.db);
    const sent = await call<Feedback>(app, 'PUT', '/wps/feedback', {
      token: player.token,
      body: { questionType: 'game', content: 'the slot froze twice today' },
    });
    const queue = await call<OperatorFeedbackPage>(
      app,
      'GET',
      '/wps/operator/feedback?status=pending&pageSize=100',
      {
        token: staff,
      },
    );
    expect(queue.body.value.list.find((item) => item.id === sent.body.value.id)).toMatchObject({
      username: player.username,
      status: 'pending',
    });

    const empty = await call(app, 'POST', `/wps/operator/feedback/${sent.body.value.id}/replies`, {
      token: staff,
      body: { content: '  ' },
    });
    expect(empty.status).toBe(400);
    const missing = await call(app, 'POST', '/wps/operator/feedback/999999999/replies', {
      token: staff,
      body: { content: 'hello' },
    });
    expect(missing.status).toBe(404);
    expect(detailOf(missing)).toMatchObject({ key: 'feedback_not_found' });

    const replied = await call(app, 'POST', `/wps/operator/feedback/${sent.body.value.id}/replies`, {
      token: staff,
      body: { content: 'We restarted the game server; please try again.' },
    });
    expect(replied.status).toBe(200);
    const mine = await history(player);
    expect(mine.body.value.list[0]).toMatchObject({
      status: 'replied',
      replies: [{ content: 'We restarted the game server; please try again.' }],
    });
    const inbox = await call<InboxPage>(app, 'GET', '/wps/relay/CSP_messageList', { token: player.token });
    expect(inbox.body.value.content[0]).toMatchObject({ title: 'Reply to your feedback', read: false });
    expect(inbox.body.value.content[0]!.content).toContain('please try again');
  });

  it('lets the seeded demo_support_staff answer feedback and nothing else', async () => {
    const demo = await loginToken(app, 'demo_support_staff', 'Support123', { portal: 'operator' });
    expect((await call(app, 'GET', '/wps/operator/feedback', { token: demo })).status).toBe(200);
    expect((await call(app, 'GET', '/wps/operator/chat/conversations', { token: demo })).status).toBe(200);
    expect((await call(app, 'GET', '/wps/operator/deposits', { token: demo })).status).toBe(403);
  });

  it('keeps the staff endpoints to support staff', async () => {
    const player = await createPlayer(app, database.db);
    const asPlayer = await call(app, 'GET', '/wps/operator/feedback', { token: player.token });
    expect(asPlayer.status).toBe(403);
    const cashier = await insertAccount(database.db, { type: 99, staffPermissions: ['cashier'] });
    const cashierToken = await loginToken(app, cashier.username, cashier.password, { portal: 'operator' });
    expect(
      (await call(app, 'GET', '/wps/operator/feedback', { token: cashierToken, ip: freshIp() })).status,
    ).toBe(403);
  });
});
