import {
  deviceIdHeader,
  type LoginResult,
  type ReferralSummary,
  type RewardState,
  type SessionValue,
} from '@app/contracts';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, freshIp, registrationForm, registerMember } from '../../../testing/accounts.js';
import { creditDeposit, createPromotion, drainRewards, publishWager } from '../../../testing/rewards.js';
import { buildTestApp } from '../../../testing/test-app.js';
import { testDatabaseKinds, type TestDatabase } from '../../../testing/test-database.js';
import {
  balanceOf,
  createPlayer,
  expectReconciled,
  operatorToken,
  type Player,
} from '../../../testing/wallet.js';
import { findMemberByUsername, getMember, updateMember } from '../../identity/member/member.service.js';

describe.each(testDatabaseKinds())('referral rewards ($name)', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let operator: string;

  beforeAll(async () => {
    database = await kind.create();
    app = await buildTestApp(database.db);
    operator = await operatorToken(app);
    // The demo seed opens a referral promotion: these tests open their own.
    await closeReferralPromotions();
  });

  /** Closes every referral promotion (through the promotion editor). */
  async function closeReferralPromotions() {
    const seeded = await call<Record<string, unknown>[]>(app, 'GET', '/wps/operator/rewards/promotions', {
      token: operator,
    });
    for (const row of seeded.body.value.filter((promotion) => promotion.type === 'REFERRAL')) {
      const {
        id,
        rewardRule,
        turnoverRule,
        eligibility,
        title,
        type,
        bannerUrl,
        rulesHtml,
        startsAt,
        endsAt,
        takeMode,
      } = row;
      const closed = await call(app, 'PUT', `/wps/operator/rewards/promotions/${String(id)}`, {
        token: operator,
        body: {
          title,
          type,
          bannerUrl,
          rulesHtml,
          startsAt,
          endsAt,
          takeMode,
          enabled: false,
          reward: rewardRule,
          turnover: turnoverRule,
          eligibility,
        },
      });
      expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    }
  }

  afterAll(async () => {
    await expectReconciled(database.db);
    await app.close();
    await database.close();
  });

  const summary = async (player: Player) =>
    (await call<ReferralSummary>(app, 'GET', '/wps/rewards/referral', { token: player.token })).body.value;

  /** A friend registered with the inviter's link, from `ip`. */
  async function invite(inviter: Player, ip = freshIp()): Promise<Player> {
    const code = (await getMember(database.db, inviter.id))?.referral_code;
    const registered = await registerMember(app, { referralCode: code }, ip);
    const member = await findMemberByUsername(database.db, registered.username);
    if (!member) throw new Error('no member');
    return { id: member.id, username: registered.username, token: registered.token };
  }

  it('is off until a referral promotion is open, then pays the tier reward once per qualified invitee', async () => {
    const inviter = await createPlayer(app, database.db);
    const before = await call<RewardState>(app, 'GET', '/wps/rewards/state');
    expect(before.body.value.availablePromo).toEqual([{ type: 'REFERRAL', enabled: false }]);

    await createPromotion(app, operator, {
      title: 'Invite friends',
      type: 'REFERRAL',
      reward: { kind: 'referral', minDeposit: '200.00' },
    });
    await call(app, 'PUT', '/wps/operator/rewards/referral-tiers', {
      token: operator,
      body: {
        tiers: [
          { minQualified: 1, reward: '50.00' },
          { minQualified: 2, reward: '80.00' },
        ],
      },
    });
    const after = await call<RewardState>(app, 'GET', '/wps/rewards/state');
    expect(after.body.value.availablePromo).toEqual([{ type: 'REFERRAL', enabled: true }]);

    const first = await invite(inviter);
    const second = await invite(inviter);
    await drainRewards(database.db);
    expect((await summary(inviter)).friends.map((friend) => friend.status)).toEqual([
      'registered',
      'registered',
    ]);

    await creditDeposit(app, operator, first, '200.00');
    await creditDeposit(app, operator, first, '300.00');
    await drainRewards(database.db);
    expect(await balanceOf(app, inviter.token)).toBe('50.00');

    await creditDeposit(app, operator, second, '250.00');
    await drainRewards(database.db);
    expect(await balanceOf(app, inviter.token)).toBe('130.00');
    const view = await summary(inviter);
    expect(view).toMatchObject({ enabled: true, qualified: 2, earned: '130.00', minDeposit: '200.00' });
    expect(view.link).toContain(
      `/register?referralCode=${(await getMember(database.db, inviter.id))?.referral_code}`,
    );
    expect(view.friends.map((friend) => [friend.status, friend.reward])).toEqual(
      expect.arrayContaining([
        ['qualified', '50.00'],
        ['qualified', '80.00'],
      ]),
    );
  });

  it('does not qualify an invitee sharing the inviter IP or payee name', async () => {
    const inviter = await createPlayer(app, database.db);
    const sameIp = freshIp();
    // The inviter logged in from the IP the friend registers from.
    await call(app, 'POST', '/wps/session/login', {
      body: { type: 'username', username: inviter.username, password: 'Secret123' },
      ip: sameIp,
    });
    const fromSameIp = await invite(inviter, sameIp);
    await updateMember(database.db, inviter.id, { payee_name: 'Rahim Uddin' });
    const samePayee = await invite(inviter);
    await updateMember(database.db, samePayee.id, { payee_name: ' rahim uddin ' });
    await drainRewards(database.db);
    await creditDeposit(app, operator, fromSameIp, '300.00');
    await creditDeposit(app, operator, samePayee, '300.00');
    await drainRewards(database.db);
    expect(await balanceOf(app, inviter.token)).toBe('0.00');
    expect((await summary(inviter)).friends.map((friend) => friend.status)).toEqual(['refused', 'refused']);
  });

  it('does not qualify an invitee on the inviter device (same id or same browser traits), qualifies another', async () => {
    const inviter = await createPlayer(app, database.db);
    const device = (id: string, traits: string) => ({ [deviceIdHeader]: `${id}.${traits}` });
    const inviterDevice = device('AAAAAAAAAAAAAAAAAAAAAA', 'a'.repeat(32));
    const loggedIn = await call<LoginResult>(app, 'POST', '/wps/session/login', {
      body: { type: 'username', username: inviter.username, password: 'Secret123' },
      ip: freshIp(),
      headers: inviterDevice,
    });
    expect(loggedIn.body.value.status).toBe('LOGGED_IN');
    const code = (await getMember(database.db, inviter.id))?.referral_code;
    const inviteFrom = async (headers: Record<string, string>): Promise<Player> => {
      const form = registrationForm({ referralCode: code });
      const result = await call<SessionValue>(app, 'PUT', '/wps/member/register', {
        body: form,
        ip: freshIp(),
        headers,
      });
      expect(result.status, JSON.stringify(result.body)).toBe(200);
      const member = await findMemberByUsername(database.db, String(form.username));
      if (!member) throw new Error('no member');
      return { id: member.id, username: String(form.username), token: result.body.value.token };
    };
    const sameId = await inviteFrom(device('AAAAAAAAAAAAAAAAAAAAAA', 'b'.repeat(32)));
    // A private window or cleared storage: a new random id, the same browser.
    const sameTraits = await inviteFrom(device('BBBBBBBBBBBBBBBBBBBBBB', 'a'.repeat(32)));
    const otherDevice = await inviteFrom(device('CCCCCCCCCCCCCCCCCCCCCC', 'c'.repeat(32)));
    // A malformed key counts as none: the registration goes on and the friend qualifies.
    const malformed = await inviteFrom({
      [deviceIdHeader]: 'AAAAAAAAAAAAAAAAAAAAAA.' + 'a'.repeat(31) + 'Z',
    });
    await drainRewards(database.db);
    for (const friend of [sameId, sameTraits, otherDevice, malformed]) {
      await creditDeposit(app, operator, friend, '300.00');
    }
    await drainRewards(database.db);

    const reasons = await sql<{ invitee_id: string; status: string; refused_reason: string | null }>`
      select invitee_id, status, refused_reason from reward_referral where inviter_id = ${inviter.id}`.execute(
      database.db,
    );
    const byId = new Map(reasons.rows.map((row) => [row.invitee_id, [row.status, row.refused_reason]]));
    expect(byId.get(sameId.id)).toEqual(['refused', 'device']);
    expect(byId.get(sameTraits.id)).toEqual(['refused', 'device']);
    expect(byId.get(otherDevice.id)).toEqual(['qualified', null]);
    expect(byId.get(malformed.id)).toEqual(['qualified', null]);
    expect(await balanceOf(app, inviter.token)).toBe('130.00');
    const stored = await sql<{ device_id: string | null }>`
      select device_id from login_audit where member_id = ${malformed.id}`.execute(database.db);
    expect(stored.rows).toEqual([{ device_id: null }]);
  });

  it('qualifies on the invitee turnover when the promotion asks for it, once', async () => {
    const promotions = await call<Record<string, unknown>[]>(app, 'GET', '/wps/operator/rewards/promotions', {
      token: operator,
    });
    const open = promotions.body.value.find((row) => row.title === 'Invite friends');
    if (!open) throw new Error('no referral promotion');
    const {
      id,
      turnoverRule,
      eligibility,
      enabled,
      title,
      type,
      bannerUrl,
      rulesHtml,
      startsAt,
      endsAt,
      takeMode,
    } = open;
    const updated = await call(app, 'PUT', `/wps/operator/rewards/promotions/${String(id)}`, {
      token: operator,
      body: {
        title,
        type,
        bannerUrl,
        rulesHtml,
        startsAt,
        endsAt,
        takeMode,
        enabled,
        reward: { kind: 'referral', minDeposit: '200.00', minTurnover: '500.00' },
        turnover: turnoverRule,
        eligibility,
      },
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    const inviter = await createPlayer(app, database.db);
    const friend = await invite(inviter);
    await drainRewards(database.db);
    expect(await summary(inviter)).toMatchObject({ minDeposit: '200.00', minTurnover: '500.00' });

    await publishWager(database.db, friend.id, 'RNG', 300_00n); // bet before the deposit counts too
    await creditDeposit(app, operator, friend, '300.00');
    await drainRewards(database.db);
    expect((await summary(inviter)).friends.map((f) => f.status)).toEqual(['deposited']);
    expect(await balanceOf(app, inviter.token)).toBe('0.00');

    await publishWager(database.db, friend.id, 'SPORTS', 200_00n);
    await publishWager(database.db, friend.id, 'SPORTS', 200_00n);
    await drainRewards(database.db);
    await drainRewards(database.db);
    expect((await summary(inviter)).friends.map((f) => [f.status, f.reward])).toEqual([
      ['qualified', '50.00'],
    ]);
    expect(await balanceOf(app, inviter.token)).toBe('50.00');
  });

  it('sets the open referral promotion turnover from the console settings, audited, and qualifies by it', async () => {
    type RuleView = { rule: { minDeposit: string; minTurnover: string; title: string } | null };
    await closeReferralPromotions();
    const none = await call<RuleView>(app, 'GET', '/wps/operator/rewards/referral-rule', { token: operator });
    expect(none.body.value).toEqual({ rule: null });
    const missing = await call(app, 'PUT', '/wps/operator/rewards/referral-rule', {
      token: operator,
      body: { minDeposit: '250.00', minTurnover: '150.00' },
    });
    expect(missing.status).toBe(404);
    await createPromotion(app, operator, {
      title: 'Invite friends',
      type: 'REFERRAL',
      reward: { kind: 'referral', minDeposit: '200.00' },
    });
    const player = await createPlayer(app, database.db);
    const refused = await call(app, 'GET', '/wps/operator/rewards/referral-rule', { token: player.token });
    expect(refused.status).toBe(403);
    const bad = await call(app, 'PUT', '/wps/operator/rewards/referral-rule', {
      token: operator,
      body: { minDeposit: '250.00', minTurnover: '-5' },
    });
    expect(bad.status).toBe(400);

    const set = await call<RuleView>(app, 'PUT', '/wps/operator/rewards/referral-rule', {
      token: operator,
      body: { minDeposit: '250.00', minTurnover: '150.00' },
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.value.rule).toMatchObject({ minDeposit: '250.00', minTurnover: '150.00' });
    const read = await call<RuleView>(app, 'GET', '/wps/operator/rewards/referral-rule', { token: operator });
    expect(read.body.value).toEqual(set.body.value);
    // The change itself is audited (its validated body holds minor units), not only the refusals.
    const audit = await sql<{ body: unknown }>`
      select body from audit_log
      where action = 'PUT /wps/operator/rewards/referral-rule' and status = 200`.execute(database.db);
    expect(audit.rows.map((row) => row.body)).toEqual([{ minDeposit: '25000', minTurnover: '15000' }]);

    const inviter = await createPlayer(app, database.db);
    const friend = await invite(inviter);
    await drainRewards(database.db);
    expect(await summary(inviter)).toMatchObject({ minDeposit: '250.00', minTurnover: '150.00' });
    await creditDeposit(app, operator, friend, '250.00');
    await publishWager(database.db, friend.id, 'RNG', 100_00n);
    await drainRewards(database.db);
    expect((await summary(inviter)).friends.map((f) => f.status)).toEqual(['deposited']);
    await publishWager(database.db, friend.id, 'RNG', 50_00n);
    await drainRewards(database.db);
    expect((await summary(inviter)).friends.map((f) => f.status)).toEqual(['qualified']);
  });
});
