// Operator actions from the terminal, through the running server's operator API (so the same rules,
// locks and notifications apply, and it works with PGlite, whose folder only the server may open).
// Usage: npm run cashier -- <command> [args]   (npm run cashier -- help)
import {
  adjustBalanceEndpoint,
  approveDepositEndpoint,
  approveWithdrawalEndpoint,
  fillPath,
  getOperatorDepositsEndpoint,
  getOperatorWithdrawalsEndpoint,
  getReconciliationEndpoint,
  rejectDepositEndpoint,
  rejectWithdrawalEndpoint,
  resolveWithdrawalDisputeEndpoint,
  staffLoginEndpoint,
  type Endpoint,
  type EndpointBody,
  type EndpointResponse,
  type Envelope,
  type OperatorDeposit,
  type OperatorWithdrawal,
} from '@app/contracts';
import { createInterface } from 'node:readline/promises';
import { totpCode } from '../modules/ops/staff/totp.js';
import { demoTotpSecret } from '../seed/demo-staff.js';

const usage = `Usage: npm run cashier -- <command> [args]

  list-deposits [status]              pending (default), review, credited, rejected, failed
  approve-deposit <id>                the manual transfer arrived (or a held gateway payment is genuine): credit it
  reject-deposit <id> <reason...>     the money never arrived
  list-withdrawals [status]           pending (default), paid, rejected, received, partially_received, not_received
  approve-withdrawal <id>             paid out to the player's account
  reject-withdrawal <id> <reason...>  refused: the held amount returns to the balance
  refund-dispute <id> <note...>       partially/not received: the missing amount returns to the balance
  dismiss-dispute <id> <note...>      partially/not received: it was paid in full, nothing moves
  credit <username> <amount> <reason...>   adjust a balance up (e.g. goodwill)
  debit <username> <amount> <reason...>    adjust a balance down (never below zero)
  reconcile                           recompute every balance from the journal and check the ledger

Environment: CASHIER_API_URL (default http://localhost:$PORT, PORT 3000), OPERATOR_USERNAME and
OPERATOR_PASSWORD (default demo_operator / Operator123 outside production), OPERATOR_TOTP_CODE
(the authenticator code; asked for when unset, computed for the demo staff outside production).`;

const production = process.env.NODE_ENV === 'production';
const baseUrl = process.env.CASHIER_API_URL ?? `http://localhost:${process.env.PORT ?? '3000'}`;
const username = process.env.OPERATOR_USERNAME ?? (production ? '' : 'demo_operator');
const password = process.env.OPERATOR_PASSWORD ?? (production ? '' : 'Operator123');

async function request<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const envelope = (await response.json()) as Envelope<T>;
  if (!envelope.success) throw new Error(`${response.status} ${envelope.message}`);
  return envelope.value;
}

/** Calls an endpoint of @app/contracts: method and path from its descriptor. */
function call<E extends Endpoint>(
  endpoint: E,
  input: { params?: Record<string, string>; query?: Record<string, string>; body?: EndpointBody<E> },
  token?: string,
): Promise<EndpointResponse<E>> {
  const query = input.query ? `?${new URLSearchParams(input.query).toString()}` : '';
  return request(endpoint.method, `${fillPath(endpoint.path, input.params)}${query}`, input.body, token);
}

/** The authenticator code: OPERATOR_TOTP_CODE, else asked for (outside production the demo staff's secret). */
async function authenticatorCode(): Promise<string> {
  if (process.env.OPERATOR_TOTP_CODE) return process.env.OPERATOR_TOTP_CODE;
  if (!production && username.startsWith('demo_')) return totpCode(demoTotpSecret);
  if (!process.stdin.isTTY) throw new Error('Set OPERATOR_TOTP_CODE (no terminal to ask for the code)');
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return (await prompt.question('Authenticator code: ')).trim();
  } finally {
    prompt.close();
  }
}

/** Signs in like the console does: password and authenticator code (staff enrol theirs at /ops/login first). */
async function logIn(): Promise<string> {
  if (!username || !password) throw new Error('Set OPERATOR_USERNAME and OPERATOR_PASSWORD');
  const answer = await call(staffLoginEndpoint, {
    body: { username, password, code: await authenticatorCode() },
  });
  if (answer.status !== 'signed_in') {
    throw new Error('Enrol an authenticator first: sign in once at /ops/login');
  }
  return answer.token;
}

type Order = OperatorDeposit | OperatorWithdrawal;

function printOrders<T extends Order>(list: T[], describe: (order: T) => string) {
  if (list.length === 0) return console.log('(none)');
  for (const order of list) {
    const columns = [
      order.id.padStart(6),
      order.reference,
      order.status.padEnd(18),
      order.amount.padStart(12),
    ];
    console.log([...columns, order.member.username.padEnd(16), describe(order)].join('  '));
  }
}

function idArgument(value: string | undefined): string {
  if (!value || !/^\d+$/.test(value)) throw new Error(`expected an id\n\n${usage}`);
  return value;
}

async function main(): Promise<void> {
  const [command, ...args] = process.argv.slice(2);
  if (!command || command === 'help' || command === '--help') return console.log(usage);
  const token = await logIn();
  switch (command) {
    case 'list-deposits': {
      const page = await call(
        getOperatorDepositsEndpoint,
        { query: { pageSize: '100', status: args[0] ?? 'pending' } },
        token,
      );
      printOrders(
        page.list,
        (o) => `${o.channelId} ref=${o.transactionRef ?? '-'} payer=${o.payerName ?? '-'}`,
      );
      return console.log(`${page.total} deposit(s)`);
    }
    case 'list-withdrawals': {
      const page = await call(
        getOperatorWithdrawalsEndpoint,
        { query: { pageSize: '100', status: args[0] ?? 'pending' } },
        token,
      );
      printOrders(
        page.list,
        (o) => `${o.account.provider} ${o.account.accountNumber} (${o.account.accountName})`,
      );
      return console.log(`${page.total} withdrawal(s)`);
    }
    case 'approve-deposit':
    case 'approve-withdrawal':
    case 'reject-deposit':
    case 'reject-withdrawal': {
      const [action, kind] = command.split('-') as ['approve' | 'reject', 'deposit' | 'withdrawal'];
      const id = idArgument(args[0]);
      const reason = args.slice(1).join(' ').trim();
      if (action === 'reject' && !reason) throw new Error(`a reason is required\n\n${usage}`);
      const params = { id };
      const order: Order =
        action === 'approve'
          ? await call(
              kind === 'deposit' ? approveDepositEndpoint : approveWithdrawalEndpoint,
              { params },
              token,
            )
          : await call(
              kind === 'deposit' ? rejectDepositEndpoint : rejectWithdrawalEndpoint,
              { params, body: { reason } },
              token,
            );
      return console.log(`${order.reference} ${order.status} ${order.amount} (${order.member.username})`);
    }
    case 'refund-dispute':
    case 'dismiss-dispute': {
      const id = idArgument(args[0]);
      const note = args.slice(1).join(' ').trim();
      if (!note) throw new Error(`a note is required\n\n${usage}`);
      const resolution = command === 'refund-dispute' ? 'refunded' : 'dismissed';
      const order = await call(
        resolveWithdrawalDisputeEndpoint,
        { params: { id }, body: { resolution, note } },
        token,
      );
      return console.log(`${order.reference} ${order.status} dispute ${order.dispute?.resolution ?? '-'}`);
    }
    case 'credit':
    case 'debit': {
      const [target, amount, ...words] = args;
      const reason = words.join(' ').trim();
      if (!target || !amount || !reason)
        throw new Error(`username, amount and reason are required\n\n${usage}`);
      const result = await call(
        adjustBalanceEndpoint,
        { body: { username: target, direction: command, amount, reason, requestId: crypto.randomUUID() } },
        token,
      );
      return console.log(
        `${result.reference} ${result.username} ${result.amount} -> balance ${result.balance}`,
      );
    }
    case 'reconcile': {
      const report = await call(getReconciliationEndpoint, {}, token);
      console.log(JSON.stringify(report, null, 2));
      if (!report.ok) process.exitCode = 1;
      return;
    }
    default:
      throw new Error(`unknown command ${command}\n\n${usage}`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
