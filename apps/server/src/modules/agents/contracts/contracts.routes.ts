import {
  contractActionEndpoints,
  contractTypes,
  getConsolidatedContractEndpoint,
  getContractOptionsEndpoint,
  getContractsEndpoint,
  getMyIncomeEndpoint,
  getPayoutRecordsEndpoint,
  listOperatorContractsEndpoint,
  processOperatorContractEndpoint,
} from '@app/contracts';
import { endpointRoutes, route } from '../../../lib/endpoint-routes.js';
import type { ModuleDeps } from '../../../lib/module-deps.js';
import { timeZoneOf } from '../hierarchy/hierarchy.service.js';
import { resolvePeriod } from '../hierarchy/periods.js';
import {
  getConsolidated,
  getContractOptions,
  listContracts,
  listOperatorContracts,
  performAction,
  type ContractActionInput,
} from './contracts.service.js';
import { getMyIncome, listPayoutRecords } from './payouts.service.js';

/**
 * Contracts (offer, accept, terminate), the contract modal's info, payout records and income. The
 * operator's offers go through the console's checks (ops/agents: rate caps, four eyes).
 */
export const contractsRoutes = endpointRoutes<ModuleDeps>(({ db }) => [
  ...contractTypes.map((type) =>
    route(contractActionEndpoints[type], ({ principal, body }) =>
      performAction(db, { member: principal.member }, type, body as ContractActionInput),
    ),
  ),
  route(getConsolidatedContractEndpoint, ({ principal }) => getConsolidated(db, principal.member)),
  route(getContractsEndpoint, ({ principal, query }) => listContracts(db, principal.member, query)),
  route(getContractOptionsEndpoint, ({ principal }) => getContractOptions(db, principal.member)),
  route(getPayoutRecordsEndpoint, async ({ principal: { member }, query }) =>
    listPayoutRecords(db, member.id, resolvePeriod(query, await timeZoneOf(db, member)), query),
  ),
  route(getMyIncomeEndpoint, async ({ principal: { member }, query }) =>
    getMyIncome(db, member.id, resolvePeriod(query, await timeZoneOf(db, member)), query),
  ),
  route(listOperatorContractsEndpoint, () => listOperatorContracts(db)),
  route(processOperatorContractEndpoint, ({ body: { action, contractId, confirm } }) =>
    performAction(db, { operator: true }, null, { action, contractId, confirm }),
  ),
]);
