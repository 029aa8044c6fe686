import { encryptPayload, type PublicKeyInfo, type SessionValue } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, freshIp, insertAccount, registrationForm } from '../testing/accounts.js';
import { buildTestApp } from '../testing/test-app.js';
import { testDatabaseKinds, type TestDatabase } from '../testing/test-database.js';

describe.each(testDatabaseKinds())('encrypted request bodies ($name)', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let strictApp: FastifyInstance;
  let key: PublicKeyInfo;

  beforeAll(async () => {
    database = await kind.create();
    app = await buildTestApp(database.db);
    strictApp = await buildTestApp(database.db, { ALLOW_PLAIN_ENC_BODIES: 'false' });
    key = (await call<PublicKeyInfo>(app, 'GET', '/wps/system/publicKey')).body.value;
  });

  afterAll(async () => {
    await app.close();
    await strictApp.close();
    await database.close();
  });

  it('publishes one RSA-OAEP public key, kept in the database for every server copy', async () => {
    expect(key).toMatchObject({
      algorithm: 'RSA-OAEP-256+A256GCM',
      jwk: { kty: 'RSA', alg: 'RSA-OAEP-256', use: 'enc' },
    });
    expect(key.publicKeyPem).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    expect((await call<PublicKeyInfo>(strictApp, 'GET', '/wps/system/publicKey')).body.value).toEqual(key);
    expect(await database.db.selectFrom('server_key').select('id').execute()).toHaveLength(1);
  });

  it('logs in and registers with encrypted bodies, validating the decrypted payload', async () => {
    const account = await insertAccount(database.db);
    const body = await encryptPayload(
      key.jwk,
      { type: 'username', username: account.username, password: account.password },
      key.keyId,
    );
    const result = await call<SessionValue>(strictApp, 'POST', '/wps/session/login', { body, ip: freshIp() });
    expect(result.status).toBe(200);
    expect(result.body.value.member.username).toBe(account.username);

    const registered = await call<SessionValue>(strictApp, 'PUT', '/wps/member/register', {
      body: await encryptPayload(key.publicKeyPem, registrationForm()),
      ip: freshIp(),
    });
    expect(registered.status).toBe(200);

    const invalidInside = await call(strictApp, 'POST', '/wps/session/login', {
      body: await encryptPayload(key.publicKeyPem, { type: 'username', username: account.username }),
      ip: freshIp(),
    });
    expect(invalidInside.status).toBe(400);
    expect(invalidInside.body.message).toMatch(/^password: /);
  });

  it('refuses tampered payloads, payloads for another key, and plain bodies when plain is not allowed', async () => {
    const account = await insertAccount(database.db);
    const good = await encryptPayload(key.publicKeyPem, {
      type: 'username',
      username: account.username,
      password: account.password,
    });
    const data = Buffer.from(good.enc.data, 'base64');
    data[5] = (data[5] ?? 0) ^ 0xff;
    for (const body of [
      { enc: { ...good.enc, data: data.toString('base64') } },
      { enc: { ...good.enc, kid: 'another-key' } },
      { enc: { key: 'bm90', iv: 'bm90', data: 'bm90' } },
      { enc: 'not an object' },
    ]) {
      const result = await call(strictApp, 'POST', '/wps/session/login', { body, ip: freshIp() });
      expect(result.status).toBe(400);
      expect(result.body).toEqual({
        success: false,
        value: { key: 'payload_unreadable', params: {} },
        message: 'Encrypted payload could not be read',
      });
    }
    const plain = await call(strictApp, 'POST', '/wps/session/login', {
      body: { type: 'username', username: account.username, password: account.password },
      ip: freshIp(),
    });
    expect(plain.body).toMatchObject({ success: false, message: 'This request must be encrypted' });
    expect(
      (
        await call(app, 'POST', '/wps/session/login', {
          body: { type: 'username', username: account.username, password: account.password },
          ip: freshIp(),
        })
      ).status,
    ).toBe(200);
  });

  it('defaults to refusing plain bodies in production only', async () => {
    const production = await buildTestApp(database.db, { NODE_ENV: 'production' });
    const result = await call(production, 'PUT', '/wps/member/register', {
      body: registrationForm(),
      ip: freshIp(),
    });
    expect(result.body.message).toBe('This request must be encrypted');
    await production.close();
  });
});
