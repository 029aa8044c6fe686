import { endTimeoutEndpoint, startExclusionEndpoint, type StartExclusionRequest } from '@app/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';

/** Starts a time-out or a self-exclusion (at once). */
export const startExclusion = (body: StartExclusionRequest) => callEndpoint(startExclusionEndpoint, { body });

/** Asks to end a time-out: it ends 24 hours later. */
export const endTimeout = () => callEndpoint(endTimeoutEndpoint, {});
