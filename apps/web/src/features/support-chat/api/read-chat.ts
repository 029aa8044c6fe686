import { readGuestChatEndpoint } from '@app/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';
import { guestHeaders } from '../lib/guest';

/** Marks support's messages read. */
export function readChat(): Promise<unknown> {
  return callEndpoint(readGuestChatEndpoint, {}, { headers: guestHeaders() });
}
