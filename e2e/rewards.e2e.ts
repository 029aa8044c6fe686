import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../apps/server/src/lib/password-hash.js';
import {
  createMember,
  passwordColumns,
  updateMember,
} from '../apps/server/src/modules/identity/member/member.service.js';
import { reconcile } from '../apps/server/src/modules/ops/operator/reconciliation.service.js';
import { drainMemberEvents } from '../apps/server/src/modules/platform/member-events/member-event.service.js';
import { rewardsConsumer } from '../apps/server/src/modules/rewards/events/reward-events.js';
import { defaultAccountPolicy } from '../apps/server/src/seed/system-defaults.js';
import { freshUsername, insertAccount } from './support/accounts.js';
import { playRound } from './support/agent.js';
import { launchBrowser, newMobileContext, uiTimeout } from './support/browser.js';
import { firstPageSlot } from './support/games.js';
import { rewardLabel, type RewardKey } from './support/rewards.js';
import { startSite, type Site } from './support/site.js';
import { api, apiLogin, operatorLogin, taka, walletField } from './support/wallet.js';

const lang = 'bn';
const PAYMENT_PASSWORD = '135790';

describe('rewards (phone, Bengali)', () => {
  let site: Site;
  let browser: Browser;
  let context: BrowserContext;
  let operator: string;
  let slot: string;
  const player = { id: '', username: '', password: '', token: '' };

  const l = (key: RewardKey, params?: Record<string, string>) => rewardLabel(lang, key, params);
  const drain = () => drainMemberEvents(site.db, [rewardsConsumer]);

  beforeAll(async () => {
    [site, browser] = await Promise.all([startSite(), launchBrowser()]);
    operator = await operatorLogin(site);
    slot = (await firstPageSlot(site, lang)).nodeId;
    const account = await insertAccount(site.db);
    Object.assign(player, account);
    await updateMember(site.db, account.id, { payment_password_hash: await hashPassword(PAYMENT_PASSWORD) });
    player.token = await apiLogin(site, account.username, account.password);
    const bound = await api(site, 'POST', '/wps/cashier/payoutAccounts', {
      token: player.token,
      body: {
        method: 'mobile_wallet',
        provider: 'bKash',
        accountName: 'Karim Mia',
        accountNumber: '01811112222',
        paymentPassword: PAYMENT_PASSWORD,
      },
    });
    expect(bound.status).toBe(200);
  });

  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  afterEach(async () => {
    await context?.close();
    const report = await reconcile(site.db);
    expect(report.problems).toEqual([]);
    expect(report.ok).toBe(true);
  });

  async function open(path: string, token = player.token): Promise<Page> {
    context = await newMobileContext(browser, site.baseUrl);
    context.setDefaultTimeout(uiTimeout);
    await context.addInitScript((code) => localStorage.setItem('lang', code), lang);
    const page = await context.newPage();
    const separator = path.includes('?') ? '&' : '?';
    await page.goto(`${path}${separator}token=${encodeURIComponent(token)}`);
    await page.locator(`html[lang="${lang}"]`).waitFor();
    return page;
  }

  const main = (page: Page) => page.getByRole('main');
  const button = (scope: Page | Locator, key: RewardKey, params?: Record<string, string>) =>
    scope.getByRole('button', { name: l(key, params), exact: true });

  /** A manual deposit the operator approves (the cashier's own flow is wallet.e2e's). */
  async function deposit(token: string, amount: string) {
    const created = await api<{ id: string }>(site, 'POST', '/wps/cashier/deposits', {
      token,
      body: {
        channelId: 'bkash_manual',
        amount,
        requestId: crypto.randomUUID(),
        transactionRef: `TRX${crypto.randomUUID().slice(0, 10)}`,
      },
    });
    expect(created.status).toBe(200);
    const approved = await api(site, 'POST', `/wps/operator/deposits/${created.body.value.id}/approve`, {
      token: operator,
    });
    expect(approved.status).toBe(200);
  }

  async function withdraw(page: Page, amount: string) {
    const form = main(page);
    await walletField(form, lang, 'amount').fill(amount);
    await walletField(form, lang, 'payment_password').fill(PAYMENT_PASSWORD);
    await button(form, 'withdraw').click();
    const dialog = page.getByRole('dialog', { name: l('confirm_withdrawal') });
    await button(dialog, 'confirm_withdraw_button', { amount: taka(amount) }).click();
  }

  it('takes the first-deposit bonus, is held at withdrawal with the turnover progress, plays slots until met, withdraws', async () => {
    const promotions = await open('/promotions');
    const welcome = main(promotions).getByRole('listitem').filter({ hasText: 'Welcome bonus 100%' });
    await button(welcome, 'rw_status_join').click();
    const joinDialog = promotions.getByRole('dialog', { name: l('rw_confirm_join_title') });
    await button(joinDialog, 'rw_confirm').click();
    await welcome.getByText(l('rw_status_joined'), { exact: true }).waitFor();
    await context.close();

    await deposit(player.token, '500');
    await drain();

    const details = await open('/member/bonusDetails');
    const grant = main(details).getByRole('listitem').filter({ hasText: 'Welcome bonus 100%' });
    await grant
      .getByText(l('rw_turnover_progress', { done: taka('0'), needed: taka('5000') }), { exact: false })
      .waitFor();
    await grant.getByText(l('rw_turnover_left', { left: taka('5000') })).waitFor();
    await context.close();

    const vipBefore = await open('/member/vip');
    await main(vipBefore).getByText(l('rw_vip_none')).waitFor();
    await context.close();

    const refused = await open('/member/withdraw');
    await withdraw(refused, '100');
    await refused
      .getByText(l('bonus_turnover_open', { needed: taka('5000'), done: taka('0'), left: taka('5000') }))
      .first()
      .waitFor();
    await context.close();

    // Ten slot rounds of ৳500 (the bonus's largest bet) meet the ৳5,000 turnover.
    for (let round = 0; round < 10; round += 1) await playRound(site, player.id, slot, '500.00', '450.00');
    await drain();

    const met = await open('/member/bonusDetails');
    const completed = main(met).getByRole('listitem').filter({ hasText: 'Welcome bonus 100%' });
    await completed.getByText(l('rw_grant_completed'), { exact: true }).waitFor();
    await context.close();

    // ৳1,000 less ten rounds' ৳50 losses, plus Bronze's ৳20 upgrade bonus, less the ৳100 withdrawn.
    const allowed = await open('/member/withdraw');
    await withdraw(allowed, '100');
    await allowed.getByRole('banner').getByText(taka('420')).first().waitFor();
  });

  it('claims the manual rebate and sees the VIP page move a level', async () => {
    // The slot rounds above: ৳5,000 of valid bet at the seeded 0.80% slot rate.
    const rebate = await open('/member/manualRebate');
    await rebate
      .getByTestId('rebate-total')
      .filter({ hasText: taka('40') })
      .waitFor();
    await button(main(rebate), 'rw_claim').click();
    const dialog = rebate.getByRole('dialog', { name: l('rw_rebate_confirm_title') });
    await button(dialog, 'rw_claim').click();
    await rebate
      .getByTestId('rebate-total')
      .filter({ hasText: taka('0') })
      .waitFor();
    await main(rebate).getByText(l('rw_rebate_manual'), { exact: true }).waitFor();
    await rebate.getByRole('banner').getByText(taka('460')).first().waitFor();
    await context.close();

    const vip = await open('/member/vip');
    await vip
      .getByTestId('vip-level')
      .filter({ hasText: l('rw_vip_current', { name: 'Bronze' }) })
      .waitFor();
    await main(vip)
      .getByText(l('rw_vip_next', { name: 'Silver' }))
      .waitFor();
  });

  it("pays the inviter when an invited friend's deposit qualifies", async () => {
    const friend = await createMember(site.db, {
      username: freshUsername('friend'),
      type: 0,
      mobile: null,
      email: null,
      payee_name: null,
      upline_id: player.id,
      staff_permissions: null,
      ...(await passwordColumns('Secret123', defaultAccountPolicy.defaultPassword, new Date())),
    });
    const friendToken = await apiLogin(site, friend.username, 'Secret123');
    // Everything here comes from 127.0.0.1: the friend's session gets an address of its own, or
    // the abuse check (same IP as the inviter) would rightly refuse the reward.
    await site.db
      .updateTable('member_session')
      .set({ ip: '203.0.113.7' })
      .where('member_id', '=', friend.id)
      .execute();
    await drain();
    await deposit(friendToken, '600');
    await drain();

    const referral = await open('/member/referral');
    await referral
      .getByTestId('referral-earned')
      .filter({ hasText: taka('100') })
      .waitFor();
    await main(referral).getByText(l('rw_friend_qualified'), { exact: true }).waitFor();
    await main(referral)
      .getByRole('img', { name: l('rw_qr_alt') })
      .waitFor();
  });
});
