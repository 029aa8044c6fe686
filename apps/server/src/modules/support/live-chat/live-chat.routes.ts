import {
  chatVisitorHeader,
  closeChatEndpoint,
  getChatTranscriptEndpoint,
  getGuestChatEndpoint,
  getGuestChatImageEndpoint,
  getStaffChatImageEndpoint,
  guestChatTypingEndpoint,
  listChatsEndpoint,
  proofImageLimits,
  readGuestChatEndpoint,
  sendChatMessageSchema,
  sendGuestChatMessageEndpoint,
  sendStaffChatMessageEndpoint,
  staffChatMessageSchema,
  staffChatTypingEndpoint,
} from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import { endpointRoutes, route } from '../../../lib/endpoint-routes.js';
import type { ModuleDeps } from '../../../lib/module-deps.js';
import { readFormWithImages } from '../../../lib/multipart-form.js';
import { headerValue } from '../../../lib/request-header.js';
import type { AuthContext } from '../../identity/session/auth.js';
import type { FileStorage } from '../../money/cashier/file-storage.js';
import * as chat from './live-chat.service.js';

export interface LiveChatRouteOptions extends ModuleDeps {
  storage: FileStorage;
}

const guestOf = (principal: AuthContext | null, request: FastifyRequest) =>
  chat.guestOf(principal?.member ?? null, headerValue(request, chatVisitorHeader));

/** One image per chat message; the multipart limit turns into the same messages as the other uploads. */
const chatUpload = { maxFiles: 1, maxBytes: proofImageLimits.maxBytes };

/** Live support chat: the guest's side (members and visitors) and the support desk's. */
export const liveChatRoutes = endpointRoutes<LiveChatRouteOptions>(({ db, storage }) => [
  route(getGuestChatEndpoint, ({ principal, request }) => chat.getGuestChat(db, guestOf(principal, request))),
  route(sendGuestChatMessageEndpoint, async ({ principal, request }) => {
    // The message is checked first: a bad field is named whoever sends it.
    const message = await readFormWithImages(request, sendChatMessageSchema, chatUpload, 'image');
    return chat.sendGuestMessage(db, storage, guestOf(principal, request), message);
  }),
  route(readGuestChatEndpoint, ({ principal, request }) =>
    chat.readGuestChat(db, guestOf(principal, request)),
  ),
  route(guestChatTypingEndpoint, ({ principal, request }) =>
    chat.guestTyping(db, guestOf(principal, request)),
  ),
  route(getGuestChatImageEndpoint, async ({ principal, request, params, reply }) => {
    const image = await chat.readGuestImage(db, storage, guestOf(principal, request), params.id);
    return reply.headers(image.headers).send(image.bytes);
  }),
  route(listChatsEndpoint, ({ query }) => chat.listChats(db, query)),
  route(getChatTranscriptEndpoint, ({ params }) => chat.getTranscript(db, params.id)),
  route(sendStaffChatMessageEndpoint, async ({ principal, params, request }) =>
    chat.sendStaffMessage(
      db,
      storage,
      principal.member.id,
      params.id,
      await readFormWithImages(request, staffChatMessageSchema, chatUpload, 'image'),
    ),
  ),
  route(staffChatTypingEndpoint, ({ params }) => chat.staffTyping(db, params.id)),
  route(closeChatEndpoint, ({ params }) => chat.closeChat(db, params.id)),
  route(getStaffChatImageEndpoint, async ({ params, reply }) => {
    const image = await chat.readStaffImage(db, storage, params.id);
    return reply.headers(image.headers).send(image.bytes);
  }),
]);
