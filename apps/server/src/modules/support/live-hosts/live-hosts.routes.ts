import {
  deleteRoomMessageEndpoint,
  getBlockedWordsEndpoint,
  getModeratedRoomEndpoint,
  getRoomEndpoint,
  launchChatEndpoint,
  liveHostListEndpoint,
  muteInRoomEndpoint,
  sendRoomMessageEndpoint,
  setBlockedWordsEndpoint,
  upsertLiveHostEndpoint,
} from '@app/contracts';
import { endpointRoutes, route } from '../../../lib/endpoint-routes.js';
import type { ModuleDeps } from '../../../lib/module-deps.js';
import * as hosts from './live-hosts.service.js';

/** Live hosts (CBS_modelList, CBS_launchChat), their chat rooms and the support staff's moderation. */
export const liveHostRoutes = endpointRoutes<ModuleDeps>(({ db }) => [
  route(liveHostListEndpoint, () => hosts.listLiveHosts(db)),
  route(launchChatEndpoint, ({ body }) => hosts.launchChat(db, body.code)),
  route(getRoomEndpoint, ({ params, principal }) =>
    hosts.getRoom(db, params.code, { memberId: principal?.member.id ?? null, staff: false }),
  ),
  route(sendRoomMessageEndpoint, ({ params, principal, body }) =>
    hosts.sendRoomMessage(db, params.code, principal.member, body.body),
  ),
  route(upsertLiveHostEndpoint, ({ params, body }) => hosts.upsertLiveHost(db, params.code, body)),
  route(getModeratedRoomEndpoint, ({ params }) =>
    hosts.getRoom(db, params.code, { memberId: null, staff: true }),
  ),
  route(deleteRoomMessageEndpoint, ({ params, principal }) =>
    hosts.deleteRoomMessage(db, params.code, params.id, principal.member.id),
  ),
  route(muteInRoomEndpoint, ({ params, principal, body }) =>
    hosts.muteInRoom(db, params.code, principal.member.id, body),
  ),
  route(getBlockedWordsEndpoint, () => hosts.getBlockedWords(db)),
  route(setBlockedWordsEndpoint, ({ body }) => hosts.setBlockedWords(db, body.words)),
]);
