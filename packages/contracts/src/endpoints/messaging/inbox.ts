import { defineEndpoint } from '../../endpoint.js';
import { lazy } from '../lazy.js';

export const listMessagesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/CSP_messageList',
  access: 'account',
  errors: [400, 401, 403],
  tag: 'messages',
  schemas: lazy((s) => ({
    summary: 'A page of platform messages, newest first, with read flags and the unread count (token)',
    query: s.inboxQuerySchema,
    response: s.inboxPageSchema,
  })),
});

export const readMessagesEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/relay/CSP_readMessage',
  access: 'account',
  errors: [400, 401, 403],
  tag: 'messages',
  schemas: lazy((s) => ({
    summary: 'Mark messages read ({ ids } or { all: true }); answers the unread count (token)',
    body: s.messageSelectionSchema,
    response: s.unreadCountSchema,
  })),
});

export const deleteMessagesEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/wps/relay/CSP_deleteMessage',
  access: 'account',
  errors: [400, 401, 403],
  tag: 'messages',
  schemas: lazy((s) => ({
    summary: 'Delete messages from the inbox ({ ids } or { all: true }); answers the unread count (token)',
    body: s.messageSelectionSchema,
    response: s.unreadCountSchema,
  })),
});

export const sendOperatorMessageEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/operator/messages',
  access: 'operator:messages',
  errors: [400, 401, 403, 404],
  tag: 'operator',
  schemas: lazy((s) => ({
    summary:
      'Send a platform message to one member (username) or, without one, to every member (staff with the messages permission)',
    description: "404 'member_not_found' when the username belongs to no member.",
    body: s.operatorMessageSchema,
    response: s.sentMessageSchema,
  })),
});
