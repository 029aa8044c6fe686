import { avatarIds, type MemberInfo } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, detailOf, registerMember } from '../../../testing/accounts.js';
import { buildTestApp } from '../../../testing/test-app.js';
import { testDatabaseKinds, type TestDatabase } from '../../../testing/test-database.js';

describe.each(testDatabaseKinds())('member info ($name)', (kind) => {
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

  it('answers the account with contact details masked and no secrets', async () => {
    const { token, member, username } = await registerMember(app, { email: 'shown.partly@example.com' });
    const result = await call<MemberInfo>(app, 'GET', '/wps/member/info', { token });
    expect(result.body.value).toEqual({
      id: member.id,
      account: username,
      username,
      nickname: null,
      type: 0,
      isAgent: false,
      isTrial: false,
      avatarId: null,
      avatarUrl: null,
      language: null,
      referralCode: member.referralCode,
      mobile: null,
      email: 's***y@example.com',
      hasPassword: true,
      firstTimeLogin: true,
    });
    expect(result.body.value).not.toHaveProperty('password_hash');
  });

  it('offers the shipped avatars and sets one of them', async () => {
    const { token } = await registerMember(app);
    const choices = await call<{ current: string | null; icons: { id: string; url: string }[] }>(
      app,
      'GET',
      '/wps/member/info/icon',
      { token },
    );
    expect(choices.body.value.current).toBeNull();
    expect(choices.body.value.icons.map((icon) => icon.id)).toEqual([...avatarIds]);

    const set = await call<MemberInfo>(app, 'POST', '/wps/member/info/icon', {
      token,
      body: { iconId: 'a07' },
    });
    expect(set.body.value).toMatchObject({ avatarId: 'a07', avatarUrl: '/wps/static/avatars/a07.svg' });
    expect(
      (
        await call(app, 'POST', '/wps/member/info/icon', {
          token,
          body: { iconId: 'https://evil.example/x.png' },
        })
      ).status,
    ).toBe(400);

    const image = await app.inject({ method: 'GET', url: '/wps/static/avatars/a07.svg' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expect(image.body).toMatch(/^<svg /);
    expect((await app.inject({ method: 'GET', url: '/wps/static/avatars/zz.svg' })).statusCode).toBe(404);
  });

  it('changes the nickname and the stored language', async () => {
    const { token } = await registerMember(app);
    const nick = await call<MemberInfo>(app, 'POST', '/wps/member/info/nickname', {
      token,
      body: { nickname: '  Lucky Star ' },
    });
    expect(nick.body.value.nickname).toBe('Lucky Star');
    expect(
      (await call(app, 'POST', '/wps/member/info/nickname', { token, body: { nickname: '<b>x</b>' } }))
        .status,
    ).toBe(400);
    expect(
      (await call(app, 'POST', '/wps/member/info/nickname', { token, body: { nickname: '' } })).status,
    ).toBe(400);

    const lang = await call<MemberInfo>(app, 'POST', '/wps/member/info/language', {
      token,
      body: { language: 'bn' },
    });
    expect(lang.body.value.language).toBe('bn');
    const unsupported = await call(app, 'POST', '/wps/member/info/language', {
      token,
      body: { language: 'fr' },
    });
    expect(detailOf(unsupported)).toMatchObject({ key: 'language_unsupported', field: 'language' });
    expect((await call<MemberInfo>(app, 'GET', '/wps/member/info', { token })).body.value.language).toBe(
      'bn',
    );
  });

  it('lets a trial account set its language but not its profile', async () => {
    const trial = await call<{ token: string }>(app, 'POST', '/wps/session/login/freeplay', {
      body: {},
      ip: '10.250.0.1',
    });
    const { token } = trial.body.value;
    expect(
      (await call(app, 'POST', '/wps/member/info/language', { token, body: { language: 'en' } })).status,
    ).toBe(200);
    expect(
      (await call(app, 'POST', '/wps/member/info/nickname', { token, body: { nickname: 'Guest' } })).status,
    ).toBe(403);
    expect(
      (await call(app, 'POST', '/wps/member/info/icon', { token, body: { iconId: 'a01' } })).status,
    ).toBe(403);
  });
});
