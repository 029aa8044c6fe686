import type { ReactNode } from 'react';
import { Icon, type IconName } from '../../../components/icons';
import styles from './home-section.module.css';

interface HomeSectionProps {
  id: string;
  title: string;
  icon: IconName;
  /** Links beside the title (vendors), one scrolling line on small screens. */
  links?: ReactNode;
  /** The "more" link or button at the end of the title line. */
  more?: ReactNode;
  children: ReactNode;
}

/** A titled block of the home page. */
export function HomeSection({ id, title, icon, links, more, children }: HomeSectionProps) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.head}>
        <h2 id={id} className={styles.title}>
          <span className={styles.icon}>
            <Icon name={icon} size={18} />
          </span>
          {title}
        </h2>
        {links && <div className={styles.links}>{links}</div>}
        {more && <div className={styles.more}>{more}</div>}
      </div>
      {children}
    </section>
  );
}
