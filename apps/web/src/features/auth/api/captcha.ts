import type { Captcha } from '@app/contracts';
import { apiGet } from '../../../lib/api-client';

/** GET /wps/captcha: a single-use image (the server gives at most one per second). */
export function getCaptcha(): Promise<Captcha> {
  return apiGet<Captcha>('/wps/captcha');
}
