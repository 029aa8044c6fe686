import { getAgentInfoEndpoint, type AgentInfo } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { adoptServedPort, loadConfig } from './config.js';
import { printStartupBanner } from './startup-banner.js';
import { call, freshIp, freshUsername, insertAccount } from './testing/accounts.js';
import { buildTestApp } from './testing/test-app.js';
import { testDatabaseKinds, type TestDatabase } from './testing/test-database.js';
import { createPlayer } from './testing/wallet.js';

describe('the public address (PUBLIC_BASE_URL)', () => {
  it('defaults to the port served, not a fixed one', () => {
    expect(loadConfig({ PORT: '4321' }).PUBLIC_BASE_URL).toBe('http://localhost:4321');
    expect(loadConfig({}).PUBLIC_BASE_URL).toBe('http://localhost:3000');
    const picked = loadConfig({ PORT: '0' });
    adoptServedPort(picked, 40123);
    expect(picked.PUBLIC_BASE_URL).toBe('http://localhost:40123');
  });

  it('keeps a configured address as its origin and refuses anything but an origin', () => {
    const configured = loadConfig({ PORT: '0', PUBLIC_BASE_URL: 'https://Play.Example.com/' });
    adoptServedPort(configured, 40123);
    expect(configured.PUBLIC_BASE_URL).toBe('https://play.example.com');
    for (const bad of ['https://play.example.com/site', 'ftp://play.example.com', 'https://x.com/?a=1']) {
      expect(() => loadConfig({ PUBLIC_BASE_URL: bad })).toThrow(/PUBLIC_BASE_URL/);
    }
  });

  describe('the start-up banner', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    afterEach(() => log.mockClear());
    afterAll(() => log.mockRestore());
    const banner = (info: Partial<Parameters<typeof printStartupBanner>[0]>) => {
      printStartupBanner({
        address: 'http://127.0.0.1:3999',
        publicUrl: 'http://localhost:3999',
        docs: true,
        database: 'pglite',
        demoAccounts: false,
        ...info,
      });
      return log.mock.calls.map((args) => String(args[0])).join('\n');
    };

    it('shows the public address and, when it differs, where the server listens', () => {
      const local = banner({});
      expect(local).toMatch(/Site:\s+http:\/\/localhost:3999\n/);
      expect(local).toContain('API docs: http://localhost:3999/docs');
      expect(local).not.toContain('Listening');
      log.mockClear();
      const behindProxy = banner({ publicUrl: 'https://play.example.com', docs: false });
      expect(behindProxy).toMatch(/Site:\s+https:\/\/play\.example\.com\n/);
      expect(behindProxy).toContain('Listening: http://127.0.0.1:3999');
      expect(behindProxy).not.toContain('/docs');
      expect(behindProxy).not.toContain('localhost');
    });
  });
});

describe.each(testDatabaseKinds())('links the site builds ($name)', (kind) => {
  let database: TestDatabase;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    database = await kind.create();
  });

  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await database.close();
  });

  async function appWith(env: Record<string, string>): Promise<FastifyInstance> {
    const app = await buildTestApp(database.db, env);
    apps.push(app);
    return app;
  }

  async function resetLinkFrom(app: FastifyInstance): Promise<string> {
    const email = `${freshUsername('mail')}@example.com`;
    const account = await insertAccount(database.db, { email });
    const sent = await app.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      remoteAddress: freshIp(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username: account.username, email }).toString(),
    });
    expect(sent.statusCode).toBe(200);
    const outbox = await call<{ body: string; resetToken: string }[]>(
      app,
      'GET',
      `/dev/outbox/mail?to=${encodeURIComponent(email)}`,
    );
    const [mail] = outbox.body.value;
    const link = /https?:\/\/\S+/.exec(mail?.body ?? '')?.[0];
    expect(link).toBeDefined();
    expect(new URL(link ?? '').searchParams.get('resetToken')).toBe(mail?.resetToken);
    return link ?? '';
  }

  async function referralLinkFrom(app: FastifyInstance): Promise<{ link: string; code: string }> {
    const agent = await createPlayer(app, database.db, { type: 1 });
    const info = await call<AgentInfo>(app, 'GET', getAgentInfoEndpoint.path, { token: agent.token });
    expect(info.status).toBe(200);
    return { link: info.body.value.referralLink, code: info.body.value.referralCode };
  }

  it('uses the configured public address in reset e-mails and referral links', async () => {
    const app = await appWith({ PUBLIC_BASE_URL: 'https://play.example.com' });
    expect(await resetLinkFrom(app)).toMatch(/^https:\/\/play\.example\.com\/\?resetToken=[\w-]+$/);
    const { link, code } = await referralLinkFrom(app);
    expect(link).toBe(`https://play.example.com/register?referralCode=${code}`);
  });

  it('uses http://localhost:<PORT> when no address is configured', async () => {
    const app = await appWith({ PORT: '4321' });
    expect(await resetLinkFrom(app)).toMatch(/^http:\/\/localhost:4321\/\?resetToken=[\w-]+$/);
    const { link, code } = await referralLinkFrom(app);
    expect(link).toBe(`http://localhost:4321/register?referralCode=${code}`);
  });
});
