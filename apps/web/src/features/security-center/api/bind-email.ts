import { bindEmailEndpoint, sendBindEmailCodeEndpoint, type BindEmailRequest } from '@app/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';

/** Mails the code to the address to bind. */
export const sendBindEmailCode = (body: { email: string }) =>
  callEndpoint(sendBindEmailCodeEndpoint, { body });

/** Binds and verifies the address with its code; answers the new overview. */
export const bindEmail = (body: BindEmailRequest) => callEndpoint(bindEmailEndpoint, { body });
