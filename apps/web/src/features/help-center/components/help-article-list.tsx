import type { HelpArticle } from '@app/contracts';
import DOMPurify from 'dompurify';
import styles from './help-center-modal.module.css';

/** The operator's help articles as folding entries, their HTML sanitised before rendering. */
export function HelpArticleList({
  articles,
  openSlug,
}: {
  articles: readonly HelpArticle[];
  /** Slug of the article to show opened (else the first). */
  openSlug?: string | null;
}) {
  return (
    <div className={styles.list}>
      {articles.map((entry, index) => (
        <details
          key={entry.id}
          className={styles.item}
          open={openSlug ? entry.slug === openSlug : index === 0}
        >
          <summary className={styles.summary}>{entry.title}</summary>
          <div
            className={styles.content}
            // Operator-authored HTML, sanitised: no scripts, handlers or unsafe URLs survive.
            dangerouslySetInnerHTML={{
              __html: DOMPurify.sanitize(entry.content, { USE_PROFILES: { html: true } }),
            }}
          />
        </details>
      ))}
    </div>
  );
}
