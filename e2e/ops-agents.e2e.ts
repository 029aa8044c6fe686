import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../apps/server/src/modules/ops/staff/totp.js';
import { demoTotpSecret } from '../apps/server/src/seed/demo-staff.js';
import agentsEn from '../apps/web/src/features/ops-agents/locales/en.json' with { type: 'json' };
import opsEn from '../apps/web/src/features/ops-console/locales/en.json' with { type: 'json' };
import { agentLabel } from './support/agent.js';
import { freshUsername } from './support/accounts.js';
import { launchBrowser, uiTimeout } from './support/browser.js';
import { startSite, type Site } from './support/site.js';

const o = (key: keyof typeof opsEn) => opsEn[key];
const a = (key: keyof typeof agentsEn) => agentsEn[key];

describe('operator console agents', () => {
  let site: Site;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    [site, browser] = await Promise.all([startSite(), launchBrowser()]);
  });

  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  async function open(path: string): Promise<Page> {
    const context = await browser.newContext({
      baseURL: site.baseUrl,
      viewport: { width: 1280, height: 900 },
    });
    context.setDefaultTimeout(uiTimeout);
    await context.addInitScript(() => localStorage.setItem('lang', 'en'));
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(path);
    return page;
  }

  it('the owner creates a top-level agent in /ops and the agent signs in to the agent center', async () => {
    const page = await open('/ops/login');
    await page.getByLabel(o('ops_username'), { exact: true }).fill('demo_operator');
    await page.getByLabel(o('ops_password'), { exact: true }).fill('Operator123');
    await page.getByRole('button', { name: o('ops_sign_in'), exact: true }).click();
    await page.getByLabel(o('ops_code'), { exact: true }).fill(totpCode(demoTotpSecret));
    await page.getByRole('button', { name: o('ops_sign_in'), exact: true }).click();
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

    const audit = await site.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'agent.create')
      .where('staff_username', '=', 'demo_operator')
      .execute();
    expect(audit.length).toBeGreaterThan(0);
  });
});
