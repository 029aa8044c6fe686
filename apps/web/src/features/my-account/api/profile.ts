import {
  getMemberProfileEndpoint,
  updateMemberProfileEndpoint,
  type UpdateProfileRequest,
} from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';
import { useSession } from '../../../lib/session';

export const profileKey = (token: string | null) => ['myAccount', 'profile', token] as const;

/** The profile fields of spec 3. */
export function useProfile() {
  const { token } = useSession();
  return useQuery({
    queryKey: profileKey(token),
    queryFn: ({ signal }) => callEndpoint(getMemberProfileEndpoint, {}, { signal }),
    enabled: token !== null,
  });
}

/** Saves the fields sent, each checked by the operator's rule. */
export const updateProfile = (body: UpdateProfileRequest) =>
  callEndpoint(updateMemberProfileEndpoint, { body });
