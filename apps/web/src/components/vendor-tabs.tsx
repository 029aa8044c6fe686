import type { MenuVendor } from '@app/contracts';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icons';
import styles from './vendor-tabs.module.css';

/** Spec section 9: scroll arrows beside the vendors when there are more than this many. */
export const VENDOR_ARROWS_OVER = 8;

interface VendorTabsProps {
  vendors: readonly MenuVendor[];
  /** The chosen vendor code; null: every vendor. */
  value: string | null;
  onChange: (vassalage: string | null) => void;
  label: string;
}

/** Vendor filter buttons ("All" first), scrolled sideways with arrows when there are many. */
export function VendorTabs({ vendors, value, onChange, label }: VendorTabsProps) {
  const { t } = useTranslation();
  const listRef = useRef<HTMLDivElement>(null);
  const arrows = vendors.length > VENDOR_ARROWS_OVER;
  const scroll = (direction: 1 | -1) => {
    const list = listRef.current;
    if (!list) return;
    const distance = Math.max(list.clientWidth * 0.8, 120) * direction;
    list.scrollBy({ left: document.dir === 'rtl' ? -distance : distance, behavior: 'smooth' });
  };

  return (
    <div className={styles.tabs}>
      {arrows && (
        <button
          type="button"
          className={styles.arrow}
          onClick={() => scroll(-1)}
          aria-label={t('previous_vendors')}
        >
          <Icon name="chevronLeft" size={18} />
        </button>
      )}
      <div ref={listRef} className={styles.list} role="group" aria-label={label}>
        <button
          type="button"
          className={styles.tab}
          aria-pressed={value === null}
          onClick={() => onChange(null)}
        >
          {t('all_vendors')}
        </button>
        {vendors.map((vendor) => (
          <button
            key={vendor.vassalage}
            type="button"
            className={styles.tab}
            aria-pressed={value === vendor.vassalage}
            onClick={() => onChange(vendor.vassalage)}
          >
            <img src={vendor.logoUrl} alt="" width={22} height={22} className={styles.logo} loading="lazy" />
            {vendor.vendorName}
          </button>
        ))}
      </div>
      {arrows && (
        <button
          type="button"
          className={styles.arrow}
          onClick={() => scroll(1)}
          aria-label={t('next_vendors')}
        >
          <Icon name="chevronRight" size={18} />
        </button>
      )}
    </div>
  );
}
