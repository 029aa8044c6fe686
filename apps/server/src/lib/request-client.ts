import { deviceIdHeader, deviceIdSchema } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.js';
import { createClientAddressReader } from './client-address.js';

/** Who is calling, as recorded in audits and throttles. */
export interface RequestClient {
  ip: string;
  userAgent: string | null;
  /** The web client's device key (`x-device-id`), null when absent or malformed. */
  deviceId?: string | null;
}

export function createRequestClientReader(config: AppConfig): (request: FastifyRequest) => RequestClient {
  const readAddress = createClientAddressReader({
    trustedProxies: config.TRUSTED_PROXIES,
    countryHeader: config.GEO_COUNTRY_HEADER,
  });
  return (request) => ({
    ip: readAddress(request).ip,
    userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
    deviceId: deviceIdSchema.safeParse(request.headers[deviceIdHeader]).data ?? null,
  });
}
