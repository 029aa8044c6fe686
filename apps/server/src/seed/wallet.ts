import { parseMinor } from '@app/contracts';
import { hashPassword } from '../lib/password-hash.js';
import { hasJournal, postJournal } from '../modules/money/ledger/ledger.service.js';
import type { Db } from '../db/database.js';

const minor = (amount: string): string => {
  const value = parseMinor(amount);
  if (value === null) throw new Error(`bad amount ${amount}`);
  return value.toString();
};

/** Demo payment channels: two manual transfers the operator checks, and the sandbox gateway. */
const demoChannels = [
  {
    id: 'bkash_manual',
    adapter: 'manual' as const,
    method: 'mobile_wallet' as const,
    name: 'bKash (Send Money)',
    min_amount: minor('200.00'),
    max_amount: minor('25000.00'),
    sort: 1,
    details: {
      accountName: 'TakaPlay Demo',
      accountNumber: '01700000099',
      instructions: 'Send Money to this bKash number, then enter the TrxID of your payment.',
      instructions_bn: 'এই বিকাশ নম্বরে সেন্ড মানি করুন, তারপর আপনার পেমেন্টের TrxID লিখুন।',
    },
  },
  {
    id: 'bank_manual',
    adapter: 'manual' as const,
    method: 'bank' as const,
    name: 'Bank transfer',
    min_amount: minor('500.00'),
    max_amount: minor('500000.00'),
    sort: 2,
    details: {
      bankName: 'Demo Bank Ltd',
      accountName: 'TakaPlay Demo',
      accountNumber: '1234567890123',
      branch: 'Gulshan',
      instructions: 'Transfer to this account, then enter the transaction reference.',
      instructions_bn: 'এই অ্যাকাউন্টে টাকা পাঠান, তারপর লেনদেনের রেফারেন্স লিখুন।',
    },
  },
  {
    id: 'sandbox_gateway',
    adapter: 'sandbox' as const,
    method: 'gateway' as const,
    name: 'Sandbox gateway (test payments)',
    min_amount: minor('100.00'),
    max_amount: minor('100000.00'),
    sort: 3,
    details: {},
  },
];

/** Opening balances, payment password and hierarchy of the demo accounts. */
const demoWallets = [
  { username: 'demo_player', opening: '10000.00', upline: 'demo_agent' },
  { username: 'demo_agent', opening: '50000.00', upline: null },
];
export const DEMO_PAYMENT_PASSWORD = '123456';

/** Idempotent: channels and balances that exist are left alone. Outside production only. */
export async function seedDemoWallets(db: Db): Promise<void> {
  await db
    .insertInto('payment_channel')
    .values(demoChannels.map((channel) => ({ ...channel, details: JSON.stringify(channel.details) })))
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();

  const members = await db
    .selectFrom('member')
    .select(['id', 'username', 'upline_id', 'payment_password_hash'])
    .where(
      'username',
      'in',
      demoWallets.map((wallet) => wallet.username),
    )
    .execute();
  const idOf = (username: string) => members.find((member) => member.username === username)?.id;
  for (const wallet of demoWallets) {
    const member = members.find((row) => row.username === wallet.username);
    if (!member) continue;
    const uplineId = wallet.upline ? idOf(wallet.upline) : undefined;
    if (uplineId && !member.upline_id) {
      await db.updateTable('member').set({ upline_id: uplineId }).where('id', '=', member.id).execute();
    }
    if (!member.payment_password_hash) {
      const hash = await hashPassword(DEMO_PAYMENT_PASSWORD);
      await db
        .updateTable('member')
        .set({ payment_password_hash: hash })
        .where('id', '=', member.id)
        .execute();
    }
    const eventKey = `seed:opening:${member.id}`;
    if (await hasJournal(db, eventKey)) continue;
    const amount = BigInt(minor(wallet.opening));
    await db.transaction().execute((trx) =>
      postJournal(trx, {
        type: 'adjustment',
        eventKey,
        reference: 'OPENING',
        memo: { remark: 'Demo opening balance' },
        postings: [
          { account: { memberId: member.id, kind: 'main' }, amount },
          { account: { house: 'house:adjustments' }, amount: -amount },
        ],
      }),
    );
  }
}
