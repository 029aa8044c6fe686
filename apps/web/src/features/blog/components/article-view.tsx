import type { ArticleKind } from '@app/contracts';
import DOMPurify from 'dompurify';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, ErrorState } from '../../../components/feedback';
import { Spinner } from '../../../components/loading-cover';
import { ApiError } from '../../../lib/api-error';
import { usePageTitle } from '../../../lib/page-title';
import { useArticle } from '../api/articles';
import { articleListPath } from '../lib/article-path';
import { PublishedDate } from './published-date';
import styles from './articles.module.css';

/** One article: its title, date, cover and body (sanitised by the server, and again here). */
export function ArticleView({ kind, slug }: { kind: ArticleKind; slug: string }) {
  const { t, i18n } = useTranslation();
  const article = useArticle(kind, slug, i18n.language);
  usePageTitle(article.data?.title ?? t(kind));
  const back = <Link to={articleListPath(kind)}>{t(`articles_back_${kind}`)}</Link>;
  if (article.isPending) return <Spinner label={t('loading')} />;
  if (article.isError) {
    if (article.error instanceof ApiError && article.error.status === 404)
      return <EmptyState icon="megaphone" title={t('article_not_found')} action={back} />;
    return <ErrorState error={article.error} onRetry={() => void article.refetch()} />;
  }
  return (
    <article className={styles.page}>
      {back}
      <h1 className={styles.title}>{article.data.title}</h1>
      <PublishedDate iso={article.data.publishedAt} />
      {article.data.coverUrl && <img className={styles.cover} src={article.data.coverUrl} alt="" />}
      <div
        className={styles.body}
        dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(article.data.body) }}
      />
    </article>
  );
}
