import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FeatureMessages } from '../../../components/feature-messages';
import { EmptyState, ErrorState } from '../../../components/feedback';
import { TextField } from '../../../components/form-fields';
import { Spinner } from '../../../components/loading-cover';
import { usePageTitle } from '../../../lib/page-title';
import { useHelpCenter } from '../api/get-help-center';
import { HelpArticleList } from '../components/help-article-list';
import { matchArticles } from '../lib/match-articles';
import { loadHelpCenterMessages } from '../messages';
import styles from '../components/help-center-page.module.css';

function HelpCenter() {
  const { t, i18n } = useTranslation();
  const help = useHelpCenter(i18n.language);
  const [query, setQuery] = useState('');
  const title = t('help_center');
  usePageTitle(title);
  const found = help.data ? matchArticles(help.data, query) : [];
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {help.isPending ? (
        <Spinner label={t('loading')} />
      ) : help.isError ? (
        <ErrorState error={help.error} onRetry={() => void help.refetch()} />
      ) : help.data.length === 0 ? (
        <EmptyState icon="help" title={t('help_empty')} />
      ) : (
        <>
          <TextField type="search" label={t('help_search')} value={query} onValue={setQuery} optional />
          {found.length === 0 ? (
            <EmptyState icon="help" title={t('help_no_match', { query: query.trim() })} />
          ) : (
            // A search opens the best match; the key starts the folds afresh for each result list.
            <HelpArticleList key={query} articles={found} openSlug={query ? found[0]?.slug : null} />
          )}
        </>
      )}
    </section>
  );
}

/** /member/helpCenter: the help popup's articles as a searchable page, open to everyone. */
export default function HelpCenterPage() {
  const { t } = useTranslation();
  return (
    <FeatureMessages load={loadHelpCenterMessages} fallback={<Spinner label={t('loading')} />}>
      <HelpCenter />
    </FeatureMessages>
  );
}
