import { defineEndpoint } from '../../endpoint.js';
import { lazy } from '../lazy.js';

export const liveHostListEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/CBS_modelList',
  access: 'public',
  errors: [],
  tag: 'live-hosts',
  schemas: lazy((s) => ({
    summary: 'Live hosts configured by the operator: name, avatar, status, stream address',
    response: s.liveHostListSchema,
  })),
});

export const launchChatEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/relay/CBS_launchChat',
  access: 'visitor',
  errors: [400, 404],
  tag: 'live-hosts',
  schemas: lazy((s) => ({
    summary: "A live host's chat room address (chatUrl)",
    body: s.launchChatSchema,
    response: s.launchChatResultSchema,
  })),
});

export const getRoomEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/live-hosts/:code/room',
  access: 'visitor',
  errors: [400, 404],
  tag: 'live-hosts',
  schemas: lazy((s) => ({
    summary: "A host's chat room: the host and the latest messages (anyone may read; members may write)",
    params: s.liveHostParamsSchema,
    response: s.chatRoomSchema,
  })),
});

export const sendRoomMessageEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/live-hosts/:code/room',
  access: 'player',
  errors: [400, 401, 403, 404, 429],
  tag: 'live-hosts',
  schemas: lazy((s) => ({
    summary: "Write in a host's chat room (blocked words are masked; 403 'live_host_muted' while muted)",
    params: s.liveHostParamsSchema,
    body: s.sendRoomMessageSchema,
    response: s.roomMessageSchema,
  })),
});

export const upsertLiveHostEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/wps/operator/live-hosts/:code',
  access: 'operator:support',
  errors: [400, 401, 403],
  tag: 'operator',
  schemas: lazy((s) => ({
    summary: 'Create or change a live host (name, avatar, status, https stream address or none)',
    params: s.liveHostParamsSchema,
    body: s.upsertLiveHostSchema,
    response: s.liveHostSchema,
  })),
});

export const getModeratedRoomEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/operator/live-hosts/:code/room',
  access: 'operator:support',
  errors: [400, 401, 403, 404],
  tag: 'operator',
  schemas: lazy((s) => ({
    summary: "A host's chat room with the writers' usernames, for moderation",
    params: s.liveHostParamsSchema,
    response: s.chatRoomSchema,
  })),
});

export const deleteRoomMessageEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/wps/operator/live-hosts/:code/room/:id',
  access: 'operator:support',
  errors: [400, 401, 403, 404],
  tag: 'operator',
  schemas: lazy((s) => ({
    summary: 'Remove a message from a chat room',
    params: s.liveHostMessageParamsSchema,
    response: s.noValueSchema,
  })),
});

export const muteInRoomEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/operator/live-hosts/:code/mutes',
  access: 'operator:support',
  errors: [400, 401, 403, 404],
  tag: 'operator',
  schemas: lazy((s) => ({
    summary: 'Mute a member in a chat room for some minutes',
    params: s.liveHostParamsSchema,
    body: s.muteSchema,
    response: s.noValueSchema,
  })),
});

export const getBlockedWordsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/operator/live-hosts-words',
  access: 'operator:support',
  errors: [401, 403],
  tag: 'operator',
  schemas: lazy((s) => ({ summary: "The chat rooms' word filter", response: s.blockedWordsSchema })),
});

export const setBlockedWordsEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/wps/operator/live-hosts-words',
  access: 'operator:support',
  errors: [400, 401, 403],
  tag: 'operator',
  schemas: lazy((s) => ({
    summary: "Replace the chat rooms' word filter (matched without case; masked with *)",
    body: s.blockedWordsSchema,
    response: s.blockedWordsSchema,
  })),
});
