import { ApprovalQueue } from '../../../components/ops/approval-queue';
import { AgentsFrame } from '../components/agents-frame';

/** Four eyes on agent contracts (a 100% salary rate): decided by a second staff member with the agents permission. */
export default function AgentApprovalsPage() {
  return (
    <AgentsFrame titleKey="agents_approvals_heading">
      <ApprovalQueue kind="agent_contract" />
    </AgentsFrame>
  );
}
