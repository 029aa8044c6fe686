import {
  bindEmailEndpoint,
  bindMobileEndpoint,
  disableTotpEndpoint,
  enableTotpEndpoint,
  getLoginHistoryEndpoint,
  getSecurityOverviewEndpoint,
  listMemberSessionsEndpoint,
  sendBindEmailCodeEndpoint,
  sendBindMobileCodeEndpoint,
  setUpTotpEndpoint,
  signOutOtherSessionsEndpoint,
  signOutSessionEndpoint,
} from '@app/contracts';
import { endpointRoutes, route } from '../../../lib/endpoint-routes.js';
import type { ModuleDeps } from '../../../lib/module-deps.js';
import { bindEmail, sendBindEmailCode } from './email-binding.service.js';
import { bindMobile, sendBindMobileCode } from './mobile-binding.service.js';
import {
  listSessions,
  loginHistory,
  securityOverview,
  signOutOtherSessions,
  signOutSession,
} from './security.service.js';
import { disableTotp, enableTotp, startTotpSetup } from './totp.service.js';

/** The security centre: bindings, authenticator app, sessions and login history of the caller. */
export const securityRoutes = endpointRoutes<ModuleDeps>((deps) => {
  const { db, config, clientOf } = deps;
  return [
    route(getSecurityOverviewEndpoint, ({ principal }) => securityOverview(db, principal.member.id)),
    route(sendBindMobileCodeEndpoint, ({ principal, body, request }) =>
      sendBindMobileCode(deps, principal.member, body, clientOf(request)),
    ),
    route(bindMobileEndpoint, async ({ principal, body }) => {
      await bindMobile(deps, principal.member, body);
      return securityOverview(db, principal.member.id);
    }),
    route(sendBindEmailCodeEndpoint, ({ principal, body, request }) =>
      sendBindEmailCode(deps, principal.member, body, clientOf(request)),
    ),
    route(bindEmailEndpoint, async ({ principal, body }) => {
      await bindEmail(deps, principal.member, body);
      return securityOverview(db, principal.member.id);
    }),
    route(setUpTotpEndpoint, ({ principal, body }) =>
      startTotpSetup(db, config, principal.member, body.password),
    ),
    route(enableTotpEndpoint, ({ principal, body }) => enableTotp(db, config, principal.member, body.code)),
    route(disableTotpEndpoint, async ({ principal, body }) => {
      await disableTotp(db, config, principal.member, body);
      return securityOverview(db, principal.member.id);
    }),
    route(listMemberSessionsEndpoint, async ({ principal }) => ({
      list: await listSessions(db, config, principal.member.id, principal.sessionId),
    })),
    route(signOutSessionEndpoint, async ({ principal, params }) => ({
      signedOut: await signOutSession(db, principal.member.id, principal.sessionId, params.id),
    })),
    route(signOutOtherSessionsEndpoint, async ({ principal }) => ({
      signedOut: await signOutOtherSessions(db, principal.member.id, principal.sessionId),
    })),
    route(getLoginHistoryEndpoint, ({ principal, query }) => loginHistory(db, principal.member.id, query)),
  ];
});
