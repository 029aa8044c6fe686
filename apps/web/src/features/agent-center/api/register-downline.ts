import {
  freezeDownlineEndpoint,
  registerDownlineEndpoint,
  type RegisterDownlineRequest,
} from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';
import { agentKeys } from './agent-keys';

/** POST AGC_registerDownline (enc): opens a member or agent account below me. */
export function useRegisterDownline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: RegisterDownlineRequest) =>
      callEndpoint(registerDownlineEndpoint, { body: request }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: agentKeys.all }),
  });
}

/** POST AGC_freezeDownline: freezes or unfreezes an agent of my team. */
export function useFreezeDownline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: { username: string; frozen: boolean }) =>
      callEndpoint(freezeDownlineEndpoint, { body: { ...request, branch: false } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: agentKeys.all }),
  });
}
