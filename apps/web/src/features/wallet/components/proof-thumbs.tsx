import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getProofImage } from '../api/get-proof-image';
import styles from './wallet.module.css';

function ProofThumb({ url, index }: { url: string; index: number }) {
  const { t } = useTranslation();
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    let objectUrl: string | null = null;
    getProofImage(url, controller.signal).then(
      (blob) => {
        objectUrl = URL.createObjectURL(blob);
        setSrc(objectUrl);
      },
      () => undefined,
    );
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  if (!src) return null;
  return (
    <a href={src} target="_blank" rel="noopener noreferrer">
      <img src={src} alt={t('uploaded_proof', { number: index + 1 })} />
    </a>
  );
}

/** The proof images sent with a receipt confirmation. */
export function ProofThumbs({ proofs }: { proofs: readonly { id: string; url: string }[] }) {
  if (proofs.length === 0) return null;
  return (
    <div className={styles.thumbs}>
      {proofs.map((proof, index) => (
        <ProofThumb key={proof.id} url={proof.url} index={index} />
      ))}
    </div>
  );
}
