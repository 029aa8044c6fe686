import { defineEndpoint } from '../../endpoint.js';
import { lazy } from '../lazy.js';

const guestNote =
  "A logged-in caller chats as its account; a visitor sends its own random key in the 'x-chat-visitor' header (22 to 64 letters, digits, - or _).";

export const getGuestChatEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/support/chat',
  access: 'visitor',
  errors: [400],
  tag: 'live-chat',
  schemas: lazy((s) => ({
    summary: "The caller's latest live support conversation with its messages, or null",
    description: guestNote,
    response: s.guestChatSchema,
  })),
});

export const sendGuestChatMessageEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/support/chat/messages',
  access: 'visitor',
  errors: [400, 413, 429],
  tag: 'live-chat',
  body: 'multipart',
  schemas: lazy((s) => ({
    summary: 'Send a message to support (starts a queued conversation when none is going on)',
    description: `${guestNote} JSON { body, visitorName? } or multipart/form-data with those fields and one \`image\` (png or jpg, 5MB). A message needs text or an image. Staff offline: it waits in the queue and is answered later.`,
    body: s.sendChatMessageSchema,
    response: s.chatMessageSchema,
  })),
});

export const readGuestChatEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/support/chat/read',
  access: 'visitor',
  errors: [400],
  tag: 'live-chat',
  schemas: lazy((s) => ({
    summary: "Marks the staff's messages read; answers the unread count (0)",
    description: guestNote,
    response: s.chatUnreadSchema,
  })),
});

export const guestChatTypingEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/support/chat/typing',
  access: 'visitor',
  errors: [400, 404],
  tag: 'live-chat',
  schemas: lazy((s) => ({
    summary: 'Tells the staff the guest is typing (a live event; nothing stored)',
    description: guestNote,
    response: s.noValueSchema,
  })),
});

export const getGuestChatImageEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/support/chat/messages/:id/image',
  access: 'visitor',
  errors: [400, 404],
  tag: 'live-chat',
  schemas: lazy((s) => ({
    summary: "An image of the caller's own conversation (the image itself, not an envelope)",
    description: guestNote,
    params: s.chatMessageParamsSchema,
  })),
});

export const listChatsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/operator/chat/conversations',
  access: 'operator:support',
  errors: [400, 401, 403],
  tag: 'operator',
  schemas: lazy((s) => ({
    summary: 'Live support conversations: active (queued first, then open) or closed (transcripts)',
    query: s.operatorChatQuerySchema,
    response: s.chatSummaryPageSchema,
  })),
});

export const getChatTranscriptEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/operator/chat/conversations/:id',
  access: 'operator:support',
  errors: [400, 401, 403, 404],
  tag: 'operator',
  schemas: lazy((s) => ({
    summary: 'A conversation and its whole transcript; marks the guest messages read',
    params: s.chatConversationParamsSchema,
    response: s.chatTranscriptSchema,
  })),
});

export const sendStaffChatMessageEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/operator/chat/conversations/:id/messages',
  access: 'operator:support',
  errors: [400, 401, 403, 404, 409, 413],
  tag: 'operator',
  body: 'multipart',
  schemas: lazy((s) => ({
    summary: 'Answer a conversation (takes it from the queue); 409 when it is closed',
    description: 'JSON { body } or multipart/form-data with body and one `image` (png or jpg, 5MB).',
    params: s.chatConversationParamsSchema,
    body: s.staffChatMessageSchema,
    response: s.chatMessageSchema,
  })),
});

export const staffChatTypingEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/operator/chat/conversations/:id/typing',
  access: 'operator:support',
  errors: [400, 401, 403, 404],
  tag: 'operator',
  schemas: lazy((s) => ({
    summary: 'Tells the guest support is typing (a live event; nothing stored)',
    params: s.chatConversationParamsSchema,
    response: s.noValueSchema,
  })),
});

export const closeChatEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/operator/chat/conversations/:id/close',
  access: 'operator:support',
  errors: [400, 401, 403, 404],
  tag: 'operator',
  schemas: lazy((s) => ({
    summary: 'Ends a conversation; its transcript is kept',
    params: s.chatConversationParamsSchema,
    response: s.chatSummarySchema,
  })),
});

export const getStaffChatImageEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/operator/chat/messages/:id/image',
  access: 'operator:support',
  errors: [400, 401, 403, 404],
  tag: 'operator',
  schemas: lazy((s) => ({
    summary: 'An image of a conversation (the image itself, not an envelope)',
    params: s.chatMessageParamsSchema,
  })),
});
