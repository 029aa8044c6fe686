import { bindMobileEndpoint, sendBindMobileCodeEndpoint, type BindMobileRequest } from '@app/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';

/** Sends the SMS code to the number to bind. */
export const sendBindMobileCode = (body: { countryDialingCode: string; mobileNo: string }) =>
  callEndpoint(sendBindMobileCodeEndpoint, { body });

/** Binds the number with its code; answers the new overview. */
export const bindMobile = (body: BindMobileRequest) => callEndpoint(bindMobileEndpoint, { body });
