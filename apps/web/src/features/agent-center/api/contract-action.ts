import {
  contractActionEndpoints,
  type ContractAction,
  type ContractActionResult,
  type ContractTerms,
  type ContractType,
} from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, type EndpointInput } from '../../../lib/endpoint-client';
import { agentKeys } from './agent-keys';

export type ContractActionInput =
  | { type: ContractType; action: 'offer'; downlineUsername: string; terms: ContractTerms }
  | {
      type: ContractType;
      action: Exclude<ContractAction, 'offer'>;
      contractId: string;
      /** Go ahead although contracts below will end (after the server asked). */
      confirm?: boolean;
    };

/**
 * POST MCS2_processDividendReq / MCS2_processDailySalContract / MCS2_processContractHourSalary /
 * MCSFE_processRealTimeSalaryContract: offer, answer or end a contract. An answer with
 * confirmationRequired changed nothing yet.
 */
export function postContractAction({ type, ...body }: ContractActionInput): Promise<ContractActionResult> {
  const endpoint = contractActionEndpoints[type];
  // The form builds terms of the chosen type (ContractTerms does not tie them to it); the server checks.
  return callEndpoint(endpoint, { body } as EndpointInput<typeof endpoint>);
}

export function useContractAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postContractAction,
    onSuccess: (result) => {
      if (!result.confirmationRequired) void queryClient.invalidateQueries({ queryKey: agentKeys.all });
    },
  });
}
