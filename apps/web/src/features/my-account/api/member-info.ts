import {
  getAvatarChoicesEndpoint,
  setAvatarEndpoint,
  setNicknameEndpoint,
  type AvatarId,
} from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';
import { useSession } from '../../../lib/session';

/** The shipped avatars and the current one. */
export function useAvatarChoices() {
  const { token } = useSession();
  return useQuery({
    queryKey: ['myAccount', 'avatars', token],
    queryFn: ({ signal }) => callEndpoint(getAvatarChoicesEndpoint, {}, { signal }),
    enabled: token !== null,
    staleTime: Infinity,
  });
}

/** Both answer the member info as it is now. */
export const setNickname = (nickname: string) => callEndpoint(setNicknameEndpoint, { body: { nickname } });
export const setAvatar = (iconId: AvatarId) => callEndpoint(setAvatarEndpoint, { body: { iconId } });
