import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openAccount } from '../apps/server/src/modules/agents/agent-center/register-downline.service.js';
import { listSettleable } from '../apps/server/src/modules/agents/contracts/contracts.repository.js';
import { dayPeriod } from '../apps/server/src/modules/agents/contracts/settlement.jobs.js';
import { settlePeriod } from '../apps/server/src/modules/agents/contracts/settlement.service.js';
import { demoTotpSecret } from '../apps/server/src/seed/demo-staff.js';
import {
  ensureFixtureGame,
  insertActiveContract,
  insertRound,
} from '../apps/server/src/testing/contract-fixtures.js';
import agentsEn from '../apps/web/src/features/ops-agents/locales/en.json' with { type: 'json' };
import opsEn from '../apps/web/src/features/ops-console/locales/en.json' with { type: 'json' };
import { unusedTotpCode } from './support/totp.js';
import { agentLabel } from './support/agent.js';
import { freshUsername } from './support/accounts.js';
import { useSiteAndBrowser } from './support/harness.js';
import { signInNewStaff, signInOnConsole } from './support/ops.js';

const o = (key: keyof typeof opsEn) => opsEn[key];
const a = (key: keyof typeof agentsEn, params: Record<string, string> = {}) =>
  agentsEn[key].replace(/\{\{(\w+)\}\}/g, (whole, name: string) => params[name] ?? whole);

describe('operator console agents', () => {
  const env = useSiteAndBrowser();

  async function open(path: string): Promise<Page> {
    const context = await env.newContext();
    const page = await context.newPage();
    await page.goto(path);
    return page;
  }

  it('the owner creates a top-level agent in /ops and the agent signs in to the agent center', async () => {
    const page = await open('/ops/login');
    await signInOnConsole(page, { username: 'demo_operator', password: 'Operator123' }, () =>
      unusedTotpCode(demoTotpSecret, 'demo_operator'),
    );
    const menu = page.getByRole('navigation', { name: o('ops_menu') });
    await menu.getByRole('link', { name: o('agents_title'), exact: true }).click();
    await page.getByRole('heading', { level: 1, name: a('agents_heading') }).waitFor();

    const agent = { username: freshUsername('top'), password: 'Agent12345' };
    await page.getByRole('button', { name: a('agents_add'), exact: true }).click();
    const form = page.getByRole('form', { name: a('agents_create') });
    await form.getByLabel(a('agents_username'), { exact: true }).fill(agent.username);
    await form.getByLabel(a('agents_password'), { exact: true }).fill(agent.password);
    await form.getByLabel(a('agents_confirm_password'), { exact: true }).fill(agent.password);
    await form.getByRole('button', { name: a('agents_create'), exact: true }).click();
    await page.getByRole('heading', { level: 2, name: agent.username }).waitFor();

    // The tree lists it among the top-level agents.
    await page
      .getByRole('link', { name: a('agents_heading'), exact: true })
      .first()
      .click();
    await page.getByRole('link', { name: agent.username, exact: true }).waitFor();

    const agentPage = await open('/agent');
    const main = agentPage.getByRole('main');
    await main.getByLabel(agentLabel('en', 'username'), { exact: true }).fill(agent.username);
    await main.getByLabel(agentLabel('en', 'password'), { exact: true }).fill(agent.password);
    await main.getByRole('button', { name: agentLabel('en', 'login_submit'), exact: true }).click();
    await agentPage.waitForURL('**/agentHome/agentTeamOverview');
    await agentPage.getByRole('heading', { level: 1, name: agentLabel('en', 'team_overview') }).waitFor();

    const audit = await env.site.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'agent.create')
      .where('staff_username', '=', 'demo_operator')
      .execute();
    expect(audit.length).toBeGreaterThan(0);
  });

  it("opens a contract payout's level difference on the agent page: who, level, base, rate paid and amount", async () => {
    const acceptedAt = new Date('2026-10-01T00:00:00Z');
    const account = (uplineId: string | null, type: number) =>
      openAccount(env.site.db, uplineId, { username: freshUsername('lvl'), password: 'Secret123', type });
    const top = await account(null, 1);
    const sub = await account(top.id, 2);
    const direct = await account(top.id, 0);
    const team = await account(sub.id, 0);
    const rate = (rateBp: number) => ({ tiers: [{ minValidBet: '0.00', minActiveMembers: 0, rateBp }] });
    const contractId = await insertActiveContract(env.site.db, {
      type: 'daily_salary',
      uplineId: null,
      downlineId: top.id,
      terms: rate(200),
      acceptedAt,
    });
    await insertActiveContract(env.site.db, {
      type: 'daily_salary',
      uplineId: top.id,
      downlineId: sub.id,
      terms: rate(150),
      acceptedAt,
    });
    const nodeId = await ensureFixtureGame(env.site.db);
    const settledAt = new Date('2026-11-10T06:00:00Z');
    await insertRound(env.site.db, { memberId: direct.id, stake: 30_000n, win: 0n, settledAt, nodeId });
    await insertRound(env.site.db, { memberId: team.id, stake: 60_100n, win: 0n, settledAt, nodeId });
    const contract = (await listSettleable(env.site.db, 'daily_salary', acceptedAt)).find(
      (row) => row.id === contractId,
    )!;
    const payout = await env.site.db
      .transaction()
      .execute((trx) => settlePeriod(trx, contract, dayPeriod('2026-11-10', 'Asia/Dhaka')));

    const context = await env.newContext();
    const page = await signInNewStaff(env.site, context, 'admin');
    await page.goto(`/ops/agents/${top.id}`);
    const row = page.getByTestId(`payout-${payout!.id}`);
    await row.getByRole('cell', { name: '9.00', exact: true }).waitFor();
    const toggle = row.getByRole('button', { name: a('agents_levels_show'), exact: true });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    const levels = page.getByRole('table', { name: a('agents_levels_of', { period: payout!.period_key }) });
    const cells = async (index: number) =>
      levels.getByRole('row').nth(index).getByRole('cell').allTextContents();
    await levels.waitFor();
    expect(await cells(1)).toEqual([a('agents_level_full_rate'), '2%', '300.00', '2%', '6.00']);
    expect(await cells(2)).toEqual([
      sub.username,
      a('agents_level_difference', { own: '2%', downline: '1.5%' }),
      '601.00',
      '0.5%',
      '3.00',
    ]);
    await row.getByRole('button', { name: a('agents_levels_hide'), exact: true }).click();
    await levels.waitFor({ state: 'detached' });
  });
});
