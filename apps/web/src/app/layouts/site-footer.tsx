import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHelpCenter } from '../../features/help-center/api/get-help-center';
import { customerServiceName } from '../../lib/customer-service';
import { isInternalPath, isSafeExternalUrl } from '../../lib/links';
import { useSiteConfig } from '../../lib/site-config';
import { FooterProducts } from './footer-products';
import type { OpenModal } from './modal-host';
import styles from './site-footer.module.css';

/** Game providers whose logos the footer shows (spec section 9), drawn as text badges. */
const providerLogos = ['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS'] as const;

/** A plain click opens the popup in place; a modified click (new tab) follows the link. */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

function OperatorLink({ href, children }: { href: string; children: string }) {
  if (isInternalPath(href)) return <Link to={href}>{children}</Link>;
  if (!isSafeExternalUrl(href)) return <span>{children}</span>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

export function SiteFooter({ onOpenModal }: { onOpenModal: OpenModal }) {
  const { t, i18n } = useTranslation();
  const { resources, customerService } = useSiteConfig().permission;
  const help = useHelpCenter(i18n.language);

  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <section aria-labelledby="footer-help">
          <h2 id="footer-help" className={styles.title}>
            {t('help_center')}
          </h2>
          <ul className={styles.links}>
            {(help.data ?? []).map((article) => (
              <li key={article.id}>
                <Link
                  to={`/help?article=${encodeURIComponent(article.slug)}`}
                  onClick={(event) => {
                    if (!isPlainClick(event)) return;
                    event.preventDefault();
                    onOpenModal('help', article.slug);
                  }}
                >
                  {article.title}
                </Link>
              </li>
            ))}
            {help.isError && <li className={styles.muted}>{t('help_unavailable')}</li>}
            <li>
              <Link to="/member/blog">{t('blog')}</Link>
            </li>
            <li>
              <Link to="/member/news">{t('news')}</Link>
            </li>
          </ul>
        </section>

        <FooterProducts />

        <section aria-labelledby="footer-support">
          <h2 id="footer-support" className={styles.title}>
            {t('customer_service')}
          </h2>
          <ul className={styles.links}>
            {customerService.map((entry) => (
              <li key={`${entry.csType}-${entry.name}`}>
                <OperatorLink href={entry.path}>{customerServiceName(entry, t)}</OperatorLink>
              </li>
            ))}
          </ul>
          <p className={styles.muted}>{t('support_hours', { hours: resources.supportHours })}</p>
        </section>

        <section aria-labelledby="footer-social">
          <h2 id="footer-social" className={styles.title}>
            {t('follow_us')}
          </h2>
          <ul className={styles.social}>
            {resources.socialLinks.map((link) => (
              <li key={link.name}>
                <OperatorLink href={link.url}>{link.name}</OperatorLink>
              </li>
            ))}
          </ul>
        </section>
      </div>

      <section className={styles.providers} aria-labelledby="footer-providers">
        <h2 id="footer-providers" className={styles.title}>
          {t('game_providers')}
        </h2>
        <ul className={styles.badges}>
          {providerLogos.map((code) => (
            <li key={code} className={styles.badge}>
              {code}
            </li>
          ))}
        </ul>
      </section>

      <div className={styles.bottom}>
        <p className={styles.age}>
          <span className={styles.ageBadge} aria-hidden="true">
            18+
          </span>
          {t('responsible_gaming')}
        </p>
        <p>{t('copyright', { year: resources.copyrightYear, siteName: resources.siteName })}</p>
      </div>
    </footer>
  );
}
