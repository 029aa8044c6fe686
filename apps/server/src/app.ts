import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config.js';
import type { Db } from './db/database.js';
import { failure } from './lib/envelope.js';
import { registerErrorHandler } from './lib/error-handler.js';
import { hasWebBuild, registerSpa, sendSpaShell, wantsHtml } from './lib/spa.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { systemRoutes } from './modules/system/system.routes.js';

export interface AppDeps {
  config: AppConfig;
  db: Db;
}

export interface BuildOptions {
  logger?: FastifyServerOptions['logger'];
}

/** Builds the whole HTTP application without listening; tests inject requests into it. */
export async function buildApp(deps: AppDeps, options: BuildOptions = {}): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: options.logger ?? { level: config.LOG_LEVEL },
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUSTED_PROXIES.length > 0 ? config.TRUSTED_PROXIES : false,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Platform API',
        description:
          'Every response is the envelope { success, value, message }. Errors: 400 invalid input (message names the field), 401 not logged in, 403 not allowed, 404 unknown route, 413 body too large, 429 throttled, 500 unknown error.',
        version: '1.0.0',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/docs' });

  await app.register(healthRoutes, deps);
  await app.register(systemRoutes, deps);

  const spa = hasWebBuild(config.WEB_DIST);
  if (spa) await registerSpa(app, config.WEB_DIST);

  app.setNotFoundHandler((request, reply) => {
    if (spa && wantsHtml(request)) return sendSpaShell(request, reply);
    return reply.code(404).send(failure('Not found'));
  });

  return app;
}
