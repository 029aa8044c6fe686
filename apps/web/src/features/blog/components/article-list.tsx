import type { ArticleKind } from '@app/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, ErrorState } from '../../../components/feedback';
import { Spinner } from '../../../components/loading-cover';
import { Pagination } from '../../../components/pagination';
import { useArticles } from '../api/articles';
import { articlePath } from '../lib/article-path';
import { PublishedDate } from './published-date';
import styles from './articles.module.css';

/** A kind's published articles, newest first, a page of 9 at a time. */
export function ArticleList({ kind }: { kind: ArticleKind }) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const articles = useArticles(kind, page, i18n.language);
  if (articles.isPending) return <Spinner label={t('loading')} />;
  if (articles.isError) return <ErrorState error={articles.error} onRetry={() => void articles.refetch()} />;
  if (articles.data.total === 0) return <EmptyState icon="megaphone" title={t(`articles_empty_${kind}`)} />;
  return (
    <>
      <ul className={styles.list} aria-busy={articles.isPlaceholderData || undefined}>
        {articles.data.list.map((article) => (
          <li key={article.slug} className={styles.card}>
            {article.coverUrl && (
              <img className={styles.cover} src={article.coverUrl} alt="" loading="lazy" />
            )}
            <h2>
              <Link to={articlePath(kind, article.slug)}>{article.title}</Link>
            </h2>
            <PublishedDate iso={article.publishedAt} />
            <p>{article.summary}</p>
            <Link
              to={articlePath(kind, article.slug)}
              aria-label={`${t('articles_read_more')}: ${article.title}`}
            >
              {t('articles_read_more')}
            </Link>
          </li>
        ))}
      </ul>
      <Pagination page={page} totalPages={articles.data.totalPages} onChange={setPage} />
    </>
  );
}
