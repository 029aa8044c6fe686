import { useTranslation } from 'react-i18next';
import { PrivateImage } from '../../../components/private-image';
import styles from './wallet.module.css';

/** The proof images sent with a receipt confirmation. */
export function ProofThumbs({ proofs }: { proofs: readonly { id: string; url: string }[] }) {
  const { t } = useTranslation();
  if (proofs.length === 0) return null;
  return (
    <div className={styles.thumbs}>
      {proofs.map((proof, index) => (
        <PrivateImage key={proof.id} url={proof.url} alt={t('uploaded_proof', { number: index + 1 })} />
      ))}
    </div>
  );
}
