import { setSessionLimitEndpoint } from '@app/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';

/** Minutes of play per login session (null: none). */
export const setSessionLimit = (minutes: number | null) =>
  callEndpoint(setSessionLimitEndpoint, { body: { minutes } });
