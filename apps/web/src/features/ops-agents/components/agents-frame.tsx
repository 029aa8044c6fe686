import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FeatureMessages } from '../../../components/feature-messages';
import { LoadingCover } from '../../../components/loading-cover';
import { usePageTitle } from '../../../lib/page-title';
import { loadOpsAgentsMessages } from '../messages';
import styles from './agents.module.css';

function Titled({ titleKey, children }: { titleKey: string; children: ReactNode }) {
  const { t } = useTranslation();
  usePageTitle(t(titleKey));
  return (
    <section className={styles.page} aria-labelledby="agents-page-title">
      <h1 id="agents-page-title" className={styles.title}>
        {t(titleKey)}
      </h1>
      {children}
    </section>
  );
}

/** A console agents page: its own messages loaded, then the console's page frame. */
export function AgentsFrame({ titleKey, children }: { titleKey: string; children: ReactNode }) {
  return (
    <FeatureMessages load={loadOpsAgentsMessages} fallback={<LoadingCover />}>
      <Titled titleKey={titleKey}>{children}</Titled>
    </FeatureMessages>
  );
}
