import { defineEndpoint } from '../../endpoint.js';
import { lazy } from '../lazy.js';

export const getCaptchaEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/captcha',
  access: 'public',
  errors: [429],
  tag: 'session',
  schemas: lazy((s) => ({
    summary: 'A single-use captcha image (PNG data URL); at most one per second per IP',
    response: s.captchaSchema,
  })),
});
