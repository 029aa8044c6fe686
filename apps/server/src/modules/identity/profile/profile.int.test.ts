import type { MemberProfile } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, detailOf, insertAccount, loginToken } from '../../../testing/accounts.js';
import { buildTestApp } from '../../../testing/test-app.js';
import { testDatabaseKinds, type TestDatabase } from '../../../testing/test-database.js';

describe.each(testDatabaseKinds())('my account profile ($name)', (kind) => {
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

  const member = async () => {
    const account = await insertAccount(database.db);
    return loginToken(app, account.username, account.password);
  };
  const save = (token: string, body: Record<string, string>) =>
    call<MemberProfile>(app, 'POST', '/wps/member/profile', { token, body });

  it('saves the fields sent, clears an emptied one and keeps the others', async () => {
    const token = await member();
    const saved = await save(token, {
      address: 'House 1, Dhaka',
      telegram: '@rahim',
      birthday: '1990-05-01',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.value.fields).toMatchObject({
      address: 'House 1, Dhaka',
      telegram: '@rahim',
      zalo: null,
    });
    const cleared = await save(token, { telegram: '' });
    expect(cleared.body.value.fields).toMatchObject({ address: 'House 1, Dhaka', telegram: null });
    const read = await call<MemberProfile>(app, 'GET', '/wps/member/profile', { token });
    expect(read.body.value.fields.birthday).toBe('1990-05-01');
  });

  it("checks fields against the operator's rules and the minimum age, changing nothing on a refusal", async () => {
    const token = await member();
    const underage = await save(token, {
      birthday: `${new Date().getUTCFullYear() - 10}-01-01`,
      address: 'x',
    });
    expect(detailOf(underage)).toMatchObject({ key: 'age_consent', field: 'birthday' });
    expect(detailOf(await save(token, { birthday: '1990-02-30' }))).toMatchObject({ field: 'birthday' });
    const read = await call<MemberProfile>(app, 'GET', '/wps/member/profile', { token });
    expect(read.body.value.fields.address).toBeNull();
  });

  it('sets the real name once', async () => {
    const token = await member();
    const set = await save(token, { payeeName: 'Rahim Uddin' });
    expect(set.body.value).toMatchObject({ fields: { payeeName: 'Rahim Uddin' }, payeeNameLocked: true });
    expect(detailOf(await save(token, { payeeName: 'Someone Else' }))).toMatchObject({
      key: 'payee_name_locked',
      field: 'payeeName',
    });
  });
});
