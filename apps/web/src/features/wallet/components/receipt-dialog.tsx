import { textProblem, toDecimalString, type ReceiptResult, type Withdrawal } from '@app/contracts';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/modal';
import { useConfirmReceipt } from '../api/confirm-receipt';
import { checkAmount, minorOf, type Problem } from '../lib/amount';
import { money } from '../lib/money';
import { useProblemText, useServerProblem } from '../lib/use-problem-text';
import {
  fieldClasses,
  FormAlert,
  SubmitButton,
  TextField,
  focusFirstInvalid,
} from '../../../components/form-fields';
import { TextAreaField } from './form';
import { ProofPicker, type PickedProof } from './proof-picker';
import styles from './wallet.module.css';

const results: readonly ReceiptResult[] = ['received', 'partially_received', 'not_received'];
const NOTE_MAX = 140;

/** The amount that arrived, checked: more than 0, with 2 places at most, less than the withdrawal. */
export function checkReceivedAmount(
  input: string,
  withdrawal: bigint,
): { minor: bigint } | { problem: Problem } {
  const checked = checkAmount(input);
  if (!checked.ok) return { problem: checked.problem };
  if (checked.minor >= withdrawal) return { problem: { key: 'received_amount_invalid' } };
  return { minor: checked.minor };
}

interface ReceiptDialogProps {
  withdrawal: Withdrawal;
  onClose: () => void;
  onDone: (withdrawal: Withdrawal) => void;
}

/**
 * After the operator paid a withdrawal out: did the money arrive? Received, partially received (how
 * much; the rest is shown), or not received (with proof images: png or jpg, 5 MB each, at most 3).
 */
export function ReceiptDialog({ withdrawal, onClose, onDone }: ReceiptDialogProps) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const serverProblem = useServerProblem();
  const formRef = useRef<HTMLFormElement>(null);
  const legendId = useId();
  const [result, setResult] = useState<ReceiptResult>('received');
  const [received, setReceived] = useState('');
  const [note, setNote] = useState('');
  const [proofs, setProofs] = useState<PickedProof[]>([]);
  const [proofProblems, setProofProblems] = useState<Problem[]>([]);
  const [problems, setProblems] = useState<{ received?: Problem; proofs?: Problem; note?: Problem }>({});
  const [serverError, setServerError] = useState<{ field: string | null; text: string } | null>(null);
  const total = minorOf(withdrawal.amount) ?? 0n;
  const partial = result === 'partially_received';
  const needsProof = result === 'not_received';
  const showProofs = result !== 'received';

  const receivedCheck = partial && received.trim() !== '' ? checkReceivedAmount(received, total) : null;
  const remaining = receivedCheck && 'minor' in receivedCheck ? total - receivedCheck.minor : null;

  const mutation = useConfirmReceipt(withdrawal.id, {
    onSuccess: onDone,
    onError: (error) => {
      setServerError(serverProblem(error));
      focusFirstInvalid(formRef.current);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const found: { received?: Problem; proofs?: Problem; note?: Problem } = {};
    let receivedAmount: string | undefined;
    if (partial) {
      const checked = checkReceivedAmount(received, total);
      if ('problem' in checked) found.received = checked.problem;
      else receivedAmount = toDecimalString(checked.minor);
    }
    if (needsProof && proofs.length === 0) found.proofs = { key: 'proof_required' };
    found.note = textProblem(note.trim(), 'multiline') ?? undefined;
    setProblems(found);
    setServerError(null);
    if (found.received || found.proofs || found.note) {
      focusFirstInvalid(formRef.current);
      return;
    }
    mutation.mutate({
      result,
      ...(receivedAmount ? { receivedAmount } : {}),
      ...(note.trim() ? { note: note.trim() } : {}),
      proofs: showProofs ? proofs.map((proof) => proof.file) : [],
    });
  };

  const receivedError =
    problemText(problems.received) ?? (serverError?.field === 'receivedAmount' ? serverError.text : null);
  const proofError =
    problemText(problems.proofs) ?? (serverError?.field === 'proof' ? serverError.text : null);
  const formAlert =
    serverError && !['receivedAmount', 'proof', 'note'].includes(serverError.field ?? '')
      ? serverError.text
      : null;

  return (
    <Modal title={t('confirm_receipt')} onClose={mutation.isPending ? () => undefined : onClose} size="large">
      <form ref={formRef} className={fieldClasses.form} onSubmit={submit} noValidate>
        <dl className={styles.details}>
          <dt>{t('reference')}</dt>
          <dd className={styles.mono}>{withdrawal.reference}</dd>
          <dt>{t('withdrawal_amount')}</dt>
          <dd>{money(withdrawal.amount)}</dd>
          <dt>{t('payout_account')}</dt>
          <dd>
            {withdrawal.account.provider} {withdrawal.account.accountNumber}
          </dd>
        </dl>
        <fieldset className={styles.choices} aria-labelledby={legendId}>
          <legend id={legendId} className={styles.legend}>
            {t('receipt_question')}
          </legend>
          {results.map((item) => (
            <label key={item} className={styles.choice}>
              <input
                type="radio"
                name="receipt-result"
                value={item}
                checked={result === item}
                onChange={() => {
                  setResult(item);
                  setProblems({});
                  setServerError(null);
                }}
              />
              <span className={styles.choiceBody}>
                <span className={styles.choiceTitle}>{t(`receipt_${item}`)}</span>
                <span className={styles.choiceMeta}>{t(`receipt_${item}_hint`)}</span>
              </span>
            </label>
          ))}
        </fieldset>
        {partial && (
          <>
            <TextField
              label={t('received_amount')}
              prefix="৳"
              inputMode="decimal"
              autoComplete="off"
              value={received}
              onValue={(value) => {
                setReceived(value);
                setProblems((current) => ({ ...current, received: undefined }));
                setServerError(null);
              }}
              hint={t('received_amount_hint', { amount: money(withdrawal.amount) })}
              error={receivedError}
            />
            <p className={styles.muted} aria-live="polite">
              {t('remaining_amount')}: <strong>{remaining === null ? '—' : money(remaining)}</strong>
            </p>
          </>
        )}
        {showProofs && (
          <ProofPicker
            proofs={proofs}
            onProofs={(next) => {
              setProofs(next);
              setProblems((current) => ({ ...current, proofs: undefined }));
              setServerError(null);
            }}
            problems={proofProblems}
            onProblems={setProofProblems}
            required={needsProof}
            error={proofError}
          />
        )}
        <TextAreaField
          label={t('receipt_note')}
          optional
          value={note}
          onValue={(value) => {
            setNote(value);
            setProblems((current) => ({ ...current, note: undefined }));
          }}
          maxLength={NOTE_MAX}
          error={problemText(problems.note) ?? (serverError?.field === 'note' ? serverError.text : null)}
        />
        <FormAlert message={formAlert} />
        <SubmitButton busy={mutation.isPending}>{t('submit_receipt')}</SubmitButton>
      </form>
    </Modal>
  );
}
