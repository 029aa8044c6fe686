import type { FairnessProof } from '@app/house-games';
import { useTranslation } from 'react-i18next';
import { verifyCommands } from '../lib/verify-commands';
import styles from './game-shell.module.css';

interface ProofDetailsProps {
  proof: FairnessProof;
  /** From the provider's recall: undefined while it is being asked. */
  verified: boolean | undefined;
  /** Why the verification could not be asked for. */
  problem?: string | undefined;
}

/** A revealed round's proof: the hash shown before play, the seed, client seed and nonce, the check. */
export function ProofDetails({ proof, verified, problem }: ProofDetailsProps) {
  const { t } = useTranslation();
  const { serverSeed } = proof;
  return (
    <div className={styles.proof}>
      <dl className={styles.facts}>
        <dt>{t('gc_server_seed_hash')}</dt>
        <dd className={styles.mono}>{proof.serverSeedHash}</dd>
        {serverSeed && (
          <>
            <dt>{t('gc_server_seed')}</dt>
            <dd className={styles.mono}>{serverSeed}</dd>
          </>
        )}
        <dt>{t('gc_client_seed')}</dt>
        <dd className={styles.mono}>{proof.clientSeed}</dd>
        <dt>{t('gc_nonce')}</dt>
        <dd className={styles.mono}>{proof.nonce}</dd>
      </dl>
      <p className={verified === false || problem ? styles.bad : styles.good} role="status">
        {problem ??
          (verified === undefined
            ? t('gc_verifying')
            : verified
              ? `✓ ${t('gc_verified')}`
              : t('gc_not_verified'))}
      </p>
      {serverSeed && (
        <details>
          <summary>{t('gc_check_by_hand')}</summary>
          <pre className={styles.commands}>{verifyCommands({ ...proof, serverSeed })}</pre>
        </details>
      )}
    </div>
  );
}
