import { getGuestChatEndpoint } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';
import { useSession } from '../../../lib/session';
import { guestHeaders } from '../lib/guest';
import { guestChatKey } from './chat-keys';

/** The guest's latest conversation and its messages (null before the first message). */
export function useGuestChat() {
  const { token } = useSession();
  return useQuery({
    queryKey: guestChatKey(token),
    queryFn: ({ signal }) => callEndpoint(getGuestChatEndpoint, {}, { signal, headers: guestHeaders() }),
  });
}
