import { useId } from 'react';
import styles from './site-logo.module.css';

/** The operator's brand: a coin mark and the site name (white-label: the name comes from settings). */
export function SiteLogo({ name }: { name: string }) {
  const gradientId = useId();
  return (
    <span className={styles.logo}>
      <svg className={styles.mark} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#ffe39a" />
            <stop offset="0.55" stopColor="#f5c04e" />
            <stop offset="1" stopColor="#c98a12" />
          </linearGradient>
        </defs>
        <circle cx="20" cy="20" r="18" fill={`url(#${gradientId})`} />
        <circle
          cx="20"
          cy="20"
          r="13.5"
          fill="none"
          stroke="#7a5200"
          strokeOpacity="0.45"
          strokeWidth="1.5"
        />
        <path d="M11 25.5 9.5 15l5.5 4.5L20 12l5 7.5 5.5-4.5-1.5 10.5z" fill="#4a3000" />
        <rect x="11" y="27" width="18" height="2.6" rx="1.3" fill="#4a3000" />
      </svg>
      <span className={styles.name}>{name}</span>
    </span>
  );
}
