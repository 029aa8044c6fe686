import {
  avatarUploadLimits,
  getAvatarChoicesEndpoint,
  setAvatarEndpoint,
  setNicknameEndpoint,
  uploadAvatarEndpoint,
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

/** Why a picture cannot be an avatar before it is sent: its type or its size (the server checks again). */
export function avatarFileProblem(file: File): 'proof_invalid' | 'proof_too_large' | null {
  if (file.type !== 'image/png' && file.type !== 'image/jpeg') return 'proof_invalid';
  return file.size > avatarUploadLimits.maxBytes ? 'proof_too_large' : null;
}

/** Uploads a picture as the avatar (png or jpg, 5MB); the server re-encodes it. */
export function uploadAvatar(file: File) {
  const form = new FormData();
  form.append('avatar', file, file.name);
  return callEndpoint(uploadAvatarEndpoint, {}, { multipart: form, timeoutMs: 120_000 });
}
