import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  channelMethods,
  depositStatuses,
  messageTemplates,
  receiptResults,
  recordTypes,
  withdrawalStatuses,
} from '@app/contracts';
import { describe, expect, it } from 'vitest';
import accountEn from '../../../locales/account/en.json';
import siteEn from '../../../locales/en.json';
import bn from './bn.json';
import en from './en.json';
import headerBn from './header.bn.json';
import headerEn from './header.en.json';

const featureDir = join(import.meta.dirname, '..');
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The wallet's message keys a server error can carry (messageTemplates of @app/contracts). */
const serverKeys = [
  'withdraw_password_required',
  'withdraw_password_not_set',
  'withdraw_password_incorrect',
  'withdraw_password_locked',
  'withdraw_password_format',
  'login_password_incorrect',
  'amount_out_of_range',
  'insufficient_balance',
  'bonus_turnover_open',
  'channel_unavailable',
  'transaction_ref_required',
  'transaction_ref_used',
  'transaction_ref_credited',
  'too_many_pending_deposits',
  'payout_account_not_found',
  'payout_account_limit',
  'payout_account_exists',
  'order_not_found',
  'order_already_processed',
  'request_id_reused',
  'transfer_not_downline',
  'transfer_no_upline',
  'transfer_to_self',
  'receipt_not_allowed',
  'received_amount_invalid',
  'proof_required',
  'proof_invalid',
  'proof_too_large',
  'proof_too_many_pixels',
  'proof_too_many',
  'records_range_invalid',
];

const bundles: [string, Record<string, string>, Record<string, string>][] = [
  ['pages', en, bn],
  ['header', headerEn, headerBn],
];

describe('wallet messages', () => {
  // Both bundles are loaded on the wallet pages: the used keys are checked against the two.
  const english: Record<string, string> = { ...headerEn, ...en };

  it.each(bundles)(
    '%s: English and Bengali have the same keys, none empty, same placeholders',
    (_, enOf, bnOf) => {
      expect(Object.keys(bnOf).sort()).toEqual(Object.keys(enOf).sort());
      for (const [key, text] of Object.entries(enOf)) {
        expect(text.trim(), key).not.toBe('');
        expect(bnOf[key]?.trim(), key).not.toBe('');
        expect(placeholders(bnOf[key] ?? ''), key).toEqual(placeholders(text));
      }
    },
  );

  it.each(bundles)('%s: Bengali is written in Bengali script', (_, _en, bnOf) => {
    for (const [key, text] of Object.entries(bnOf)) expect(text, key).toMatch(/[\u0980-\u09FF]/);
  });

  it('does not shadow the site bundles or each other (the first loaded would win)', () => {
    expect(Object.keys(english).filter((key) => key in siteEn)).toEqual([]);
    expect(Object.keys(en).filter((key) => key in headerEn)).toEqual([]);
  });

  it('has every key the wallet source uses, literal or built from a status', () => {
    const used = new Set<string>();
    for (const file of sourceFiles(featureDir)) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/\bt\(\s*'([a-z][a-z0-9_]*)'/g)) used.add(match[1] ?? '');
      for (const match of text.matchAll(/\bkey: '([a-z][a-z0-9_]*)'/g)) used.add(match[1] ?? '');
    }
    for (const status of depositStatuses) used.add(`deposit_status_${status}`);
    for (const status of withdrawalStatuses) used.add(`withdrawal_status_${status}`);
    for (const method of channelMethods) used.add(`channel_method_${method}`);
    for (const result of receiptResults) used.add(`receipt_${result}`).add(`receipt_${result}_hint`);
    for (const type of recordTypes) used.add(`record_type_${type}`);
    const missing = [...used].filter((key) => !(key in english) && !(key in siteEn) && !(key in accountEn));
    expect(missing).toEqual([]);
  });

  it("translates the server's wallet messages with the parameters it sends", () => {
    const templates: Record<string, string> = messageTemplates;
    const serverPlaceholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of serverKeys) {
      expect(templates[key], `server key ${key}`).toBeDefined();
      // Keys other features show too (the payment password, uploads) live in the shared account bundle.
      const text = english[key] ?? (accountEn as Record<string, string>)[key];
      expect(text, key).toBeDefined();
      expect(placeholders(text ?? ''), key).toEqual(serverPlaceholders(templates[key] ?? ''));
    }
  });
});
