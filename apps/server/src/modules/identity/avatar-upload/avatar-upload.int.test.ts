import type { MemberInfo } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detailOf, insertAccount, loginToken, type CallResult } from '../../../testing/accounts.js';
import { buildTestApp } from '../../../testing/test-app.js';
import { testDatabaseKinds, type TestDatabase } from '../../../testing/test-database.js';
import { multipart } from '../../../testing/wallet.js';

describe.each(testDatabaseKinds())('avatar upload ($name)', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await kind.create();
    app = await buildTestApp(database.db);
  });

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const upload = async (token: string, bytes: Buffer, filename = 'me.png') => {
    const form = multipart({}, [{ name: 'avatar', filename, type: 'image/png', bytes }]);
    const response = await app.inject({
      method: 'POST',
      url: '/wps/member/info/avatar',
      headers: { authorization: `Bearer ${token}`, 'content-type': form.contentType },
      payload: form.body,
    });
    return {
      status: response.statusCode,
      body: response.json(),
      headers: response.headers,
    } as CallResult<MemberInfo>;
  };
  const picture = (format: 'png' | 'jpeg' | 'webp', width = 600, height = 400) =>
    sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
      .toFormat(format)
      .toBuffer();

  it('re-encodes a jpg as a 256x256 png, served by its token, and replaces the avatar', async () => {
    const account = await insertAccount(database.db);
    const token = await loginToken(app, account.username, account.password);
    const jpg = Buffer.concat([await picture('jpeg'), Buffer.from('<script>trailing bytes</script>')]);
    const first = await upload(token, jpg, 'me.jpg');
    expect(first.status).toBe(200);
    const url = first.body.value.avatarUrl ?? '';
    expect(url).toMatch(/^\/wps\/static\/avatars\/uploaded\/[a-f0-9]{32}\.png$/);
    const served = await app.inject({ method: 'GET', url });
    expect(served.headers['content-type']).toBe('image/png');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 256, 256]);
    expect(served.rawPayload.includes(Buffer.from('<script>'))).toBe(false);

    const second = await upload(token, await picture('png', 300, 300));
    expect(second.body.value.avatarUrl).not.toBe(url);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('refuses other formats, files over 5MB and forms without a file, changing nothing', async () => {
    const account = await insertAccount(database.db);
    const token = await loginToken(app, account.username, account.password);
    const webp = await upload(token, await picture('webp'), 'me.png');
    expect([webp.status, detailOf(webp).key]).toEqual([400, 'proof_invalid']);
    const huge = await upload(token, Buffer.alloc(5 * 1024 * 1024 + 1, 1));
    expect([huge.status, detailOf(huge).key]).toEqual([413, 'proof_too_large']);
    const json = await app.inject({
      method: 'POST',
      url: '/wps/member/info/avatar',
      headers: { authorization: `Bearer ${token}` },
      payload: {},
    });
    expect(json.statusCode).toBe(400);
    const row = await database.db
      .selectFrom('member')
      .select('avatar_id')
      .where('id', '=', account.id)
      .executeTakeFirstOrThrow();
    expect(row.avatar_id).toBeNull();
  });
});
