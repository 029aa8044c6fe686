import { getCaptchaEndpoint, type Captcha } from '@app/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';

/** A single-use captcha image (the server gives at most one per second). */
export function getCaptcha(): Promise<Captcha> {
  return callEndpoint(getCaptchaEndpoint);
}
