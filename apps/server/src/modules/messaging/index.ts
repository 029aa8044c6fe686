import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../lib/module-deps.js';
import { messagesRoutes } from './messages/messages.routes.js';
import { createNotificationBus, type NotificationBus } from './notifications/notification-bus.js';
import { socketRoutes } from './notifications/ws.routes.js';

export interface MessagingAdapters {
  /** Fan-out of member events between server copies; default: LISTEN/NOTIFY on the app's database. */
  bus?: NotificationBus | undefined;
}

/** Messaging: platform messages and the live notification socket fed by the notification bus. */
export async function registerMessagingModules(
  app: FastifyInstance,
  modules: ModuleDeps,
  adapters: MessagingAdapters = {},
): Promise<void> {
  const bus = adapters.bus ?? createNotificationBus(modules.db, app.log);
  app.addHook('onReady', () => bus.ready());
  app.addHook('onClose', () => bus.close());

  await app.register(fastifyWebsocket, { options: { maxPayload: 4096 } });
  await app.register(messagesRoutes, modules);
  await app.register(socketRoutes, { ...modules, bus });
}
