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
import type { Adapters } from './lib/adapters.js';
import { createDecryptBodyHook } from './lib/encrypted-body.js';
import { failure } from './lib/envelope.js';
import { registerCompression } from './lib/compression.js';
import { registerErrorHandler } from './lib/error-handler.js';
import { declareAccessOfPluginRoutes, enforceAccess } from './lib/access.js';
import type { ModuleDeps } from './lib/module-deps.js';
import { createRequestClientReader } from './lib/request-client.js';
import { docsContentSecurityPolicy, registerSecurityHeaders } from './lib/security-headers.js';
import { gameGuards, registerGameModules } from './modules/games/index.js';
import { registerAgentModules } from './modules/agents/index.js';
import { registerEngagementModules } from './modules/engagement/index.js';
import { firstHomeBannerImages, registerLobbyModules } from './modules/lobby/index.js';
import { identityGuards, registerIdentityModules } from './modules/identity/index.js';
import { registerMessagingModules, type MessagingAdapters } from './modules/messaging/index.js';
import { moneyGuards, registerMoneyModules, type MoneyAdapters } from './modules/money/index.js';
import { registerResponsibleGamingModules } from './modules/responsible-gaming/index.js';
import { opsGuards, registerOpsModules } from './modules/ops/index.js';
import { createSiteStartReader, registerPlatformModules } from './modules/platform/index.js';
import { registerRewardModules } from './modules/rewards/index.js';
import { registerSupportModules } from './modules/support/index.js';
import { createSpaShell, hasWebBuild, isApiPath, registerSpa, wantsHtml } from './lib/spa.js';
import { createAltchaBotCheck } from './modules/identity/bot-check/bot-check.service.js';
import {
  createOutboxMailSender,
  createOutboxSmsSender,
} from './modules/platform/notification-outbox/outbox-senders.js';
import { createPayloadKeyLoader } from './modules/platform/payload-key/payload-key.service.js';

export interface AppDeps {
  config: AppConfig;
  db: Db;
  /** SMS, mail and bot-check services; the defaults (outbox tables, ALTCHA proof of work) fill the gaps. */
  adapters?: Partial<Adapters>;
  /** File storage of the money modules; default: the UPLOAD_DIR folder. */
  money?: MoneyAdapters;
  /** Notification bus of the live socket; default: LISTEN/NOTIFY on the app's database. */
  messaging?: MessagingAdapters;
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
  const identity = identityGuards(deps.db, config);
  enforceAccess(app, {
    ...identity,
    ...moneyGuards(config),
    ...gameGuards(deps.db),
    ...opsGuards(deps.db, identity.operator),
    development: () => Promise.resolve(null),
  });
  registerSecurityHeaders(app, {
    webDist: config.WEB_DIST,
    tlsInFront: config.TLS_IN_FRONT,
    imageSources: config.CSP_IMAGE_SOURCES,
  });
  await registerCompression(app);

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
  if (config.DOCS_ENABLED) {
    declareAccessOfPluginRoutes(app, 'public', (url) => url.startsWith('/docs'));
    await app.register(fastifySwaggerUi, {
      routePrefix: '/docs',
      staticCSP: docsContentSecurityPolicy,
      uiConfig: { validatorUrl: null },
    });
  }

  const loadPayloadKey = createPayloadKeyLoader(deps.db);
  const modules: ModuleDeps = {
    config,
    db: deps.db,
    adapters: {
      sms: deps.adapters?.sms ?? createOutboxSmsSender(deps.db, app.log),
      mail: deps.adapters?.mail ?? createOutboxMailSender(deps.db, app.log),
      botCheck: deps.adapters?.botCheck ?? createAltchaBotCheck(deps.db, config),
    },
    loadPayloadKey,
    decryptBody: createDecryptBodyHook({
      loadKey: loadPayloadKey,
      allowPlain: config.ALLOW_PLAIN_ENC_BODIES,
    }),
    clientOf: createRequestClientReader(config),
  };
  await registerPlatformModules(app, modules);
  await registerIdentityModules(app, modules);
  await registerMessagingModules(app, modules, deps.messaging);
  const money = await registerMoneyModules(app, modules, deps.money);
  await registerOpsModules(app, modules, money);
  await registerResponsibleGamingModules(app, modules);
  await registerLobbyModules(app, modules);
  await registerAgentModules(app, modules);
  await registerGameModules(app, modules);
  await registerEngagementModules(app, modules);
  await registerRewardModules(app, modules);
  await registerSupportModules(app, modules, money);

  const spa = hasWebBuild(config.WEB_DIST);
  if (spa) {
    // The built web app's files: every route the static plugin adds outside the API prefixes.
    declareAccessOfPluginRoutes(app, 'public', (url) => !isApiPath(url));
    await registerSpa(app, config.WEB_DIST);
  }

  const sendSpaShell = spa
    ? createSpaShell(config.WEB_DIST, createSiteStartReader(modules).siteStartOf, async ({ permission }) => {
        const { siteName, defaultLanguage, languages } = permission.resources;
        const codes = languages.filter((language) => language.enabled).map((language) => language.code);
        const images = await firstHomeBannerImages(modules.db, codes);
        return { siteName, banner: images && { images, defaultLanguage } };
      })
    : undefined;
  app.setNotFoundHandler((request, reply) => {
    if (sendSpaShell && wantsHtml(request)) return sendSpaShell(request, reply);
    return reply.code(404).send(failure('Not found'));
  });

  return app;
}
