import { getCaptchaEndpoint } from '@app/contracts';
import { endpointRoutes, route } from '../../../lib/endpoint-routes.js';
import type { ModuleDeps } from '../../../lib/module-deps.js';
import { createCaptcha } from './captcha.service.js';

export const captchaRoutes = endpointRoutes<ModuleDeps>(({ db, config, clientOf }) => [
  route(getCaptchaEndpoint, ({ request, reply }) => {
    void reply.header('cache-control', 'no-store');
    return createCaptcha(db, clientOf(request).ip, config.CAPTCHA_TTL_SECONDS);
  }),
]);
