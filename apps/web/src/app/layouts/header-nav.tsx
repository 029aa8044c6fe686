import { homeNav, promotionsNav, type MenuCategory, type NavEntry } from '@app/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Icon, categoryIcon } from '../../components/icons';
import { categoryLink, useGameMenus } from '../../lib/game-menus';
import { isReferralEnabled, useRewardState } from '../../lib/reward-state';
import { useLoginState } from '../../lib/session';
import { scrollToTopSmoothly } from '../../lib/scroll';
import styles from './site-header.module.css';

/** Until the menus arrive: home and promotions, which are always there. */
const fixedNav: readonly NavEntry[] = [homeNav, promotionsNav];

/** An entry is current on its path; `/rng?gameType=MXWIN` only with that game type. */
function isCurrent(entry: NavEntry, pathname: string, search: string): boolean {
  const [path, query = ''] = entry.path.split('?');
  if (path !== pathname) return false;
  return new URLSearchParams(query).get('gameType') === new URLSearchParams(search).get('gameType');
}

/** Spec section 2: the rewards entry (the invite-friends rewards) shows while the referral promo runs, or to guests. */
const rewardsPath = '/member/referral';

/** Spec section 9: the drop menu switches to its large layout above this many vendors. */
const LARGE_MENU_VENDORS = 10;

/** A category's vendors under the header while its entry is hovered or focused (pointer devices). */
function VendorDropMenu({ category, onDone }: { category: MenuCategory; onDone: () => void }) {
  const large = category.vendors.length > LARGE_MENU_VENDORS;
  return (
    <div className={`${styles.dropMenu} ${large ? styles.dropMenuLarge : ''}`}>
      <ul className={styles.dropList} aria-label={category.title}>
        {category.vendors.map((vendor) => (
          <li key={vendor.vassalage}>
            <Link
              to={categoryLink(category, vendor.vassalage)}
              className={styles.dropLink}
              onClick={() => {
                onDone();
                scrollToTopSmoothly();
              }}
            >
              <img src={vendor.logoUrl} alt="" width={60} height={24} loading="lazy" />
              <span>{vendor.vendorName}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Header navigation (spec section 2): home, promotions, then one entry per game category with at
 * least one vendor, from the game menus, then rewards. Choosing one scrolls smoothly to the top and navigates;
 * pointing at a category drops down its vendors (a large layout past ten).
 */
export function HeaderNav() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const menus = useGameMenus().data;
  const nav = menus?.nav ?? fixedNav;
  const [open, setOpen] = useState<string | null>(null);
  const { isLogin } = useLoginState();
  const showRewards = isReferralEnabled(useRewardState()) || !isLogin;
  const rewardsCurrent = pathname === rewardsPath;
  const openCategory = menus?.categories.find((category) => category.gameCategory === open);
  return (
    <nav className={styles.nav} aria-label={t('main_navigation')} onMouseLeave={() => setOpen(null)}>
      <ul className={styles.navList}>
        {nav.map((entry) => {
          const current = isCurrent(entry, pathname, search);
          return (
            <li key={entry.key} onMouseEnter={() => setOpen(entry.key)} onFocus={() => setOpen(entry.key)}>
              <Link
                to={entry.path}
                className={`${styles.navLink} ${current ? styles.active : ''}`}
                aria-current={current ? 'page' : undefined}
                onClick={scrollToTopSmoothly}
              >
                <Icon name={categoryIcon[entry.key] ?? 'star'} size={18} />
                {t(entry.navKey)}
              </Link>
            </li>
          );
        })}
        {showRewards && (
          <li>
            <Link
              to={rewardsPath}
              className={`${styles.navLink} ${rewardsCurrent ? styles.active : ''}`}
              aria-current={rewardsCurrent ? 'page' : undefined}
              onClick={scrollToTopSmoothly}
            >
              <Icon name="reward" size={18} />
              {t('hd_rewards')}
            </Link>
          </li>
        )}
      </ul>
      {openCategory && openCategory.vendors.length > 0 && (
        <VendorDropMenu category={openCategory} onDone={() => setOpen(null)} />
      )}
    </nav>
  );
}
