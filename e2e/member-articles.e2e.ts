import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { totpCode } from '../apps/server/src/modules/ops/staff/totp.js';
import { demoTotpSecret } from '../apps/server/src/seed/demo-staff.js';
import { fund } from '../apps/server/src/testing/wallet.js';
import blogBn from '../apps/web/src/features/blog/locales/bn.json' with { type: 'json' };
import creditBn from '../apps/web/src/features/credit-report/locales/bn.json' with { type: 'json' };
import opsEn from '../apps/web/src/features/ops-console/locales/en.json' with { type: 'json' };
import { insertAccount } from './support/accounts.js';
import { useSiteAndBrowser } from './support/harness.js';
import { skipAnnouncementPopups, tokenFor } from './support/lobby.js';
import { signInOnConsole } from './support/ops.js';
import { label, type Lang } from './support/i18n.js';

type OpsKey = keyof typeof opsEn;
const o = (key: OpsKey) => opsEn[key];
const PHONE = 390;

describe('blog, news and the credit report', () => {
  const env = useSiteAndBrowser();

  async function open(path: string, options: { lang?: Lang; width?: number } = {}): Promise<Page> {
    const context = await env.newContext({ lang: options.lang, width: options.width });
    await skipAnnouncementPopups(context, env.site);
    const page = await context.newPage();
    await page.goto(path);
    return page;
  }

  it('content staff write and publish a news item with a Bengali text; a visitor reads it in Bengali on a phone', async () => {
    const staff = await open('/ops/login');
    await signInOnConsole(staff, { username: 'demo_content_staff', password: 'Content123' }, () =>
      totpCode(demoTotpSecret),
    );
    const menu = staff.getByRole('navigation', { name: o('ops_menu') });
    await menu.getByRole('link', { name: o('ops_articles') }).click();

    const form = staff.getByRole('form', { name: o('ops_new_article') });
    await form.getByLabel(o('ops_article_slug'), { exact: true }).fill('e2e-cricket-cup');
    await form.getByLabel(`${o('ops_article_title')} (en)`, { exact: true }).fill('Cricket cup week');
    await form.getByLabel(`${o('ops_article_body')} (en)`).fill('<p>Boosted odds <b>all week</b></p>');
    await form.getByLabel(`${o('ops_article_title')} (bn)`, { exact: true }).fill('ক্রিকেট কাপ সপ্তাহ');
    await form
      .getByLabel(`${o('ops_article_body')} (bn)`)
      .fill('<p>সারা সপ্তাহ <b>বাড়তি অডস</b></p><script>alert(1)</script>');
    // The preview shows each language as the player will see it.
    await form
      .getByRole('region', { name: `${o('ops_preview')} (bn)` })
      .getByText('বাড়তি অডস')
      .waitFor();
    await form.getByRole('button', { name: o('ops_save_draft'), exact: true }).click();
    await form
      .getByRole('status')
      .filter({ hasText: o('ops_saved') })
      .waitFor();

    const row = staff.getByRole('row').filter({ hasText: 'Cricket cup week' });
    await row.getByText(o('ops_article_draft')).waitFor();
    await row.getByRole('button', { name: o('ops_publish'), exact: true }).click();
    await row.getByText(o('ops_article_published')).waitFor();

    const player = await open('/member/news', { lang: 'bn', width: PHONE });
    await player.getByRole('heading', { name: label('bn', 'news'), level: 1 }).waitFor();
    await player.getByRole('link', { name: 'ক্রিকেট কাপ সপ্তাহ', exact: true }).click();
    await player.getByRole('heading', { name: 'ক্রিকেট কাপ সপ্তাহ', level: 1 }).waitFor();
    await player.getByText('বাড়তি অডস').waitFor();
    await player.getByRole('link', { name: blogBn.articles_back_news }).waitFor();
  });

  it("shows a member's statement from the ledger in Bengali on a phone", async () => {
    const account = await insertAccount(env.site.db);
    await fund(env.site.db, account.id, '250.00');
    const token = await tokenFor(env.site, account.username, account.password);
    const page = await open(`/member/creditReport?token=${token}`, { lang: 'bn', width: PHONE });
    await page.getByRole('heading', { name: label('bn', 'credit_report'), level: 1 }).waitFor();
    const totals = page.getByRole('row').filter({ hasText: creditBn.cr_totals });
    // A staff credit is an "other" line; the net and the closing balance follow from it.
    await totals.getByRole('cell', { name: '৳250.00' }).first().waitFor();
    await page.getByText(creditBn.cr_closing).waitFor();
    await page.getByRole('region', { name: creditBn.cr_chart }).waitFor();
  });
});
