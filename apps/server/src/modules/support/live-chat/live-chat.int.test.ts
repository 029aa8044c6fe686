import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChatMessage, ChatSummary, GuestChat } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, detailOf, insertAccount, loginToken } from '../../../testing/accounts.js';
import { openSocket } from '../../../testing/socket.js';
import { buildTestApp } from '../../../testing/test-app.js';
import { testDatabaseKinds, type TestDatabase } from '../../../testing/test-database.js';
import { createPlayer, multipart, pngBytes } from '../../../testing/wallet.js';

const visitorKey = () => `v${Math.random().toString(36).slice(2)}${Date.now().toString(36)}xxxxxxxxxx`;

describe.each(testDatabaseKinds())('live support chat ($name)', (kind) => {
  let database: TestDatabase;
  let first: FastifyInstance;
  let second: FastifyInstance;
  let staff: string;
  const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'chat-'));

  beforeAll(async () => {
    database = await kind.create();
    // Two server copies: the guest on one, the desk on the other.
    first = await buildTestApp(database.db, { UPLOAD_DIR: uploads });
    second = await buildTestApp(database.db, { UPLOAD_DIR: uploads });
    await Promise.all([first.ready(), second.ready()]);
    const desk = await insertAccount(database.db, { type: 99, staffPermissions: ['support'] });
    staff = await loginToken(first, desk.username, desk.password, { portal: 'operator' });
  });

  afterAll(async () => {
    await first.close();
    await second.close();
    await database.close();
    fs.rmSync(uploads, { recursive: true, force: true });
  });

  const asVisitor = (key: string) => ({ headers: { 'x-chat-visitor': key } });

  it("delivers a member's message to the desk and the answer back, live, with typing and unread counts", async () => {
    const player = await createPlayer(first, database.db);
    const guestSocket = await openSocket(first);
    guestSocket.send({ type: 'auth', token: player.token });
    await guestSocket.next('ready');
    const deskSocket = await openSocket(second);
    deskSocket.send({ type: 'auth', token: staff });
    await deskSocket.next('ready');

    const sent = await call<ChatMessage>(first, 'POST', '/wps/support/chat/messages', {
      token: player.token,
      body: { body: 'Hello, my deposit is late' },
    });
    expect(sent.status).toBe(200);
    expect(await deskSocket.next('chat.message')).toMatchObject({
      message: { body: 'Hello, my deposit is late', sender: 'guest' },
    });
    // The guest's other tabs see its own message too.
    expect(await guestSocket.next('chat.message')).toMatchObject({ message: { sender: 'guest' } });
    const conversationId = sent.body.value.conversationId;
    const mine = await call<GuestChat>(first, 'GET', '/wps/support/chat', { token: player.token });
    expect(mine.body.value.conversation).toMatchObject({ status: 'queued', unread: 0 });
    expect(mine.body.value.conversation?.queuePosition).toBeGreaterThanOrEqual(1);

    const queue = await call<{ list: ChatSummary[] }>(second, 'GET', '/wps/operator/chat/conversations', {
      token: staff,
    });
    expect(queue.body.value.list.find((item) => item.id === conversationId)).toMatchObject({
      status: 'queued',
      guestName: player.username,
      visitor: false,
      unread: 1,
      lastMessage: 'Hello, my deposit is late',
    });

    await call(second, 'POST', `/wps/operator/chat/conversations/${conversationId}/typing`, { token: staff });
    expect(await guestSocket.next('chat.typing')).toMatchObject({ conversationId, sender: 'staff' });
    const answer = await call<ChatMessage>(
      second,
      'POST',
      `/wps/operator/chat/conversations/${conversationId}/messages`,
      {
        token: staff,
        body: { body: 'We are checking it now' },
      },
    );
    expect(answer.status).toBe(200);
    expect(await guestSocket.next('chat.message')).toMatchObject({
      conversationId,
      message: { sender: 'staff', body: 'We are checking it now' },
    });
    const after = await call<GuestChat>(first, 'GET', '/wps/support/chat', { token: player.token });
    expect(after.body.value.conversation).toMatchObject({ status: 'open', unread: 1, queuePosition: null });
    await call(first, 'POST', '/wps/support/chat/read', { token: player.token });
    const read = await call<GuestChat>(first, 'GET', '/wps/support/chat', { token: player.token });
    expect(read.body.value.conversation?.unread).toBe(0);
    guestSocket.socket.close();
    deskSocket.socket.close();
  });

  it('lets a visitor chat by its key over the socket, with an image, and keeps visitors apart', async () => {
    const key = visitorKey();
    const visitorSocket = await openSocket(first);
    visitorSocket.send({ type: 'visitor', key });
    await visitorSocket.next('ready');

    const form = multipart({ body: 'see this', visitorName: 'Rahim' }, [
      { name: 'image', filename: 'a.png', type: 'image/png', bytes: pngBytes },
    ]);
    const sent = await first.inject({
      method: 'POST',
      url: '/wps/support/chat/messages',
      headers: { 'x-chat-visitor': key, 'content-type': form.contentType },
      payload: form.body,
    });
    expect(sent.statusCode).toBe(200);
    const message = sent.json<{ value: ChatMessage }>().value;
    expect(await visitorSocket.next('chat.message')).toMatchObject({ message: { body: 'see this' } });
    expect(message.imageUrl).toMatch(/\/image$/);
    const image = await first.inject({ url: message.imageUrl!, ...asVisitor(key) });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect((await first.inject({ url: message.imageUrl!, ...asVisitor(visitorKey()) })).statusCode).toBe(404);
    const staffImage = await first.inject({
      url: `/wps/operator/chat/messages/${message.id}/image`,
      headers: { authorization: `Bearer ${staff}` },
    });
    expect(staffImage.statusCode).toBe(200);

    const transcript = await call<{ conversation: ChatSummary }>(
      second,
      'GET',
      `/wps/operator/chat/conversations/${message.conversationId}`,
      { token: staff },
    );
    expect(transcript.body.value.conversation).toMatchObject({ guestName: 'Rahim', visitor: true });
    await call(second, 'POST', `/wps/operator/chat/conversations/${message.conversationId}/messages`, {
      token: staff,
      body: { body: 'Got it, Rahim' },
    });
    expect(await visitorSocket.next('chat.message')).toMatchObject({ message: { body: 'Got it, Rahim' } });

    const stranger = await call<GuestChat>(first, 'GET', '/wps/support/chat', asVisitor(visitorKey()));
    expect(stranger.body.value.conversation).toBeNull();
    visitorSocket.socket.close();
  });

  it('keeps messages sent while nobody is online and the whole transcript after closing', async () => {
    const player = await createPlayer(first, database.db);
    const first1 = await call<ChatMessage>(first, 'POST', '/wps/support/chat/messages', {
      token: player.token,
      body: { body: 'Anyone there?' },
    });
    await call(first, 'POST', '/wps/support/chat/messages', {
      token: player.token,
      body: { body: 'Hello?' },
    });
    const id = first1.body.value.conversationId;

    // Later, the desk answers; the member was offline and finds the answer unread when back.
    await call(second, 'POST', `/wps/operator/chat/conversations/${id}/messages`, {
      token: staff,
      body: { body: 'Sorry for the wait' },
    });
    const back = await call<GuestChat>(first, 'GET', '/wps/support/chat', { token: player.token });
    expect(back.body.value.conversation?.messages.map((message) => message.body)).toEqual([
      'Anyone there?',
      'Hello?',
      'Sorry for the wait',
    ]);
    expect(back.body.value.conversation?.unread).toBe(1);

    const closed = await call<ChatSummary>(second, 'POST', `/wps/operator/chat/conversations/${id}/close`, {
      token: staff,
    });
    expect(closed.body.value.status).toBe('closed');
    const late = await call(second, 'POST', `/wps/operator/chat/conversations/${id}/messages`, {
      token: staff,
      body: { body: 'one more thing' },
    });
    expect(late.status).toBe(409);
    expect(detailOf(late)).toMatchObject({ key: 'chat_closed' });

    const again = await call<ChatMessage>(first, 'POST', '/wps/support/chat/messages', {
      token: player.token,
      body: { body: 'New question' },
    });
    expect(again.body.value.conversationId).not.toBe(id);
    const transcripts = await call<{ list: ChatSummary[] }>(
      second,
      'GET',
      '/wps/operator/chat/conversations?status=closed',
      {
        token: staff,
      },
    );
    expect(transcripts.body.value.list.map((item) => item.id)).toContain(id);
    const transcript = await call<{ messages: ChatMessage[] }>(
      second,
      'GET',
      `/wps/operator/chat/conversations/${id}`,
      {
        token: staff,
      },
    );
    expect(transcript.body.value.messages.map((message) => message.body)).toEqual([
      'Anyone there?',
      'Hello?',
      'Sorry for the wait',
    ]);
  });

  it('refuses empty messages, unknown guests, bad images and callers without the support permission', async () => {
    const player = await createPlayer(first, database.db);
    const empty = await call(first, 'POST', '/wps/support/chat/messages', {
      token: player.token,
      body: { body: '  ' },
    });
    expect(detailOf(empty)).toMatchObject({ key: 'chat_message_empty' });
    const nobody = await call(first, 'GET', '/wps/support/chat');
    expect(nobody.status).toBe(400);
    expect(detailOf(nobody)).toMatchObject({ key: 'chat_guest_unknown' });
    const badKey = await call(first, 'GET', '/wps/support/chat', asVisitor('short'));
    expect(badKey.status).toBe(400);

    const form = multipart({ body: '' }, [
      { name: 'image', filename: 'a.png', type: 'image/png', bytes: Buffer.from('not a png at all') },
    ]);
    const fake = await first.inject({
      method: 'POST',
      url: '/wps/support/chat/messages',
      headers: { authorization: `Bearer ${player.token}`, 'content-type': form.contentType },
      payload: form.body,
    });
    expect(fake.statusCode).toBe(400);
    expect(fake.json().value).toMatchObject({ key: 'proof_invalid' });
    const two = multipart({ body: 'two' }, [
      { name: 'image', filename: 'a.png', type: 'image/png', bytes: pngBytes },
      { name: 'image', filename: 'b.png', type: 'image/png', bytes: pngBytes },
    ]);
    const twoImages = await first.inject({
      method: 'POST',
      url: '/wps/support/chat/messages',
      headers: { authorization: `Bearer ${player.token}`, 'content-type': two.contentType },
      payload: two.body,
    });
    expect(twoImages.statusCode).toBe(400);
    const history = await call<GuestChat>(first, 'GET', '/wps/support/chat', { token: player.token });
    expect(history.body.value.conversation).toBeNull();

    expect(
      (await call(first, 'GET', '/wps/operator/chat/conversations', { token: player.token })).status,
    ).toBe(403);
    const cashier = await insertAccount(database.db, { type: 99, staffPermissions: ['cashier'] });
    const cashierToken = await loginToken(first, cashier.username, cashier.password, { portal: 'operator' });
    expect(
      (await call(first, 'GET', '/wps/operator/chat/conversations', { token: cashierToken })).status,
    ).toBe(403);
  });
});
