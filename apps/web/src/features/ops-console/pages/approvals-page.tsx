import { useTranslation } from 'react-i18next';
import { ApprovalQueue } from '../../../components/ops/approval-queue';
import { OpsPageFrame } from '../../../components/ops/ops-page';

/**
 * Four eyes: balance adjustments above the configured amount, waiting for a second staff member
 * (agent contracts wait on the agents' approvals page, for staff holding the agents permission).
 */
export default function ApprovalsPage() {
  const { t } = useTranslation();
  return (
    <OpsPageFrame title={t('ops_approvals')}>
      <ApprovalQueue kind="adjustment" />
    </OpsPageFrame>
  );
}
