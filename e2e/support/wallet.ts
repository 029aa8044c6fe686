import type { Envelope, LoginResult, StaffLoginResult } from '@app/contracts';
import type { Locator, Page } from 'playwright-core';
import walletBn from '../../apps/web/src/features/wallet/locales/bn.json' with { type: 'json' };
import walletEn from '../../apps/web/src/features/wallet/locales/en.json' with { type: 'json' };
import headerBn from '../../apps/web/src/features/wallet/locales/header.bn.json' with { type: 'json' };
import headerEn from '../../apps/web/src/features/wallet/locales/header.en.json' with { type: 'json' };
import { fetchBotCheckFields } from '../../apps/server/src/modules/identity/bot-check/bot-check-solver.js';
import accountBn from '../../apps/web/src/locales/account/bn.json' with { type: 'json' };
import accountEn from '../../apps/web/src/locales/account/en.json' with { type: 'json' };
import { unusedTotpCode } from './totp.js';
import { demoTotpSecret } from '../../apps/server/src/seed/demo-staff.js';
import { bundles, type Lang } from './i18n.js';
import type { Site } from './site.js';

const walletBundles: Record<Lang, Record<string, string>> = {
  en: { ...bundles.en, ...accountEn, ...headerEn, ...walletEn },
  bn: { ...bundles.bn, ...accountBn, ...headerBn, ...walletBn },
};

export type WalletKey =
  keyof typeof walletEn | keyof typeof headerEn | keyof typeof accountEn | keyof typeof bundles.en;

/** Visible text of a site, account or wallet key (the wallet's bundles load with its pages and header). */
export function walletLabel(lang: Lang, key: WalletKey, params: Record<string, string> = {}): string {
  const text = walletBundles[lang][key];
  if (!text) throw new Error(`Missing ${lang} translation for ${key}`);
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => params[name] ?? whole);
}

/** An input by its exact label. */
export function walletField(scope: Page | Locator, lang: Lang, key: WalletKey): Locator {
  return scope.getByLabel(walletLabel(lang, key), { exact: true });
}

/** Calls the API as a client would (JSON, optional bearer token); answers status and envelope. */
export async function api<T>(
  site: Site,
  method: 'GET' | 'POST',
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<{ status: number; body: Envelope<T> }> {
  const response = await fetch(`${site.baseUrl}${path}`, {
    method,
    headers: {
      accept: 'application/json',
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body === undefined ? null : JSON.stringify(options.body),
  });
  return { status: response.status, body: (await response.json()) as Envelope<T> };
}

/** Logs in through the API (the test server accepts plain (enc) bodies) and returns the token. */
export async function apiLogin(
  site: Site,
  username: string,
  password: string,
  portal?: string,
): Promise<string> {
  const result = await api<LoginResult>(site, 'POST', '/wps/session/login', {
    body: {
      type: 'username',
      username,
      password,
      ...(portal ? { portal } : {}),
      botCheck: await fetchBotCheckFields(site.baseUrl),
    },
  });
  const value = result.body.value as { token?: string } | null;
  if (result.status !== 200 || !value?.token) throw new Error(`login failed: ${JSON.stringify(result.body)}`);
  return value.token;
}

/** The seeded owner's console token (demo_operator with the demo authenticator), for approvals as the back office would. */
export async function operatorLogin(site: Site): Promise<string> {
  const result = await api<StaffLoginResult>(site, 'POST', '/wps/ops/staff/login', {
    body: {
      username: 'demo_operator',
      password: 'Operator123',
      code: await unusedTotpCode(demoTotpSecret, 'demo_operator'),
    },
  });
  if (result.body.value?.status !== 'signed_in')
    throw new Error(`staff sign-in failed: ${JSON.stringify(result.body)}`);
  return result.body.value.token;
}

/** "1234.5" as the site shows it: "৳1,234.50". */
export function taka(amount: string): string {
  const [whole = '0', fraction = ''] = amount.split('.');
  return `৳${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction.padEnd(2, '0')}`;
}

/** A real 1x1 PNG image for proof uploads. */
export const pngProof = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000970485973000003e8000003e801b57b526b0000000d494441540899636060606000000005000187a14ed40000000049454e44ae426082',
  'hex',
);

/** A manual bKash deposit of ৳300 and a ৳500 bank withdrawal, both pending, placed through the cashier API. */
export async function placePendingOrders(site: Site, token: string, transactionRef: string) {
  const deposit = await api<{ id: string; reference: string }>(site, 'POST', '/wps/cashier/deposits', {
    token,
    body: { channelId: 'bkash_manual', amount: '300', transactionRef, requestId: crypto.randomUUID() },
  });
  const bound = await api<{ id: string }>(site, 'POST', '/wps/cashier/payoutAccounts', {
    token,
    body: {
      method: 'bank',
      provider: 'Demo Bank',
      accountName: 'Karim',
      accountNumber: '1234567890',
      paymentPassword: '246810',
    },
  });
  const withdrawal = await api<{ id: string; reference: string }>(site, 'POST', '/wps/cashier/withdrawals', {
    token,
    body: {
      payoutAccountId: bound.body.value.id,
      amount: '500',
      paymentPassword: '246810',
      requestId: crypto.randomUUID(),
    },
  });
  if ([deposit.status, bound.status, withdrawal.status].some((status) => status !== 200)) {
    throw new Error(`cashier orders failed: ${JSON.stringify([deposit.body, bound.body, withdrawal.body])}`);
  }
  return { deposit: deposit.body.value, withdrawal: withdrawal.body.value };
}
