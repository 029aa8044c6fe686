import { agentCenterPaths, type RegisterDownlineRequest, type RegisteredDownline } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { encryptedRequest } from '../../../lib/encrypted-request';
import { agentKeys } from './agent-keys';

/** POST AGC_registerDownline (enc): opens a member or agent account below me. */
export function useRegisterDownline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: RegisterDownlineRequest) =>
      encryptedRequest<RegisteredDownline>(agentCenterPaths.registerDownline, request),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: agentKeys.all }),
  });
}
