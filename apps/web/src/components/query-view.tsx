import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState } from './feedback';
import styles from './query-view.module.css';

interface Loadable<T> {
  data: T | undefined;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** Loading, error and empty states of a query (the operator console's pages), then its content. */
export function QueryView<T>({
  query,
  isEmpty,
  children,
}: {
  query: Loadable<T>;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isError && !query.data)
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data)
    return (
      <p className={styles.muted} role="status">
        {t('loading')}
      </p>
    );
  if (isEmpty?.(query.data)) return <EmptyState title={t('ops_nothing_here')} />;
  return <>{children(query.data)}</>;
}
