import {
  getSessionOptionsEndpoint,
  loginEndpoint,
  logoutEndpoint,
  sendLoginChallengeCodeEndpoint,
  startFreePlayEndpoint,
} from '@app/contracts';
import { endpointRoutes, route } from '../../../lib/endpoint-routes.js';
import type { ModuleDeps } from '../../../lib/module-deps.js';
import { getSetting } from '../../platform/system/system.service.js';
import { completeChallenge, sendChallengeCode } from './login-challenge.service.js';
import { loginWithPassword, loginWithSms, startFreePlay } from './login.service.js';
import { revokeSession } from './session.service.js';

export const sessionRoutes = endpointRoutes<ModuleDeps>((deps) => {
  const { db, clientOf } = deps;
  return [
    route(loginEndpoint, async ({ body, request }) => {
      const client = clientOf(request);
      switch (body.type) {
        case 'username':
          return loginWithPassword(deps, body, client);
        case 'sms':
          return loginWithSms(deps, body, client);
        case 'challenge':
          return completeChallenge(deps, body, client);
      }
    }),
    route(sendLoginChallengeCodeEndpoint, ({ body, request }) =>
      sendChallengeCode(deps, body, clientOf(request)),
    ),
    route(startFreePlayEndpoint, ({ body, request }) =>
      startFreePlay(deps, body ?? { platform: 'W' }, clientOf(request)),
    ),
    route(logoutEndpoint, async ({ principal }) => {
      await revokeSession(db, principal.sessionId);
      return null;
    }),
    route(getSessionOptionsEndpoint, async () => {
      const policy = await getSetting(db, 'account_policy');
      return { captchaAlways: policy.captcha.always, minimumAge: policy.minimumAge };
    }),
  ];
});
