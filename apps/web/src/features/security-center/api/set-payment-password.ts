import { setPaymentPasswordEndpoint, type SetPaymentPasswordRequest } from '@app/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';

/** Sets (with the login password) or changes (with the old one) the payment password. */
export const setPaymentPassword = (body: SetPaymentPasswordRequest) =>
  callEndpoint(setPaymentPasswordEndpoint, { body });
