import { getRoomEndpoint, liveHostListEndpoint, sendRoomMessageEndpoint } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';

/** Rooms are read every few seconds while open (one room, many readers: no per-member push). */
const ROOM_REFRESH_MS = 3000;

export function useLiveHosts() {
  return useQuery({
    queryKey: ['live-hosts'],
    queryFn: ({ signal }) => callEndpoint(liveHostListEndpoint, {}, { signal }),
  });
}

export function useRoom(code: string) {
  return useQuery({
    queryKey: ['live-hosts', 'room', code],
    queryFn: ({ signal }) => callEndpoint(getRoomEndpoint, { params: { code } }, { signal }),
    refetchInterval: ROOM_REFRESH_MS,
  });
}

export function useSendRoomMessage(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => callEndpoint(sendRoomMessageEndpoint, { params: { code }, body: { body } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['live-hosts', 'room', code] }),
  });
}
