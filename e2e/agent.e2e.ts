import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type ContractActionResult,
  type ContractPage,
  type DailySalaryTerms,
  getContractsEndpoint,
  ModuleId,
  processDailySalaryContractEndpoint,
  registerDownlineEndpoint,
  type RegisteredDownline,
} from '@app/contracts';
import { importSeamlessTestGames } from '../apps/server/src/testing/seamless.js';
import { expectReconciled, fund } from '../apps/server/src/testing/wallet.js';
import { agentLabel, giveTopAgentContract, playRound, type AgentKey } from './support/agent.js';
import { freshUsername, insertAccount, setModule } from './support/accounts.js';
import { useSiteAndBrowser } from './support/harness.js';
import type { Lang } from './support/i18n.js';
import { api, apiLogin, operatorLogin, taka, walletLabel } from './support/wallet.js';
import chatBn from '../apps/web/src/features/support-chat/locales/bn.json' with { type: 'json' };
import chatEn from '../apps/web/src/features/support-chat/locales/en.json' with { type: 'json' };

const DAY_MS = 86_400_000;

describe('agent center', () => {
  const env = useSiteAndBrowser();
  /** A top-level agent holding a 2 % daily salary contract from the operator. */
  const top = { id: '', username: '', password: '', token: '' };
  let slot = '';
  let topContractId = '';

  beforeAll(async () => {
    Object.assign(top, await insertAccount(env.site.db, { type: 1 }));
    top.token = await apiLogin(env.site, top.username, top.password, 'agent');
    topContractId = await giveTopAgentContract(env.site, await operatorLogin(env.site), top, 'daily_salary', {
      tiers: [{ minValidBet: '0.00', minActiveMembers: 0, rateBp: 200 }],
    });
    slot = (await importSeamlessTestGames(env.site.db)).slot;
  });

  async function newPage(lang: Lang, width: number): Promise<Page> {
    const context = await env.newContext({ lang, width, height: 860 });
    return context.newPage();
  }

  const l = agentLabel;
  const main = (page: Page) => page.getByRole('main');
  const heading = (page: Page, lang: Lang, key: AgentKey) =>
    page.getByRole('heading', { level: 1, name: l(lang, key) }).waitFor();
  const button = (scope: Page | Locator, lang: Lang, key: AgentKey) =>
    scope.getByRole('button', { name: l(lang, key), exact: true });
  const input = (scope: Page | Locator, text: string) => scope.getByLabel(text, { exact: true });
  /** A field marked optional: its label ends with "(optional)". */
  const optional = (scope: Page | Locator, lang: Lang, key: AgentKey) =>
    input(scope, `${l(lang, key)} ${l(lang, 'optional_mark')}`);

  /** Opens a page of the agent center through the left menu (a drawer on a phone). */
  async function openMenuItem(page: Page, lang: Lang, key: AgentKey) {
    const menu = page.getByRole('navigation', { name: l(lang, 'agent_menu') });
    if (!(await menu.isVisible())) await button(page.getByRole('banner'), lang, 'open_menu').click();
    await menu.getByRole('link', { name: l(lang, key), exact: true }).click();
    await heading(page, lang, key);
  }

  it('agent registers a downline and offers a daily salary, the downline accepts in the contract modal, bets settle into income in both centers and the ledger', async () => {
    // The agent logs in at /agent on a phone, in English.
    const lang = 'en';
    const agentPage = await newPage(lang, 390);
    await agentPage.goto('/agent');
    await input(main(agentPage), l(lang, 'username')).fill(top.username);
    await input(main(agentPage), l(lang, 'password')).fill(top.password);
    await button(main(agentPage), lang, 'login_submit').click();
    await agentPage.waitForURL('**/agentHome/agentTeamOverview');
    await heading(agentPage, lang, 'team_overview');
    await agentPage.getByRole('banner').getByText('GMT+06:00').waitFor();

    // Register center: a type 2 agent below me, and my referral link with its QR code.
    await openMenuItem(agentPage, lang, 'register_account');
    const downline = { username: freshUsername('dl'), password: 'Secret123', token: '' };
    const agentType = l(lang, 'agent_member_type_agent', { type: '2' });
    await input(main(agentPage), l(lang, 'agent_account_type')).selectOption({ label: agentType });
    await input(main(agentPage), l(lang, 'agent_username')).fill(downline.username);
    await optional(main(agentPage), lang, 'agent_password').fill(downline.password);
    await optional(main(agentPage), lang, 'agent_confirm_password').fill(downline.password);
    await button(main(agentPage), lang, 'agent_open_account_submit').click();
    await main(agentPage)
      .getByRole('status')
      .getByText(l(lang, 'agent_account_created', { username: downline.username, type: agentType }))
      .waitFor();
    await main(agentPage)
      .getByText(/\/register\?referralCode=/)
      .waitFor();
    await main(agentPage)
      .getByRole('img', { name: l(lang, 'agent_referral_qr_alt') })
      .waitFor();

    // Contracts: a rate above my own 2 % is refused on the form; 1.5 % is offered after confirming.
    await openMenuItem(agentPage, lang, 'agent_contracts');
    const form = main(agentPage);
    await input(form, l(lang, 'agent_downline_agent')).selectOption(downline.username);
    await input(form, l(lang, 'agent_contract_type')).selectOption({
      label: l(lang, 'agent_contract_type_daily_salary'),
    });
    await form.getByText(l(lang, 'agent_own_cap', { max: '2.00%' })).waitFor();
    const tierField = (key: AgentKey) =>
      input(form, l(lang, 'agent_tier_field', { number: '1', field: l(lang, key) }));
    await tierField('agent_min_valid_bet').fill('0');
    const rate = tierField('agent_rate_percent');
    await rate.fill('2.5');
    await button(form, lang, 'agent_send_offer').click();
    await form.getByText(l(lang, 'agent_rate_above_own', { max: '2.00%' })).waitFor();
    expect(await rate.getAttribute('aria-invalid')).toBe('true');
    await rate.fill('1.5');
    await button(form, lang, 'agent_send_offer').click();
    const confirmOffer = agentPage.getByRole('dialog', { name: l(lang, 'agent_confirm_offer_title') });
    await confirmOffer.getByText('1.50%').waitFor();
    await button(confirmOffer, lang, 'agent_send_offer').click();
    await form.getByText(l(lang, 'agent_offer_sent', { username: downline.username })).waitFor();

    // The downline logs in on the player site (desktop, Bengali): the contract modal asks for an answer.
    const bn = 'bn';
    downline.token = await apiLogin(env.site, downline.username, downline.password);
    const downlinePage = await newPage(bn, 1280);
    await downlinePage.goto(`/?token=${encodeURIComponent(downline.token)}`);
    const modal = downlinePage.getByRole('dialog', { name: l(bn, 'agent_contract_modal_title') });
    await modal.getByText(l(bn, 'agent_contract_type_daily_salary')).first().waitFor();
    await modal.getByText('1.50%').waitFor();
    await button(modal, bn, 'agent_action_accept').click();
    const confirmAccept = downlinePage.getByRole('dialog', { name: l(bn, 'agent_action_accept') });
    await button(confirmAccept, bn, 'agent_action_accept').click();
    await modal.waitFor({ state: 'detached' });
    const active = await api<ContractPage>(
      env.site,
      'GET',
      `${getContractsEndpoint.path}?role=downline&status=active`,
      { token: downline.token },
    );
    expect(active.body.value.list.map((contract) => contract.terms)).toEqual([
      { tiers: [{ minValidBet: '0.00', minActiveMembers: 0, rateBp: 150 }] },
    ]);

    // A member below the downline plays: ৳1,000 staked, ৳400 won today.
    const player = await api<RegisteredDownline>(env.site, 'POST', registerDownlineEndpoint.path, {
      token: downline.token,
      body: { username: freshUsername('pl'), password: 'Secret123', confirmPassword: 'Secret123', type: 0 },
    });
    expect(player.status).toBe(200);
    const { id: playerId } = await env.site.db
      .selectFrom('member')
      .select('id')
      .where('username', '=', player.body.value.username)
      .executeTakeFirstOrThrow();
    await fund(env.site.db, playerId, '2000.00');
    await playRound(env.site, playerId, slot, '1000.00', '400.00');

    // The next day the daily salary job settles today: 1.5 % to the downline, the 0.5 % difference to me.
    const runs = await env.site.runJobs(new Date(Date.now() + DAY_MS));
    expect(runs.map((run) => run.job)).toContain('agent-daily-salary');
    const downlineContractId = active.body.value.list[0]?.id ?? '';
    for (const contractId of [topContractId, downlineContractId]) {
      const journals = await env.site.db
        .selectFrom('ledger_journal')
        .select('type')
        .where('event_key', 'like', `agent:daily_salary:${contractId}:%`)
        .execute();
      expect(journals, contractId).toEqual([{ type: 'salary' }]);
    }
    await expectReconciled(env.site.db);

    // The downline's income, in the agent center and in the player site's account records.
    await downlinePage.goto('/agentHome/agentRevenueReport');
    await heading(downlinePage, bn, 'my_income');
    const totals = main(downlinePage)
      .getByRole('definition')
      .filter({ hasText: taka('15.00') });
    await totals.first().waitFor();
    await downlinePage.goto('/member/transactionHistory');
    await main(downlinePage)
      .locator('tr, li')
      .filter({ visible: true })
      .filter({ hasText: walletLabel(bn, 'record_type_salary') })
      .filter({ hasText: `+${taka('15.00')}` })
      .first()
      .waitFor();

    // My daily wage page: the payout record with its basis, my rate, the downline's rate on that volume,
    // the difference paid to me and what I was paid.
    await openMenuItem(agentPage, lang, 'daily_wage');
    const records = main(agentPage).getByRole('table', { name: l(lang, 'agent_payout_records') });
    const row = records.getByRole('row').filter({ hasText: taka('5.00') });
    await row.first().waitFor();
    await row.getByText(taka('1000.00')).first().waitFor();
    await row.getByText('2.00%').waitFor();
    await row
      .getByText(l(lang, 'agent_rate_on_volume', { rate: '1.50%', volume: taka('1000.00') }))
      .waitFor();
    await row.getByText('0.50%', { exact: true }).waitFor();
  });

  /** Opens a downline account below `upline` over the API and logs it in. */
  async function openDownline(upline: string, type: number): Promise<{ username: string; token: string }> {
    const username = freshUsername('dl');
    const opened = await api<RegisteredDownline>(env.site, 'POST', registerDownlineEndpoint.path, {
      token: upline,
      body: { username, password: 'Secret123', confirmPassword: 'Secret123', type },
    });
    expect(opened.status).toBe(200);
    return { username, token: await apiLogin(env.site, username, 'Secret123') };
  }

  const daily = (rateBp: number): DailySalaryTerms => ({
    tiers: [{ minValidBet: '0.00', minActiveMembers: 0, rateBp }],
  });

  async function contractAction(token: string, body: Record<string, unknown>): Promise<ContractActionResult> {
    const result = await api<ContractActionResult>(
      env.site,
      'POST',
      processDailySalaryContractEndpoint.path,
      {
        token,
        body,
      },
    );
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    return result.body.value;
  }

  it('asks before a lower rate ends the contracts below, and hides the pages of modules that are off', async () => {
    // B holds 1.5 % from the top agent and gave its own downline agent C 1.2 %.
    const b = await openDownline(top.token, 2);
    const c = await openDownline(b.token, 41);
    const first = await contractAction(top.token, {
      action: 'offer',
      downlineUsername: b.username,
      terms: daily(150),
    });
    await contractAction(b.token, { action: 'accept', contractId: first.contract.id });
    const given = await contractAction(b.token, {
      action: 'offer',
      downlineUsername: c.username,
      terms: daily(120),
    });
    await contractAction(c.token, { action: 'accept', contractId: given.contract.id });
    // The top agent now offers B only 1 %.
    await contractAction(top.token, { action: 'offer', downlineUsername: b.username, terms: daily(100) });

    // B opens the agent center on a phone in Bengali: the contract modal shows the new offer.
    const lang = 'bn';
    const page = await newPage(lang, 390);
    await page.goto(`/agentHome?token=${encodeURIComponent(b.token)}`);
    const modal = page.getByRole('dialog', { name: l(lang, 'agent_contract_modal_title') });
    await modal.getByText('1.00%').waitFor();
    await button(modal, lang, 'agent_action_accept').click();
    const confirm = page.getByRole('dialog', { name: l(lang, 'agent_action_accept') });
    await button(confirm, lang, 'agent_action_accept').click();
    // The server asks first: C's 1.2 % contract would end.
    const cascade = page.getByRole('dialog', { name: l(lang, 'agent_cascade_title') });
    await cascade
      .getByText(
        l(lang, 'agent_cascade_item', {
          type: l(lang, 'agent_contract_type_daily_salary'),
          name: c.username,
        }),
      )
      .waitFor();
    await cascade.getByText('1.20%').waitFor();
    const before = await api<ContractPage>(
      env.site,
      'GET',
      `${getContractsEndpoint.path}?role=downline&status=active`,
      {
        token: c.token,
      },
    );
    expect(before.body.value.list).toHaveLength(1);
    await button(cascade, lang, 'agent_cascade_confirm').click();
    await modal.waitFor({ state: 'detached' });

    const mine = await api<ContractPage>(
      env.site,
      'GET',
      `${getContractsEndpoint.path}?role=downline&status=active`,
      {
        token: b.token,
      },
    );
    expect(mine.body.value.list.map((contract) => contract.terms)).toEqual([daily(100)]);
    const ended = await api<ContractPage>(env.site, 'GET', `${getContractsEndpoint.path}?role=downline`, {
      token: c.token,
    });
    expect(ended.body.value.list.map((contract) => contract.status)).toEqual(['terminated']);

    // With hourly salary off, its menu item and page are gone.
    const menu = page.getByRole('navigation', { name: l(lang, 'agent_menu') });
    await button(page.getByRole('banner'), lang, 'open_menu').click();
    await menu.getByRole('link', { name: l(lang, 'hourly_salary'), exact: true }).waitFor();
    await setModule(env.site.db, ModuleId.hourlySalary, false);
    try {
      await page.goto('/agentHome/agentHourSalary');
      await page.waitForURL('**/agentHome/agentTeamOverview');
      await button(page.getByRole('banner'), lang, 'open_menu').click();
      await menu.getByRole('link', { name: l(lang, 'daily_wage'), exact: true }).waitFor();
      expect(await menu.getByRole('link', { name: l(lang, 'hourly_salary'), exact: true }).count()).toBe(0);
    } finally {
      await setModule(env.site.db, ModuleId.hourlySalary, true);
    }
  });

  it('keeps deposit, withdraw, platform messages and live support inside the agent layout', async () => {
    const chatTitle: Record<Lang, string> = { en: chatEn.chat_title, bn: chatBn.chat_title };
    for (const [lang, width] of [
      ['en', 1280],
      ['bn', 390],
    ] as const) {
      const page = await newPage(lang, width);
      await page.goto(`/agentHome?token=${encodeURIComponent(top.token)}`);
      await page.waitForURL('**/agentHome/agentTeamOverview');
      const menu = page.getByRole('navigation', { name: l(lang, 'agent_menu') });
      const banner = page.getByRole('banner');
      /** The agent shell is still around the page: its header, its menu (behind the drawer button on a phone). */
      const expectAgentShell = async (path: string) => {
        await page.waitForURL(`**${path}`);
        // The agent center's brand (its tag is hidden on a phone, still there).
        await banner.getByText(l(lang, 'agent_center'), { exact: true }).waitFor({ state: 'attached' });
        if (width > 600) await menu.waitFor();
        else await button(banner, lang, 'open_menu').waitFor();
      };

      await openMenuItem(page, lang, 'deposit');
      await expectAgentShell('/agentHome/deposit');
      // The wallet's own tabs stay inside the agent center too.
      const tabs = main(page).getByRole('navigation', { name: walletLabel(lang, 'wallet_menu') });
      await tabs.getByRole('link', { name: l(lang, 'withdraw'), exact: true }).click();
      await heading(page, lang, 'withdraw');
      await expectAgentShell('/agentHome/withdraw');
      expect(await tabs.getByRole('link').count()).toBe(2);

      await openMenuItem(page, lang, 'platform_messages');
      await expectAgentShell('/agentHome/messages');

      if (!(await menu.isVisible())) await button(banner, lang, 'open_menu').click();
      await menu.getByRole('link', { name: l(lang, 'live_support'), exact: true }).click();
      await page.getByRole('heading', { level: 1, name: chatTitle[lang] }).waitFor();
      await expectAgentShell('/agentHome/liveSupport');
    }
  });

  it('opens a downline without a password and sends it the generated one by SMS, after refusing a bad mobile (bn, phone)', async () => {
    const lang: Lang = 'bn';
    const page = await newPage(lang, 390);
    await page.goto(`/agentHome?token=${encodeURIComponent(top.token)}`);
    await page.waitForURL('**/agentHome/agentTeamOverview');
    await openMenuItem(page, lang, 'register_account');
    const form = main(page);
    const username = freshUsername('sms');
    await input(form, l(lang, 'agent_account_type')).selectOption({
      label: l(lang, 'agent_member_type_member'),
    });
    await input(form, l(lang, 'agent_username')).fill(username);
    await form.getByLabel(l(lang, 'agent_send_password_sms'), { exact: true }).check();
    const mobile = input(form, l(lang, 'agent_sms_mobile'));

    await mobile.fill('12ab');
    await button(form, lang, 'agent_open_account_submit').click();
    await form.getByText(l(lang, 'downline_mobile_invalid'), { exact: true }).waitFor();
    expect(await mobile.getAttribute('aria-invalid')).toBe('true');
    const opened = () =>
      env.site.db.selectFrom('member').select('id').where('username', '=', username).executeTakeFirst();
    expect(await opened()).toBeUndefined();

    const mobileNo = `17${Date.now().toString().slice(-8)}`;
    await mobile.fill(mobileNo);
    await button(form, lang, 'agent_open_account_submit').click();
    await form
      .getByRole('status')
      .getByText(
        l(lang, 'agent_account_created_password', {
          username,
          type: l(lang, 'agent_member_type_member'),
        }),
      )
      .waitFor();
    const password = (await form.getByTestId('generated-password').textContent()) ?? '';
    expect(password).not.toBe('');
    await form
      .getByTestId('password-sms-sent')
      .getByText(
        l(lang, 'agent_password_sms_sent', { mobile: `+88017${'*'.repeat(6)}${mobileNo.slice(-2)}` }),
      )
      .waitFor();
    const sent = await env.site.db
      .selectFrom('sms_outbox')
      .select('body')
      .where('destination', '=', `+880${mobileNo}`)
      .execute();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toContain(username);
    expect(sent[0]?.body).toContain(password);
    // The password the agent saw and the SMS carried opens the new account.
    expect(await apiLogin(env.site, username, password)).not.toBe('');
  });
});
