import type { ContractAction, ContractView } from '@app/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../components/feedback';
import { useContractAction } from '../api/contract-action';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ContractTermsView } from './contract-terms';
import styles from './agent-ui.module.css';

type AnswerAction = Exclude<ContractAction, 'offer'>;

const actionKeys: Record<AnswerAction, string> = {
  accept: 'agent_action_accept',
  reject: 'agent_action_reject',
  cancel: 'agent_action_cancel',
  requestTermination: 'agent_action_request_termination',
  confirmTermination: 'agent_action_confirm_termination',
  declineTermination: 'agent_action_decline_termination',
};

const questionKeys: Record<AnswerAction, string> = {
  accept: 'agent_confirm_accept',
  reject: 'agent_confirm_reject',
  cancel: 'agent_confirm_cancel',
  requestTermination: 'agent_confirm_request_termination',
  confirmTermination: 'agent_confirm_confirm_termination',
  declineTermination: 'agent_confirm_decline_termination',
};

/** The other party of a contract, as the caller sees it. */
export function counterpartName(contract: ContractView, t: (key: string) => string): string {
  const party = contract.role === 'downline' ? contract.upline : contract.downline;
  if (!party) return t('agent_operator');
  return party.nickname ? `${party.username} (${party.nickname})` : party.username;
}

/**
 * The buttons of what the caller may do with a contract now (the server lists them), each asking
 * for confirmation first; when the server answers that contracts below would end (a lower rate),
 * a second step lists them and asks again.
 */
export function ContractActions({ contract, onDone }: { contract: ContractView; onDone?: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const mutation = useContractAction();
  const [asking, setAsking] = useState<AnswerAction | null>(null);
  const [cascade, setCascade] = useState<ContractView[] | null>(null);
  const actions = contract.actions.filter((action): action is AnswerAction => action !== 'offer');
  if (actions.length === 0) return null;

  const close = () => {
    setAsking(null);
    setCascade(null);
    mutation.reset();
  };

  const run = (action: AnswerAction, confirm: boolean) =>
    mutation.mutate(
      { type: contract.type, action, contractId: contract.id, ...(confirm ? { confirm: true } : {}) },
      {
        onSuccess: (result) => {
          if (result.confirmationRequired) {
            setCascade(result.wouldTerminate);
            return;
          }
          close();
          onDone?.();
        },
      },
    );

  const typeName = t(`agent_contract_type_${contract.type}`);
  return (
    <div className={styles.row}>
      {actions.map((action) => (
        <button
          key={action}
          type="button"
          className={`btn btn-sm ${action === 'accept' || action === 'confirmTermination' ? 'btn-primary' : 'btn-secondary'}`}
          onClick={() => setAsking(action)}
        >
          {t(actionKeys[action])}
        </button>
      ))}
      {asking && !cascade && (
        <ConfirmDialog
          title={t(actionKeys[asking])}
          confirmLabel={t(actionKeys[asking])}
          busy={mutation.isPending}
          error={mutation.isError ? errorText(mutation.error) : null}
          onCancel={close}
          onConfirm={() => run(asking, false)}
        >
          <p>{t(questionKeys[asking], { type: typeName, name: counterpartName(contract, t) })}</p>
          <ContractTermsView type={contract.type} terms={contract.terms} />
        </ConfirmDialog>
      )}
      {asking && cascade && (
        <ConfirmDialog
          title={t('agent_cascade_title')}
          confirmLabel={t('agent_cascade_confirm')}
          busy={mutation.isPending}
          error={mutation.isError ? errorText(mutation.error) : null}
          onCancel={close}
          onConfirm={() => run(asking, true)}
        >
          <p>{t('agent_cascade_text', { count: cascade.length })}</p>
          <ul className={styles.stack}>
            {cascade.map((ending) => (
              <li key={ending.id} className={styles.contract}>
                <p className={styles.contractTitle}>
                  {t('agent_cascade_item', {
                    type: t(`agent_contract_type_${ending.type}`),
                    name: ending.downline.username,
                  })}
                </p>
                <ContractTermsView type={ending.type} terms={ending.terms} />
              </li>
            ))}
          </ul>
        </ConfirmDialog>
      )}
    </div>
  );
}
