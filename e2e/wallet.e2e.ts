import type { Browser, BrowserContext, Locator, Page, WebSocket } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../apps/server/src/lib/password-hash.js';
import { updateMember } from '../apps/server/src/modules/identity/member/member.service.js';
import { fund } from '../apps/server/src/testing/wallet.js';
import { insertAccount } from './support/accounts.js';
import { launchBrowser, uiTimeout } from './support/browser.js';
import { label, type Lang } from './support/i18n.js';
import { startSite, type Site } from './support/site.js';
import {
  api,
  apiLogin,
  operatorLogin,
  placePendingOrders,
  pngProof,
  taka,
  walletField,
  walletLabel,
  type WalletKey,
} from './support/wallet.js';

interface OrderRow {
  id: string;
  reference: string;
  status: string;
  member: { username: string };
}

describe('wallet, cashier and records', () => {
  let site: Site;
  let browser: Browser;
  let context: BrowserContext;
  let operator: string;
  /** One player through the whole story: deposits, a withdrawal, its receipt, the records. */
  const player = { id: '', username: '', password: '', token: '' };

  beforeAll(async () => {
    [site, browser] = await Promise.all([startSite(), launchBrowser()]);
    const account = await insertAccount(site.db);
    Object.assign(player, account);
    player.token = await apiLogin(site, account.username, account.password);
    operator = await operatorLogin(site);
  });

  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  afterEach(async () => {
    await context?.close();
  });

  /** The player's session in a fresh browser, in a language, on a page of the site. */
  async function open(lang: Lang, path: string, width = 1280, token = player.token): Promise<Page> {
    context = await browser.newContext({ baseURL: site.baseUrl, viewport: { width, height: 900 } });
    context.setDefaultTimeout(uiTimeout);
    await context.addInitScript((code) => localStorage.setItem('lang', code), lang);
    const page = await context.newPage();
    const separator = path.includes('?') ? '&' : '?';
    await page.goto(`${path}${separator}token=${encodeURIComponent(token)}`);
    await page.locator(`html[lang="${lang}"]`).waitFor();
    return page;
  }

  const l = walletLabel;
  const header = (page: Page) => page.getByRole('banner');
  const headerBalance = (page: Page, lang: Lang) =>
    header(page).getByRole('group', { name: l(lang, 'balance') });
  const main = (page: Page) => page.getByRole('main');
  const button = (scope: Page | Locator, lang: Lang, key: WalletKey, params?: Record<string, string>) =>
    scope.getByRole('button', { name: l(lang, key, params), exact: true });

  async function expectFieldError(page: Page, lang: Lang, field: WalletKey, message: string) {
    const input = walletField(main(page), lang, field);
    await expect.poll(() => input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await input.getAttribute('aria-describedby')) ?? '';
    const texts = await Promise.all(
      describedBy.split(' ').map((id) => page.locator(`[id="${id}"]`).textContent()),
    );
    expect(texts.join(' ')).toContain(message);
  }

  async function memberOrders(kind: 'deposits' | 'withdrawals', status: string): Promise<OrderRow[]> {
    const result = await api<{ list: OrderRow[] }>(
      site,
      'GET',
      `/wps/operator/${kind}?status=${status}&pageSize=100`,
      {
        token: operator,
      },
    );
    expect(result.status).toBe(200);
    return result.body.value.list.filter((order) => order.member.username === player.username);
  }

  async function balanceNow(): Promise<string> {
    const result = await api<{ balance: string }>(site, 'GET', '/wps/v2/wallets/balance', {
      token: player.token,
    });
    return result.body.value.balance;
  }

  it('refuses bad deposit amounts with clear messages and creates nothing (Bengali)', async () => {
    const lang = 'bn';
    const page = await open(lang, '/member/depositv2', 375);
    await page.getByRole('heading', { level: 1, name: l(lang, 'deposit') }).waitFor();
    await headerBalance(page, lang)
      .filter({ hasText: taka('0') })
      .waitFor();

    const amount = walletField(main(page), lang, 'amount');
    const submit = button(main(page), lang, 'submit_deposit');
    const cases: [string, WalletKey, Record<string, string>?][] = [
      ['', 'amount_required'],
      ['abc', 'amount_invalid'],
      ['-50', 'amount_positive'],
      ['0', 'amount_positive'],
      ['250.125', 'amount_too_precise'],
      ['100', 'amount_out_of_range', { min: '200.00', max: '25000.00' }],
      ['30000', 'amount_out_of_range', { min: '200.00', max: '25000.00' }],
    ];
    for (const [input, key, params] of cases) {
      await amount.fill(input);
      await submit.click();
      await expectFieldError(page, lang, 'amount', l(lang, key, params));
    }
    // A good amount without the transaction id of the transfer is refused too.
    await amount.fill('500');
    await submit.click();
    await expectFieldError(page, lang, 'transaction_ref', l(lang, 'transaction_ref_required'));
    expect(await memberOrders('deposits', 'pending')).toEqual([]);
    expect(await balanceNow()).toBe('0.00');
  });

  it('deposits by manual transfer: pending until the operator approves, then the header balance updates live', async () => {
    const lang = 'en';
    const page = await open(lang, '/member/depositv2');
    await page.getByRole('heading', { level: 1, name: l(lang, 'deposit') }).waitFor();
    await headerBalance(page, lang)
      .filter({ hasText: taka('0') })
      .waitFor();

    await main(page).getByRole('radio', { name: /bKash/ }).check();
    await main(page).getByText('01700000099').waitFor();
    await walletField(main(page), lang, 'amount').fill('1500');
    await walletField(main(page), lang, 'transaction_ref').fill('TRX8K2M1QZ');
    await main(page).getByLabel(l(lang, 'payer_account')).fill('01711111111');
    await button(main(page), lang, 'submit_deposit').click();

    await expect.poll(async () => (await memberOrders('deposits', 'pending')).length).toBe(1);
    const [deposit] = await memberOrders('deposits', 'pending');
    if (!deposit) throw new Error('no pending deposit');
    await main(page)
      .getByRole('status')
      .filter({
        hasText: l(lang, 'deposit_submitted', { reference: deposit.reference, amount: taka('1500') }),
      })
      .waitFor();
    const item = main(page).getByRole('listitem').filter({ hasText: deposit.reference });
    await item.getByText(l(lang, 'deposit_status_pending'), { exact: true }).waitFor();

    // The operator checks the transfer and approves it through the API; the page is not reloaded.
    const approved = await api(site, 'POST', `/wps/operator/deposits/${deposit.id}/approve`, {
      token: operator,
    });
    expect(approved.status).toBe(200);
    await headerBalance(page, lang)
      .filter({ hasText: taka('1500') })
      .waitFor();
    await page
      .getByRole('status')
      .filter({
        hasText: l(lang, 'toast_deposit_credited', { reference: deposit.reference, amount: taka('1500') }),
      })
      .waitFor();
    await item.getByText(l(lang, 'deposit_status_credited'), { exact: true }).waitFor();
  });

  it('deposits through the sandbox gateway and comes back credited', async () => {
    const lang = 'en';
    const page = await open(lang, '/member/depositv2');
    await main(page)
      .getByRole('radio', { name: /Sandbox gateway/ })
      .check();
    await walletField(main(page), lang, 'amount').fill('2000.50');
    await button(main(page), lang, 'continue_to_payment').click();

    // The gateway's own payment page (served by the server, like an outside provider's).
    await page.waitForURL(/\/wps\/sandbox-gateway\/pay/);
    await page.getByRole('button', { name: 'Pay ৳2000.50' }).click();

    await page.waitForURL(/\/member\/depositv2\?deposit=D\d+&result=success/);
    const reference = new URL(page.url()).searchParams.get('deposit') ?? '';
    await main(page)
      .getByText(l(lang, 'gateway_return_credited', { reference, amount: taka('2000.50') }))
      .waitFor();
    await headerBalance(page, lang)
      .filter({ hasText: taka('3500.50') })
      .waitFor();
    const item = main(page).getByRole('listitem').filter({ hasText: reference });
    await item.getByText(l(lang, 'deposit_status_credited'), { exact: true }).waitFor();
  });

  it("back from the gateway, shows the deposit's state from the server, not the address; paying after cancelling credits it (Bengali)", async () => {
    const lang = 'bn';
    // A player of its own: the story's player keeps its balances.
    const payer = await insertAccount(site.db);
    const token = await apiLogin(site, payer.username, payer.password);
    const page = await open(lang, '/member/depositv2', 1280, token);
    await main(page)
      .getByRole('radio', { name: /Sandbox gateway/ })
      .check();
    await walletField(main(page), lang, 'amount').fill('300');
    await button(main(page), lang, 'continue_to_payment').click();
    await page.waitForURL(/\/wps\/sandbox-gateway\/pay/);
    const paymentLink = page.url();
    await page.getByRole('button', { name: 'Cancel payment' }).click();

    await page.waitForURL(/\/member\/depositv2\?deposit=D\d+&result=failed/);
    const reference = new URL(page.url()).searchParams.get('deposit') ?? '';
    const failedText = l(lang, 'gateway_return_failed', { reference });
    await main(page).getByText(failedText).waitFor();

    // An address claiming success changes nothing: the page asks the server.
    await page.goto(`/member/depositv2?deposit=${reference}&result=success`);
    await main(page).getByText(failedText).waitFor();
    expect(
      await main(page)
        .getByText(l(lang, 'gateway_return_credited', { reference, amount: taka('300') }))
        .count(),
    ).toBe(0);

    // The payer comes back to the same link and pays: the deposit is credited once.
    await page.goto(paymentLink);
    await page.getByRole('button', { name: 'Pay ৳300.00' }).click();
    await page.waitForURL(/\/member\/depositv2\?deposit=D\d+&result=success/);
    await main(page)
      .getByText(l(lang, 'gateway_return_credited', { reference, amount: taka('300') }))
      .waitFor();
    const balance = await api<{ balance: string }>(site, 'GET', '/wps/v2/wallets/balance', { token });
    expect(balance.body.value.balance).toBe('300.00');
  });

  it('withdraws: password, account, bad amounts refused, confirmation, payout, partial receipt with proof', async () => {
    const lang = 'en';
    const page = await open(lang, '/member/withdraw');
    const form = main(page);

    // No payment password yet: it comes first (proven with the login password).
    await form.getByText(l(lang, 'set_payment_password_first')).waitFor();
    await walletField(form, lang, 'login_password').fill(player.password);
    await walletField(form, lang, 'new_payment_password').fill('12345');
    await walletField(form, lang, 'confirm_payment_password').fill('12345');
    await button(form, lang, 'set_payment_password').click();
    await expectFieldError(page, lang, 'new_payment_password', l(lang, 'withdraw_password_format'));
    await walletField(form, lang, 'new_payment_password').fill('135790');
    await walletField(form, lang, 'confirm_payment_password').fill('135790');
    await button(form, lang, 'set_payment_password').click();

    // Then an account to withdraw to.
    await form.getByText(l(lang, 'bind_account_first')).waitFor();
    await walletField(form, lang, 'wallet_provider').selectOption('Nagad');
    await walletField(form, lang, 'account_name').fill('Rahim Uddin');
    await walletField(form, lang, 'wallet_number').fill('01712345678');
    await walletField(form, lang, 'payment_password').fill('135790');
    await button(form, lang, 'bind_account').click();
    await form.getByRole('radio', { name: /Nagad \*+5678/ }).waitFor();

    // Bad amounts are refused before anything is sent.
    const amount = walletField(form, lang, 'amount');
    await walletField(form, lang, 'payment_password').fill('135790');
    const cases: [string, WalletKey, Record<string, string>?][] = [
      ['abc', 'amount_invalid'],
      ['-100', 'amount_positive'],
      ['0', 'amount_positive'],
      ['100.999', 'amount_too_precise'],
      ['50', 'amount_out_of_range', { min: '100.00', max: '50000.00' }],
      ['5000', 'insufficient_balance'],
    ];
    for (const [input, key, params] of cases) {
      await amount.fill(input);
      await button(form, lang, 'withdraw').click();
      await expectFieldError(page, lang, 'amount', l(lang, key, params));
    }
    // A wrong payment password is the server's answer, shown beside the field; nothing moves.
    await amount.fill('1000');
    await walletField(form, lang, 'payment_password').fill('000000');
    await button(form, lang, 'withdraw').click();
    const dialog = page.getByRole('dialog', { name: l(lang, 'confirm_withdrawal') });
    await button(dialog, lang, 'confirm_withdraw_button', { amount: taka('1000') }).click();
    await expectFieldError(page, lang, 'payment_password', l(lang, 'withdraw_password_incorrect'));
    expect(await balanceNow()).toBe('3500.50');
    expect(await memberOrders('withdrawals', 'pending')).toEqual([]);

    // The real request: confirmed in a dialog, held from the balance at once.
    await walletField(form, lang, 'payment_password').fill('135790');
    await button(form, lang, 'withdraw').click();
    await dialog.getByText(taka('1000')).first().waitFor();
    await button(dialog, lang, 'confirm_withdraw_button', { amount: taka('1000') }).click();
    await headerBalance(page, lang)
      .filter({ hasText: taka('2500.50') })
      .waitFor();
    const [withdrawal] = await memberOrders('withdrawals', 'pending');
    if (!withdrawal) throw new Error('no pending withdrawal');
    const item = form.getByRole('listitem').filter({ hasText: withdrawal.reference });
    await item.getByText(l(lang, 'withdrawal_status_pending'), { exact: true }).waitFor();

    // The operator pays it out; the player hears of it at once.
    const paid = await api(site, 'POST', `/wps/operator/withdrawals/${withdrawal.id}/approve`, {
      token: operator,
    });
    expect(paid.status).toBe(200);
    await page
      .getByRole('status')
      .filter({
        hasText: l(lang, 'toast_withdrawal_approved', {
          reference: withdrawal.reference,
          amount: taka('1000'),
        }),
      })
      .waitFor();
    await item.getByText(l(lang, 'withdrawal_status_paid'), { exact: true }).waitFor();

    // Receipt: only part arrived, with a screenshot as proof.
    await button(item, lang, 'confirm_receipt_of', { reference: withdrawal.reference }).click();
    const receipt = page.getByRole('dialog', { name: l(lang, 'confirm_receipt') });
    await receipt.getByRole('radio', { name: new RegExp(l(lang, 'receipt_partially_received')) }).check();
    const received = walletField(receipt, lang, 'received_amount');
    await received.fill('1000');
    await button(receipt, lang, 'submit_receipt').click();
    await expectFieldError(page, lang, 'received_amount', l(lang, 'received_amount_invalid'));
    await received.fill('600');
    await receipt.getByText(taka('400')).waitFor();
    // Optional for a partial receipt: the label reads "Proof images (optional)".
    const files = receipt.getByLabel(l(lang, 'proof_images'));
    await files.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not an image'),
    });
    await receipt.getByText(l(lang, 'proof_invalid')).waitFor();
    await files.setInputFiles({ name: 'statement.png', mimeType: 'image/png', buffer: pngProof });
    await receipt
      .getByRole('img', { name: l(lang, 'proof_preview_alt', { name: 'statement.png' }) })
      .waitFor();
    await button(receipt, lang, 'submit_receipt').click();
    await receipt.waitFor({ state: 'detached' });

    await form.getByText(l(lang, 'receipt_saved', { reference: withdrawal.reference })).waitFor();
    await item.getByText(l(lang, 'withdrawal_status_partially_received'), { exact: true }).waitFor();
    expect(await item.textContent()).toContain(taka('600'));
    expect(await item.textContent()).toContain(taka('400'));
    await item.getByRole('img', { name: l(lang, 'uploaded_proof', { number: '1' }) }).waitFor();
    const [confirmed] = await memberOrders('withdrawals', 'partially_received');
    expect(confirmed?.reference).toBe(withdrawal.reference);
  });

  it('shows every step in the account records', async () => {
    const lang = 'en';
    const page = await open(lang, '/member/transactionHistory');
    const table = main(page).getByRole('table');
    await table.waitFor();
    const rows = table.locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(3);
    const texts = await rows.allTextContents();
    // Newest first: the withdrawal, the gateway deposit, the manual deposit.
    expect(texts[0]).toContain(l(lang, 'record_type_withdrawal'));
    expect(texts[0]).toContain(`-${taka('1000')}`);
    expect(texts[0]).toContain(taka('2500.50'));
    expect(texts[0]).toMatch(/W\d+/);
    expect(texts[1]).toContain(l(lang, 'record_type_deposit'));
    expect(texts[1]).toContain(`+${taka('2000.50')}`);
    expect(texts[1]).toContain(taka('3500.50'));
    expect(texts[2]).toContain(`+${taka('1500')}`);
    expect(texts[2]).toContain(taka('1500'));
    expect(texts[2]).toMatch(/D\d+/);

    // Filtered by type, then an earlier week that has nothing.
    await walletField(main(page), lang, 'record_type').selectOption('deposit');
    await expect.poll(() => rows.count()).toBe(2);
    await button(main(page), lang, 'previous_7_days').click();
    await main(page).getByText(l(lang, 'no_records')).waitFor();
    await button(main(page), lang, 'next_7_days').click();
    await expect.poll(() => rows.count()).toBe(2);
    expect(await button(main(page), lang, 'next_7_days').isDisabled()).toBe(true);

    // Switching language on the page brings the wallet's Bengali messages too.
    await page
      .getByRole('combobox', { name: label(lang, 'language') })
      .first()
      .selectOption('bn');
    await page.locator('html[lang="bn"]').waitFor({ state: 'attached' });
    await button(main(page), 'bn', 'previous_30_days').waitFor();
    await expect.poll(() => rows.first().textContent()).toContain(l('bn', 'record_type_deposit'));
  });

  it('keeps the balance hidden once hidden, and refreshes it on demand', async () => {
    const lang = 'en';
    const page = await open(lang, '/');
    const group = headerBalance(page, lang);
    await group.filter({ hasText: taka('2500.50') }).waitFor();
    const toggle = group.getByRole('button', { name: l(lang, 'show_balance') });
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    await toggle.click();
    await group.filter({ hasText: '৳' }).waitFor({ state: 'detached' });
    await page.reload();
    await group.getByText(l(lang, 'balance_hidden')).waitFor({ state: 'attached' });
    await group.getByRole('button', { name: l(lang, 'show_balance') }).click();
    await group.filter({ hasText: taka('2500.50') }).waitFor();

    // Refresh asks the server again, at most once every 2 seconds however often it is pressed.
    const asked: number[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/wps/v2/wallets/balance') asked.push(Date.now());
    });
    const refresh = group.getByRole('button', { name: l(lang, 'refresh_balance') });
    await refresh.click();
    await expect.poll(() => asked.length).toBe(1);
    await refresh.click();
    await refresh.click();
    await new Promise((resolve) => setTimeout(resolve, 500));
    // One request per 2 s window since the first: just one on a quiet machine, where the clicks take
    // well under 2 s; a busy machine that took longer may legitimately have sent one more per window.
    expect(asked.length).toBeLessThanOrEqual(1 + Math.floor((Date.now() - (asked[0] ?? 0)) / 2000));
    // The shortcuts lead to the cashier pages.
    await header(page)
      .getByRole('link', { name: l(lang, 'withdraw') })
      .click();
    await page.waitForURL(/\/member\/withdraw$/);
  });

  it('opens one live connection for a logged-in member and closes it on logout', async () => {
    const lang = 'en';
    const account = await insertAccount(site.db);
    const token = await apiLogin(site, account.username, account.password);
    context = await browser.newContext({ baseURL: site.baseUrl, viewport: { width: 1280, height: 900 } });
    context.setDefaultTimeout(uiTimeout);
    await context.addInitScript(() => localStorage.setItem('lang', 'en'));
    const page = await context.newPage();
    const sockets: WebSocket[] = [];
    page.on('websocket', (socket) => sockets.push(socket));
    await page.goto(`/?token=${encodeURIComponent(token)}`);
    await headerBalance(page, lang).waitFor();
    await expect.poll(() => sockets.filter((socket) => !socket.isClosed()).length).toBe(1);
    expect(new URL(sockets[0]?.url() ?? '').pathname).toBe('/ws');

    await header(page)
      .getByRole('button', { name: label(lang, 'account_menu') })
      .click();
    await header(page)
      .getByRole('button', { name: label(lang, 'sign_out') })
      .click();
    await page
      .getByRole('dialog', { name: label(lang, 'sign_out') })
      .getByRole('button', { name: label(lang, 'confirm') })
      .click();
    await header(page)
      .getByRole('button', { name: label(lang, 'login'), exact: true })
      .waitFor();
    await expect.poll(() => sockets.every((socket) => socket.isClosed())).toBe(true);
    expect(await headerBalance(page, lang).count()).toBe(0);
  });
  it('tells the player at once when a deposit fails or a withdrawal is refused (Bengali)', async () => {
    const lang = 'bn';
    const account = await insertAccount(site.db);
    await updateMember(site.db, account.id, { payment_password_hash: await hashPassword('246810') });
    await fund(site.db, account.id, '800');
    const token = await apiLogin(site, account.username, account.password);
    const { deposit, withdrawal } = await placePendingOrders(site, token, 'TRXNOPE1');

    const page = await open(lang, '/member/withdraw', 375, token);
    await headerBalance(page, lang)
      .filter({ hasText: taka('300') })
      .waitFor();
    await api(site, 'POST', `/wps/operator/deposits/${deposit.id}/reject`, {
      token: operator,
      body: { reason: 'No such transaction' },
    });
    await api(site, 'POST', `/wps/operator/withdrawals/${withdrawal.id}/reject`, {
      token: operator,
      body: { reason: 'Account name mismatch' },
    });
    const alerts = page.getByRole('alert');
    await alerts
      .filter({
        hasText: l(lang, 'toast_deposit_failed', {
          reference: deposit.reference,
          amount: taka('300'),
        }),
      })
      .getByText(l(lang, 'toast_reason', { reason: 'No such transaction' }))
      .waitFor();
    await alerts
      .filter({
        hasText: l(lang, 'toast_withdrawal_rejected', {
          reference: withdrawal.reference,
          amount: taka('500'),
        }),
      })
      .waitFor();
    // The hold came back, live; the list shows the refusal.
    await headerBalance(page, lang)
      .filter({ hasText: taka('800') })
      .waitFor();
    const item = main(page).getByRole('listitem').filter({ hasText: withdrawal.reference });
    await item.getByText(l(lang, 'withdrawal_status_rejected'), { exact: true }).waitFor();
  });

  it('transfers along the hierarchy: agent to downline (transferFund) and member to upline (transferUpline)', async () => {
    const lang = 'bn';
    const agent = await insertAccount(site.db, { type: 1 });
    const member = await insertAccount(site.db);
    const paymentHash = await hashPassword('246810');
    await updateMember(site.db, agent.id, { payment_password_hash: paymentHash });
    await updateMember(site.db, member.id, { upline_id: agent.id, payment_password_hash: paymentHash });
    await fund(site.db, agent.id, '5000');
    const agentToken = await apiLogin(site, agent.username, agent.password);
    const memberToken = await apiLogin(site, member.username, member.password);

    // The agent center's team list hands the recipient over in the address.
    const handedOver = await open(lang, `/member/transferFund?recipient=${member.username}`, 375, agentToken);
    await expect
      .poll(() => walletField(main(handedOver), lang, 'recipient_username').inputValue())
      .toBe(member.username);
    await handedOver.context().close();

    // The agent picks the member from its downline and sends 1,250.50 after confirming.
    let page = await open(lang, '/member/transferFund', 375, agentToken);
    await button(main(page), lang, 'choose_recipient', { username: member.username }).click();
    expect(await walletField(main(page), lang, 'recipient_username').inputValue()).toBe(member.username);
    await walletField(main(page), lang, 'amount').fill('9999');
    await walletField(main(page), lang, 'payment_password').fill('246810');
    await button(main(page), lang, 'transfer').click();
    await expectFieldError(page, lang, 'amount', l(lang, 'insufficient_balance'));
    await walletField(main(page), lang, 'amount').fill('1250.50');
    await button(main(page), lang, 'transfer').click();
    const confirm = page.getByRole('dialog', { name: l(lang, 'confirm_transfer') });
    await confirm.getByText(member.username).waitFor();
    await button(confirm, lang, 'confirm_transfer_button', { amount: taka('1250.50') }).click();
    await main(page)
      .getByText(l(lang, 'balance_after_value', { balance: taka('3749.50') }))
      .waitFor();
    await headerBalance(page, lang)
      .filter({ hasText: taka('3749.50') })
      .waitFor();
    await context.close();

    // The member sends part of it back up.
    page = await open(lang, '/member/transferUpline', 375, memberToken);
    await main(page).getByText(agent.username).waitFor();
    await walletField(main(page), lang, 'amount').fill('250.50');
    await walletField(main(page), lang, 'payment_password').fill('246810');
    await button(main(page), lang, 'transfer').click();
    await button(page.getByRole('dialog'), lang, 'confirm_transfer_button', {
      amount: taka('250.50'),
    }).click();
    await headerBalance(page, lang)
      .filter({ hasText: taka('1000') })
      .waitFor();

    // Both show in the member's records, with the direction.
    await header(page)
      .getByRole('button', { name: l(lang, 'show_balance') })
      .waitFor();
    await page.goto('/member/transactionHistory');
    const list = main(page).getByRole('list', { name: l(lang, 'account_record') });
    await list.getByText(l(lang, 'record_transfer_to_upline')).waitFor();
    await list.getByText(l(lang, 'record_transfer_from_upline')).waitFor();
    expect(await list.textContent()).toContain(l(lang, 'from_user', { username: agent.username }));
  });
});
