import type { BannerGroup } from '@app/contracts';
import { useBanners } from '../lib/announcements';
import { BannerLink } from './banner-link';
import styles from './group-banner.module.css';

/** The first banner of a group (w_login, w_register, w_forget) above a popup's form, if there is one. */
export function GroupBanner({ group }: { group: BannerGroup }) {
  const banner = useBanners(group).data?.[0];
  if (!banner) return null;
  return (
    <BannerLink banner={banner} className={styles.banner}>
      <img src={banner.url} alt={banner.title} width={1200} height={400} className={styles.image} />
    </BannerLink>
  );
}
