import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FeatureMessages } from '../../../components/feature-messages';
import { LoadingCover } from '../../../components/loading-cover';
import { usePageTitle } from '../../../lib/page-title';
import { loadSupportDeskMessages } from '../messages';
import styles from './desk.module.css';

function Titled({ titleKey, children }: { titleKey: string; children: ReactNode }) {
  const { t } = useTranslation();
  usePageTitle(t(titleKey));
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{t(titleKey)}</h1>
      {children}
    </section>
  );
}

/** A support desk page: the desk's messages loaded, the title as h1. */
export function DeskPage({ titleKey, children }: { titleKey: string; children: ReactNode }) {
  return (
    <FeatureMessages load={loadSupportDeskMessages} fallback={<LoadingCover />}>
      <Titled titleKey={titleKey}>{children}</Titled>
    </FeatureMessages>
  );
}
