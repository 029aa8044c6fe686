import { useTranslation } from 'react-i18next';
import { paginationItems } from '../lib/pagination';
import { Icon } from './icons';
import styles from './pagination.module.css';

interface PaginationProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}

/** Page buttons (3 around the current page, 2 at each end); nothing for a single page. */
export function Pagination({ page, totalPages, onChange }: PaginationProps) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label={t('pagination')}>
      <button
        type="button"
        className={styles.step}
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
        aria-label={t('previous_page')}
      >
        <Icon name="chevronLeft" size={18} />
      </button>
      {paginationItems(page, totalPages).map((item, index) =>
        item === 'gap' ? (
          <span key={`gap-${index}`} className={styles.gap} aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={item}
            type="button"
            className={styles.page}
            aria-current={item === page ? 'page' : undefined}
            aria-label={t('page_number', { page: item })}
            onClick={() => item !== page && onChange(item)}
          >
            {item}
          </button>
        ),
      )}
      <button
        type="button"
        className={styles.step}
        disabled={page >= totalPages}
        onClick={() => onChange(page + 1)}
        aria-label={t('next_page')}
      >
        <Icon name="chevronRight" size={18} />
      </button>
    </nav>
  );
}
