import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FeatureMessages } from '../../../components/feature-messages';
import { LoadingCover } from '../../../components/loading-cover';
import { OpsPageFrame, OpsTabs, QueryView } from '../../../components/ops/ops-page';
import { useOpsSession } from '../../../lib/ops/ops-session';
import { usePageTitle } from '../../../lib/page-title';
import { useGamesCatalog } from '../api/games';
import { CategoriesPanel } from '../components/categories-panel';
import { GamesPanel } from '../components/games-panel';
import { ImportPanel } from '../components/import-panel';
import { VendorsPanel } from '../components/vendors-panel';
import { loadOpsGamesMessages } from '../messages';

const tabs = ['games', 'vendors', 'categories', 'import'] as const;
type Tab = (typeof tabs)[number];

function GamesConsole() {
  const { t } = useTranslation();
  usePageTitle(t('ops_games_heading'));
  const session = useOpsSession();
  const canImport = session?.staff.permissions.includes('catalog') ?? false;
  const [tab, setTab] = useState<Tab>('games');
  const catalog = useGamesCatalog();
  return (
    <OpsPageFrame title={t('ops_games_heading')}>
      <OpsTabs
        tabs={tabs.filter((entry) => entry !== 'import' || canImport)}
        selected={tab}
        onSelect={setTab}
        labelOf={(entry) => t(`ops_games_tab_${entry}`)}
      />
      {tab === 'import' ? (
        <ImportPanel />
      ) : (
        <QueryView query={catalog}>
          {(data) =>
            tab === 'games' ? (
              <GamesPanel catalog={data} />
            ) : tab === 'vendors' ? (
              <VendorsPanel catalog={data} />
            ) : (
              <CategoriesPanel catalog={data} />
            )
          }
        </QueryView>
      )}
    </OpsPageFrame>
  );
}

/** The game catalog: games (enable, hot rank), vendors and categories (order, enable), the import with its preview. */
export default function GamesPage() {
  return (
    <FeatureMessages load={loadOpsGamesMessages} fallback={<LoadingCover />}>
      <GamesConsole />
    </FeatureMessages>
  );
}
