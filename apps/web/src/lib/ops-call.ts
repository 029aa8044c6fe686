import type { Endpoint, EndpointResponse } from '@app/contracts';
import { ApiError } from './api-error';
import { callEndpoint, type CallOptions, type EndpointInput } from './endpoint-client';
import { endOpsSession, opsToken } from './ops-session';

/** Keys the console answers when its session is over: back to the sign-in page. */
const sessionOverKeys = new Set(['not_logged_in', 'staff_console_only', 'operator_only']);

/**
 * Calls an endpoint with the console's staff token (never the player site's session). A session that
 * ended (signed out elsewhere, idle, expired) ends the console session too.
 */
export async function opsCall<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  signal?: AbortSignal,
): Promise<EndpointResponse<E>> {
  const token = opsToken();
  try {
    // '' (no token) rather than undefined: never fall back to the player site's session.
    const call = callEndpoint as unknown as (
      e: E,
      i: EndpointInput<E>,
      o: CallOptions,
    ) => Promise<EndpointResponse<E>>;
    return await call(endpoint, input, { bearer: token ?? '', ...(signal ? { signal } : {}) });
  } catch (error) {
    if (error instanceof ApiError && error.detail && sessionOverKeys.has(error.detail.key)) endOpsSession();
    throw error;
  }
}
