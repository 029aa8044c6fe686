import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icons';
import { agentKeys } from '../api/agent-keys';
import { copyText } from '../../../lib/copy-text';
import { QR_DISPLAY_SIZE, qrDataUrl } from '../../../lib/qr';
import { AgentCard } from './agent-ui';
import styles from './agent-ui.module.css';

/** The agent's referral link (registration through it sets the upline): copy button and QR code. */
export function ReferralLink({ link, code }: { link: string; code: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  const qr = useQuery({
    queryKey: agentKeys.qr(link),
    queryFn: () => qrDataUrl(link),
    staleTime: Infinity,
  });
  useEffect(() => {
    if (copied === 'idle') return;
    const timer = setTimeout(() => setCopied('idle'), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  return (
    <AgentCard title={t('agent_referral_link')}>
      <p className={styles.muted}>{t('agent_referral_hint')}</p>
      <p className={styles.linkBox}>
        <span className={styles.linkText}>{link}</span>
      </p>
      <p className={styles.muted}>{t('agent_referral_code', { code })}</p>
      <div className={styles.row}>
        <button
          type="button"
          className="btn btn-primary btn-sm"
          onClick={() =>
            copyText(link).then(
              () => setCopied('copied'),
              () => setCopied('failed'),
            )
          }
        >
          <Icon name="copy" size={16} />
          {t('agent_copy_link')}
        </button>
        <span role="status" className={copied === 'idle' ? 'visually-hidden' : styles.muted}>
          {copied === 'copied' ? t('copy_success') : copied === 'failed' ? t('copy_failed') : ''}
        </span>
      </div>
      {qr.data ? (
        <div className={styles.qr}>
          <img
            src={qr.data}
            width={QR_DISPLAY_SIZE}
            height={QR_DISPLAY_SIZE}
            alt={t('agent_referral_qr_alt')}
          />
          <a className="btn btn-secondary btn-sm" href={qr.data} download="referral-qr.png">
            {t('agent_download_qr')}
          </a>
        </div>
      ) : qr.isError ? (
        <p className={styles.error}>{t('agent_qr_failed')}</p>
      ) : null}
    </AgentCard>
  );
}
