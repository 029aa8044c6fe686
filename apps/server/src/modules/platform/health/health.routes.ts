import { getLivenessEndpoint, getReadinessEndpoint } from '@app/contracts';
import { endpointRoutes, route } from '../../../lib/endpoint-routes.js';
import { AppError } from '../../../lib/envelope.js';
import type { ModuleDeps } from '../../../lib/module-deps.js';
import { pingDatabase } from './health.repository.js';

export const healthRoutes = endpointRoutes<ModuleDeps>(({ db }) => [
  route(getLivenessEndpoint, () => Promise.resolve({ status: 'ok' })),
  route(getReadinessEndpoint, async () => {
    try {
      await pingDatabase(db);
    } catch {
      throw new AppError(503, 'NOT_READY', 'Database unavailable');
    }
    return { status: 'ready' };
  }),
]);
