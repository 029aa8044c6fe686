import DOMPurify from 'dompurify';
import styles from './announcement-html.module.css';

/**
 * Operator-authored announcement HTML. The server sanitises it when it is saved; it is sanitised
 * again here, so no script, event handler or unsafe URL can run in the page.
 */
export function AnnouncementHtml({ html }: { html: string }) {
  return (
    <div
      className={styles.content}
      dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }) }}
    />
  );
}
