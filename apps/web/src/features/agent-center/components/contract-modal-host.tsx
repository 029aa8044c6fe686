import { useState } from 'react';
import { ErrorBoundary } from '../../../components/error-boundary';
import { FeatureMessages } from '../../../components/feature-messages';
import { useSession } from '../../../lib/session';
import { useConsolidatedContract } from '../api/get-consolidated-contract';
import { loadAgentMessages } from '../messages';
import { ContractModal } from './contract-modal';

/**
 * The contract modal (spec section 2, logged-in only) on the player site and in the agent center:
 * after a login, when offers or termination requests wait for the agent's answer, it lists them with
 * their terms. Contracts are between agents, so only agent sessions ask; closing it keeps it closed
 * for the rest of the session.
 */
export default function ContractModalHost() {
  const { token, loginState, mustChangePassword } = useSession();
  const [closedFor, setClosedFor] = useState<string | null>(null);
  const asks = loginState.isAgent && !loginState.isTrial && !mustChangePassword;
  const consolidated = useConsolidatedContract(token, asks);
  const waiting = consolidated.data?.list ?? [];
  if (!asks || !token || closedFor === token || waiting.length === 0) return null;
  return (
    <ErrorBoundary fallback={() => null}>
      <FeatureMessages load={loadAgentMessages}>
        <ContractModal contracts={waiting} onClose={() => setClosedFor(token)} />
      </FeatureMessages>
    </ErrorBoundary>
  );
}
