import { getBotCheckChallengeEndpoint } from '@app/contracts';
import { endpointRoutes, route } from '../../../lib/endpoint-routes.js';
import type { ModuleDeps } from '../../../lib/module-deps.js';
import { createBotCheckChallenge } from './bot-check.service.js';

export const botCheckRoutes = endpointRoutes<ModuleDeps>(({ db, config, clientOf }) => [
  route(getBotCheckChallengeEndpoint, ({ request, reply }) => {
    void reply.header('cache-control', 'no-store');
    return createBotCheckChallenge(db, config, clientOf(request).ip);
  }),
]);
