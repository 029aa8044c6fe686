import { claimPaymentEndpoint, getPaymentClaimsEndpoint, releasePaymentEndpoint } from '@app/contracts';
import { endpointRoutes, route } from '../../../lib/endpoint-routes.js';
import type { ModuleDeps } from '../../../lib/module-deps.js';
import { claimPayment, listOpenClaims, releasePayment } from './payment-claim.service.js';

/** Claim-to-work on the deposit and withdrawal queues. */
export const paymentsQueueRoutes = endpointRoutes<ModuleDeps>(({ db }) => [
  route(getPaymentClaimsEndpoint, () => listOpenClaims(db)),
  route(claimPaymentEndpoint, ({ params, principal }) =>
    claimPayment(db, params.kind, params.id, principal.member),
  ),
  route(releasePaymentEndpoint, async ({ params, principal }) => {
    await releasePayment(db, params.kind, params.id, principal.member);
    return null;
  }),
]);
