import { setRealityCheckEndpoint } from '@app/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';

/** The reality-check interval in minutes (null: off). */
export const setRealityCheck = (minutes: number | null) =>
  callEndpoint(setRealityCheckEndpoint, { body: { minutes } });
