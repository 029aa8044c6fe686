import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { FeatureMessages } from '../../../components/feature-messages';
import { LoadingCover } from '../../../components/loading-cover';
import { usePageTitle } from '../../../lib/page-title';
import { useLoginState } from '../../../lib/session';
import type { Product } from '../api/sb-client';
import { BetSlip } from '../components/bet-slip';
import { Book } from '../components/book';
import { CockfightArena } from '../components/cockfight-arena';
import { MyBets } from '../components/my-bets';
import { loadSportsbookMessages } from '../messages';
import styles from '../components/sportsbook.module.css';

const products: Record<string, { product: Product; titleKey: string }> = {
  '/sports': { product: 'sports', titleKey: 'con_sports' },
  '/esports': { product: 'esports', titleKey: 'compete_game' },
  '/cockfight': { product: 'cockfight', titleKey: 'in_cockfight_nav' },
};

function SportsbookBody() {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const { isLogin } = useLoginState();
  const { product, titleKey } = products[pathname] ?? products['/sports']!;
  const [view, setView] = useState<'book' | 'bets'>('book');
  usePageTitle(t(titleKey));
  const book = {
    product,
    nodeId: params.get('node'),
    language: i18n.language.startsWith('bn') ? 'bn' : 'en',
  };
  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <h1 className={styles.title}>{t(titleKey)}</h1>
        {isLogin && (
          <div className={styles.tabs} role="tablist">
            <button
              type="button"
              role="tab"
              aria-selected={view === 'book'}
              className={styles.tab}
              onClick={() => setView('book')}
            >
              {t(product === 'cockfight' ? 'sb_arena' : 'sb_book')}
            </button>
            <button
              type="button"
              role="tab"
              aria-selected={view === 'bets'}
              className={styles.tab}
              onClick={() => setView('bets')}
            >
              {t('sb_my_bets')}
            </button>
          </div>
        )}
      </header>
      <div className={styles.layout}>
        <main className={styles.main}>
          {view === 'bets' && isLogin ? (
            <MyBets book={book} />
          ) : product === 'cockfight' ? (
            <CockfightArena />
          ) : (
            <Book product={product} />
          )}
        </main>
        <BetSlip book={book} />
      </div>
    </div>
  );
}

/** /sports, /esports and /cockfight: the house book (lazy, never on the home route). */
export default function SportsbookPage() {
  return (
    <FeatureMessages load={loadSportsbookMessages} fallback={<LoadingCover />}>
      <SportsbookBody />
    </FeatureMessages>
  );
}
