import { getRealityCheckEndpoint } from '@app/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';

/** Time played and net result of this session, for the reality check. */
export const getRealityCheck = (signal?: AbortSignal) =>
  callEndpoint(getRealityCheckEndpoint, {}, signal ? { signal } : {});
