import { setMoneyLimitEndpoint, type SetMoneyLimitRequest } from '@app/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';

/** Sets, lowers (at once), raises or removes (after 24 hours) a deposit, loss or wager limit. */
export const setMoneyLimit = (body: SetMoneyLimitRequest) => callEndpoint(setMoneyLimitEndpoint, { body });
