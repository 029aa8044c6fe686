import { useState } from 'react';
import { Icon } from './icons';
import styles from './avatar.module.css';

/** The member's avatar; the default avatar when there is none or the image fails to load. */
export function Avatar({ url, size = 32 }: { url: string | null | undefined; size?: number }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showImage = url && failedUrl !== url;
  return (
    <span className={styles.avatar} style={{ width: size, height: size }} aria-hidden="true">
      {showImage ? (
        <img src={url} alt="" width={size} height={size} onError={() => setFailedUrl(url)} />
      ) : (
        <Icon name="member" size={Math.round(size * 0.6)} data-default-avatar="" />
      )}
    </span>
  );
}
