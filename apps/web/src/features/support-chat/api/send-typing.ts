import { guestChatTypingEndpoint } from '@app/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';
import { guestHeaders } from '../lib/guest';

/** Tells support the guest is typing. */
export function sendTyping(): Promise<unknown> {
  return callEndpoint(guestChatTypingEndpoint, {}, { headers: guestHeaders() });
}
