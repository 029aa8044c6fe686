import { listPaymentChannelsEndpoint, updatePaymentChannelEndpoint } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import { endpointRoutes, route } from '../../../lib/endpoint-routes.js';
import type { ModuleDeps } from '../../../lib/module-deps.js';
import type { AuthContext } from '../../identity/session/auth.js';
import { listPaymentChannels, updatePaymentChannel } from './payment-channels.service.js';

/** Payment channels without SQL: on/off, limits, fees, order, instructions per language; audited. */
export const paymentChannelsRoutes = endpointRoutes<ModuleDeps>(({ db, clientOf }) => {
  const actor = (principal: AuthContext, request: FastifyRequest) => ({
    staffId: principal.member.id,
    staffUsername: principal.member.username,
    ip: clientOf(request).ip,
  });
  return [
    route(listPaymentChannelsEndpoint, () => listPaymentChannels(db)),
    route(updatePaymentChannelEndpoint, ({ params, body, principal, request }) =>
      updatePaymentChannel(db, params.id, body, actor(principal, request)),
    ),
  ];
});
