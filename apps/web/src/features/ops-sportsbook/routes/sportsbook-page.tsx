import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FeatureMessages } from '../../../components/feature-messages';
import { LoadingCover } from '../../../components/loading-cover';
import { OpsPageFrame, OpsTabs, QueryView } from '../../../components/ops/ops-page';
import { usePageTitle } from '../../../lib/page-title';
import { useSportsbookSettings } from '../api/sportsbook';
import { MarketsPanel } from '../components/markets-panel';
import { SettingsForm } from '../components/settings-form';
import { loadOpsSportsbookMessages } from '../messages';

const tabs = ['markets', 'settings'] as const;

function SportsbookConsole() {
  const { t } = useTranslation();
  usePageTitle(t('ops_sportsbook_heading'));
  const [tab, setTab] = useState<(typeof tabs)[number]>('markets');
  const settings = useSportsbookSettings();
  return (
    <OpsPageFrame title={t('ops_sportsbook_heading')}>
      <OpsTabs
        tabs={tabs}
        selected={tab}
        onSelect={setTab}
        labelOf={(entry) => t(`ops_sportsbook_tab_${entry}`)}
      />
      {tab === 'markets' ? (
        <MarketsPanel />
      ) : (
        <QueryView query={settings}>
          {(data) => <SettingsForm key={JSON.stringify(data)} settings={data} />}
        </QueryView>
      )}
    </OpsPageFrame>
  );
}

/** Sportsbook controls: markets by liability (suspend, settle, void, resettle), margins and limits. */
export default function SportsbookPage() {
  return (
    <FeatureMessages load={loadOpsSportsbookMessages} fallback={<LoadingCover />}>
      <SportsbookConsole />
    </FeatureMessages>
  );
}
