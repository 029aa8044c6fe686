import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { drawQr } from '../lib/draw-qr';
import styles from './apps.module.css';

/** The QR code of `url` (spec defaults: drawn at 800 px with the app icon as logo), shown at `size` px. */
export function AppQr({ url, size, label }: { url: string; size: number; label: string }) {
  const { t } = useTranslation();
  const qr = useQuery({
    queryKey: ['apps', 'qr', url],
    queryFn: () => drawQr(url, { logoUrl: '/icons/app-icon.svg' }),
    staleTime: Infinity,
  });
  if (qr.isError) {
    return (
      <span className={styles.qrProblem} style={{ width: size, height: size }} role="img" aria-label={label}>
        {t('apps_qr_failed')}
      </span>
    );
  }
  if (qr.isPending) {
    return <span className={styles.qrPending} style={{ width: size, height: size }} aria-busy="true" />;
  }
  return <img className={styles.qr} src={qr.data} width={size} height={size} alt={label} data-qr-url={url} />;
}
