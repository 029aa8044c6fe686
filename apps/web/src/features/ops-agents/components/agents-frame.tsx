import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FeatureMessages } from '../../../components/feature-messages';
import { LoadingCover } from '../../../components/loading-cover';
import { usePageTitle } from '../../../lib/page-title';
import { OpsPageFrame } from '../../ops-console/components/ops-page';
import { loadOpsAgentsMessages } from '../messages';

function Titled({ titleKey, children }: { titleKey: string; children: ReactNode }) {
  const { t } = useTranslation();
  usePageTitle(t(titleKey));
  return <OpsPageFrame title={t(titleKey)}>{children}</OpsPageFrame>;
}

/** A console agents page: its own messages loaded, then the console's page frame. */
export function AgentsFrame({ titleKey, children }: { titleKey: string; children: ReactNode }) {
  return (
    <FeatureMessages load={loadOpsAgentsMessages} fallback={<LoadingCover />}>
      <Titled titleKey={titleKey}>{children}</Titled>
    </FeatureMessages>
  );
}
