import { sandboxGatewayCallbackEndpoint } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../../config.js';
import type { Guards } from '../../../lib/access.js';
import { headerValue } from '../../../lib/request-header.js';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER } from '../sandbox-gateway/sandbox-protocol.js';
import { verifySandboxCallback, type SignedBy } from './gateway-callback.service.js';

declare module '../../../lib/access.js' {
  interface Principals {
    'gateway-signed': SignedBy;
  }
}

type Verifier = (request: FastifyRequest, now: Date) => SignedBy;

/** The callback route of each gateway, and how that gateway's signature is checked. */
function callbackVerifiers(config: AppConfig): Map<string, Verifier> {
  return new Map<string, Verifier>([
    [
      sandboxGatewayCallbackEndpoint.path,
      (request, now) =>
        verifySandboxCallback(
          config,
          {
            // The callback routes keep JSON bodies as the raw text the signature covers.
            rawBody: typeof request.body === 'string' ? request.body : '',
            signature: headerValue(request, SIGNATURE_HEADER),
            timestamp: headerValue(request, TIMESTAMP_HEADER),
          },
          now,
        ),
    ],
  ]);
}

/**
 * The `gateway-signed` guard: the gateway whose callback route was called verifies the signature
 * over the raw body before the body is validated or read; the handler gets the gateway as principal.
 */
export function gatewayGuards(config: AppConfig): Guards {
  const verifiers = callbackVerifiers(config);
  return {
    'gateway-signed': async (request) => {
      const verify = verifiers.get(request.routeOptions.url ?? '');
      if (!verify) throw new Error(`no payment gateway verifies ${request.routeOptions.url ?? ''}`);
      return verify(request, new Date());
    },
  };
}
