import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.js';
import type { Db } from '../db/database.js';
import type { PayloadKey } from './payload-crypto.js';
import type { Adapters } from './adapters.js';
import type { DecryptBodyHook } from './encrypted-body.js';
import type { RequestClient } from './request-client.js';

/** What buildApp hands every feature module: configuration, database, adapters and shared hooks. */
export interface ModuleDeps {
  config: AppConfig;
  db: Db;
  adapters: Adapters;
  loadPayloadKey: () => Promise<PayloadKey>;
  decryptBody: DecryptBodyHook;
  clientOf: (request: FastifyRequest) => RequestClient;
}
