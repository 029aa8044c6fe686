import { seamlessHeaders } from '@app/contracts/seamless-signature';
import type { Db } from '../../../db/database.js';
import type { Guard } from '../../../lib/access.js';
import { headerValue } from '../../../lib/request-header.js';
import { verifySignedCall } from './seamless-auth.service.js';
import { deferNonce, nonceInStatementRoutes } from './seamless-nonce.js';

declare module '../../../lib/access.js' {
  interface Principals {
    /** The code of the game provider whose signature the call carries (e.g. HOUSE). */
    'provider-signed': string;
  }
}

/**
 * The guard of `provider-signed` routes: the signature covers the raw body, so it only ever passes in
 * a scope whose JSON parser keeps the body as text (the seamless routes); anywhere else the body is an
 * object and no signature matches. Refusals are seamless errors ({ code }), answered by that scope.
 */
export function providerSignedGuard(db: Db): Guard {
  return async (request) => {
    const nonce = headerValue(request, seamlessHeaders.nonce);
    const inStatement = nonceInStatementRoutes.has(request.routeOptions.url ?? '');
    const provider = await verifySignedCall(
      db,
      {
        provider: headerValue(request, seamlessHeaders.provider),
        timestamp: headerValue(request, seamlessHeaders.timestamp),
        nonce,
        signature: headerValue(request, seamlessHeaders.signature),
        path: request.url.split('?')[0] ?? request.url,
        body: typeof request.body === 'string' ? request.body : '',
      },
      Date.now(),
      !inStatement,
    );
    if (inStatement && nonce) deferNonce(request, provider, nonce);
    return provider;
  };
}
