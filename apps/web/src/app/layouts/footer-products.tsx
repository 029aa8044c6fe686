import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { categoryLink, useGameMenus } from '../../lib/game-menus';
import { useNearViewport } from '../../lib/use-near-viewport';
import footerStyles from './site-footer.module.css';
import styles from './footer-products.module.css';

/**
 * Footer "products": each game category with its vendors, from the game menus (spec section 2). The
 * links (some 150 elements) are made when the footer comes near, not in the page's start-up work.
 */
export function FooterProducts() {
  const { t } = useTranslation();
  const [ref, near] = useNearViewport<HTMLElement>();
  const menus = useGameMenus();
  const categories = near ? (menus.data?.categories ?? []) : [];
  return (
    <section ref={ref} aria-labelledby="footer-products" className={styles.products}>
      <h2 id="footer-products" className={footerStyles.title}>
        {t('products')}
      </h2>
      <ul className={footerStyles.links}>
        {categories.map((category) => (
          <li key={category.gameCategory}>
            <Link to={category.path} className={styles.category}>
              {t(category.navKey)}
            </Link>
            <ul className={styles.vendors} aria-label={t('vendors_of', { category: t(category.navKey) })}>
              {category.vendors.map((vendor) => (
                <li key={vendor.vassalage}>
                  <Link to={categoryLink(category, vendor.vassalage)}>{vendor.vendorName}</Link>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
