import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { FeatureMessages } from '../../../components/feature-messages';
import { Spinner } from '../../../components/loading-cover';
import { usePageTitle } from '../../../lib/page-title';
import { ArticleList } from '../components/article-list';
import { ArticleView } from '../components/article-view';
import { articleRouteOf } from '../lib/article-path';
import { loadBlogMessages } from '../messages';
import type { ArticleKind } from '@app/contracts';
import styles from '../components/articles.module.css';

function ListPage({ kind }: { kind: ArticleKind }) {
  const { t } = useTranslation();
  const title = t(kind);
  usePageTitle(title);
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <ArticleList kind={kind} />
    </section>
  );
}

/** /member/blog and /member/news (lists) and /member/<kind>/<slug> (an article), open to everyone. */
export default function ArticlesPage() {
  const { t } = useTranslation();
  const route = articleRouteOf(useLocation().pathname);
  if (!route) return <Navigate to="/member" replace />;
  return (
    <FeatureMessages load={loadBlogMessages} fallback={<Spinner label={t('loading')} />}>
      {route.slug ? (
        <ArticleView key={`${route.kind}/${route.slug}`} kind={route.kind} slug={route.slug} />
      ) : (
        <ListPage key={route.kind} kind={route.kind} />
      )}
    </FeatureMessages>
  );
}
