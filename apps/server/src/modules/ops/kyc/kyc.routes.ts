import {
  claimKycEndpoint,
  decideKycEndpoint,
  getKycFileEndpoint,
  getMemberKycEndpoint,
  listOpsKycEndpoint,
} from '@app/contracts';
import { endpointRoutes, route } from '../../../lib/endpoint-routes.js';
import { AppError } from '../../../lib/envelope.js';
import type { ModuleDeps } from '../../../lib/module-deps.js';
import { claimKyc, decideKyc, listKyc, memberKyc, readKycFile } from './kyc-review.service.js';

/** The identity document review queue: list, claim, decide, the pictures, a member's state. */
export const opsKycRoutes = endpointRoutes<ModuleDeps>(({ db }) => [
  route(listOpsKycEndpoint, ({ query }) => listKyc(db, query)),
  route(claimKycEndpoint, ({ params, principal }) => claimKyc(db, params.id, principal.member.id)),
  route(decideKycEndpoint, ({ params, body, principal }) =>
    decideKyc(db, params.id, principal.member.id, body),
  ),
  route(getKycFileEndpoint, async ({ params, reply }) => {
    const file = await readKycFile(db, params.id, params.part);
    if (!file) throw new AppError(404, 'NOT_FOUND', 'Not found');
    return reply
      .header('content-type', file.content_type)
      .header('content-disposition', `inline; filename="kyc-${params.id}-${params.part}"`)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(file.bytes);
  }),
  route(getMemberKycEndpoint, ({ params }) => memberKyc(db, params.id)),
]);
