import {
  adjustBalanceEndpoint,
  approveDepositEndpoint,
  approveWithdrawalEndpoint,
  getOperatorDepositsEndpoint,
  getOperatorWithdrawalProofEndpoint,
  getOperatorWithdrawalsEndpoint,
  getReconciliationEndpoint,
  rejectDepositEndpoint,
  rejectWithdrawalEndpoint,
  resolveWithdrawalDisputeEndpoint,
} from '@app/contracts';
import type { AuthContext } from '../../identity/session/auth.js';
import { endpointRoutes, route } from '../../../lib/endpoint-routes.js';
import { toPage } from '../../../lib/paged-list.js';
import {
  approveDeposit,
  createCashierContext,
  listDepositsForOperator,
  rejectDeposit,
} from '../../money/cashier/deposit.service.js';
import type { ModuleDeps } from '../../../lib/module-deps.js';
import type { FileStorage } from '../../money/cashier/file-storage.js';
import {
  approveWithdrawal,
  listWithdrawalsForOperator,
  readProof,
  rejectWithdrawal,
  resolveWithdrawalDispute,
} from '../../money/cashier/withdrawal.service.js';
import { adjustWithFourEyes } from '../audit/approval.service.js';
import { decideClaimed } from '../payments-queue/payment-claim.service.js';
import { reconcile } from './reconciliation.service.js';

const reviewer = (staff: AuthContext) => `operator:${staff.member.username}`;

/** Cashier decisions, balance adjustments and ledger checks for staff (type 99, by permission). */
/** The operator routes read the proof images the money domain stores. */
export interface OperatorRouteOptions extends ModuleDeps {
  storage: FileStorage;
}

export const operatorRoutes = endpointRoutes<OperatorRouteOptions>(({ db, config, storage, clientOf }) => {
  const cashier = createCashierContext(db, config);
  return [
    route(getOperatorDepositsEndpoint, async ({ query }) => {
      const { list, total } = await listDepositsForOperator(cashier, query);
      return toPage(list, total, query);
    }),
    route(approveDepositEndpoint, ({ principal, params }) =>
      decideClaimed(db, 'deposit', params.id, principal.member, () =>
        approveDeposit(cashier, params.id, reviewer(principal)),
      ),
    ),
    route(rejectDepositEndpoint, ({ principal, params, body }) =>
      decideClaimed(db, 'deposit', params.id, principal.member, () =>
        rejectDeposit(cashier, params.id, body.reason, reviewer(principal)),
      ),
    ),
    route(getOperatorWithdrawalsEndpoint, async ({ query }) => {
      const { list, total } = await listWithdrawalsForOperator(db, config, query);
      return toPage(list, total, query);
    }),
    route(approveWithdrawalEndpoint, ({ principal, params }) =>
      decideClaimed(db, 'withdrawal', params.id, principal.member, () =>
        approveWithdrawal(db, config, params.id, reviewer(principal)),
      ),
    ),
    route(rejectWithdrawalEndpoint, ({ principal, params, body }) =>
      decideClaimed(db, 'withdrawal', params.id, principal.member, () =>
        rejectWithdrawal(db, config, params.id, body.reason, reviewer(principal)),
      ),
    ),
    route(resolveWithdrawalDisputeEndpoint, ({ principal, params, body }) =>
      resolveWithdrawalDispute(db, config, params.id, body, reviewer(principal)),
    ),
    route(getOperatorWithdrawalProofEndpoint, async ({ params, reply }) => {
      const proof = await readProof(db, storage, null, params.id, params.proofId);
      return reply.headers(proof.headers).send(proof.bytes);
    }),
    route(adjustBalanceEndpoint, ({ principal, body, request }) =>
      adjustWithFourEyes(db, body, {
        staffId: principal.member.id,
        staffUsername: principal.member.username,
        ip: clientOf(request).ip,
      }),
    ),
    route(getReconciliationEndpoint, () => reconcile(db)),
  ];
});
