import type { Captcha } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, freshIp } from '../../../testing/accounts.js';
import { buildTestApp } from '../../../testing/test-app.js';
import { testDatabaseKinds, type TestDatabase } from '../../../testing/test-database.js';
import { captchaAnswerHash, checkCaptcha } from './captcha.service.js';

describe.each(testDatabaseKinds())('captcha ($name)', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;

  const fetchCaptcha = (ip = freshIp()) => call<Captcha>(app, 'GET', '/wps/captcha', { ip });
  const setAnswer = (captchaId: string, answer: string) =>
    database.db
      .updateTable('captcha')
      .set({ answer_hash: captchaAnswerHash(captchaId, answer) })
      .where('id', '=', captchaId)
      .execute();

  beforeAll(async () => {
    database = await kind.create();
    app = await buildTestApp(database.db);
  });

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('answers a PNG image, and keeps only a hash of the answer', async () => {
    const result = await fetchCaptcha();
    expect(result.headers['cache-control']).toBe('no-store');
    const { captchaId, image, expiresInSeconds } = result.body.value;
    expect(expiresInSeconds).toBe(120);
    expect(image).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(image.split(',')[1] ?? '', 'base64');
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    const row = await database.db
      .selectFrom('captcha')
      .selectAll()
      .where('id', '=', captchaId)
      .executeTakeFirstOrThrow();
    expect(row.answer_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('allows one captcha per second per IP', async () => {
    const ip = freshIp();
    expect((await fetchCaptcha(ip)).status).toBe(200);
    const again = await fetchCaptcha(ip);
    expect(again.status).toBe(429);
    expect(again.body).toMatchObject({ value: { key: 'too_frequent' } });
    expect((await fetchCaptcha()).status).toBe(200);
  });

  it('accepts the answer in any case once, and refuses expired captchas', async () => {
    const { captchaId } = (await fetchCaptcha()).body.value;
    await setAnswer(captchaId, 'K7MXP');
    expect(await checkCaptcha(database.db, captchaId, 'k7m xp')).toBe(true);
    expect(await checkCaptcha(database.db, captchaId, 'K7MXP')).toBe(false);

    const wrongFirst = (await fetchCaptcha()).body.value.captchaId;
    await setAnswer(wrongFirst, 'K7MXP');
    expect(await checkCaptcha(database.db, wrongFirst, 'AAAAA')).toBe(false);
    expect(await checkCaptcha(database.db, wrongFirst, 'K7MXP')).toBe(false);

    const late = (await fetchCaptcha()).body.value.captchaId;
    await setAnswer(late, 'K7MXP');
    await database.db
      .updateTable('captcha')
      .set({ expires_at: new Date(Date.now() - 1) })
      .where('id', '=', late)
      .execute();
    expect(await checkCaptcha(database.db, late, 'K7MXP')).toBe(false);
  });
});
