import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../lib/module-deps.js';
import type { MoneyServices } from '../money/index.js';
import { feedbackRoutes } from './feedback/feedback.routes.js';
import { liveChatRoutes } from './live-chat/live-chat.routes.js';
import { liveHostRoutes } from './live-hosts/live-hosts.routes.js';
import { articleRoutes } from './articles/articles.routes.js';

/** Support: member feedback and staff replies, live support chat, live hosts and their chat rooms. Uploaded images go to the money domain's file storage. */
export async function registerSupportModules(
  app: FastifyInstance,
  modules: ModuleDeps,
  money: MoneyServices,
): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart);
    const deps = { ...modules, storage: money.fileStorage };
    await feedbackRoutes(scope, deps);
    await liveChatRoutes(scope, deps);
    await liveHostRoutes(scope, deps);
    await articleRoutes(scope, deps);
  });
}
