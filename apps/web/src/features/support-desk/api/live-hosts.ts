import {
  deleteRoomMessageEndpoint,
  getBlockedWordsEndpoint,
  getModeratedRoomEndpoint,
  liveHostListEndpoint,
  muteInRoomEndpoint,
  setBlockedWordsEndpoint,
  upsertLiveHostEndpoint,
  type LiveHost,
} from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { opsCall } from '../../../lib/ops/ops-call';

const hostsKey = ['support-desk', 'live-hosts'] as const;

export function useHosts() {
  return useQuery({
    queryKey: [...hostsKey, 'list'],
    queryFn: ({ signal }) => opsCall(liveHostListEndpoint, {}, { signal }),
  });
}

export function useModeratedRoom(code: string | null) {
  return useQuery({
    queryKey: [...hostsKey, 'room', code],
    queryFn: ({ signal }) => opsCall(getModeratedRoomEndpoint, { params: { code: code ?? '' } }, { signal }),
    enabled: code !== null,
    refetchInterval: 3000,
  });
}

export function useBlockedWords() {
  return useQuery({
    queryKey: [...hostsKey, 'words'],
    queryFn: ({ signal }) => opsCall(getBlockedWordsEndpoint, {}, { signal }),
  });
}

/** Moderation actions; each refreshes the desk's view of the rooms. */
export function useModeration() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: hostsKey });
  return {
    remove: useMutation({
      mutationFn: ({ code, id }: { code: string; id: string }) =>
        opsCall(deleteRoomMessageEndpoint, { params: { code, id } }),
      onSuccess,
    }),
    mute: useMutation({
      mutationFn: ({ code, username, minutes }: { code: string; username: string; minutes: number }) =>
        opsCall(muteInRoomEndpoint, { params: { code }, body: { username, minutes } }),
      onSuccess,
    }),
    words: useMutation({
      mutationFn: (words: string[]) => opsCall(setBlockedWordsEndpoint, { body: { words } }),
      onSuccess,
    }),
    status: useMutation({
      mutationFn: (host: LiveHost & { status: LiveHost['status'] }) =>
        opsCall(upsertLiveHostEndpoint, {
          params: { code: host.code },
          body: {
            name: host.name,
            avatarUrl: host.avatarUrl,
            status: host.status,
            streamUrl: host.streamUrl,
          },
        }),
      onSuccess,
    }),
  };
}
