import {
  dividendPeriods,
  type ContractOptions,
  type ContractTerms,
  type ContractType,
  type DividendPeriod,
  walletCurrency,
} from '@app/contracts';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../components/feedback';
import {
  FormAlert,
  SelectField,
  SubmitButton,
  TextField,
  fieldClasses,
  focusFirstInvalid,
} from '../../../components/form-fields';
import { useContractAction } from '../api/contract-action';
import {
  buildTerms,
  capOf,
  emptyDraft,
  emptyTier,
  MAX_TIERS,
  type ContractDraft,
  type DraftErrors,
  type TierDraft,
} from '../lib/contract-form';
import { formatRate } from '../lib/rates';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ContractTermsView } from './contract-terms';
import styles from './agent-ui.module.css';

interface OfferFormProps {
  options: ContractOptions;
  types: readonly ContractType[];
  initialUsername: string;
  initialType: ContractType | undefined;
}

/**
 * Offer a contract to a direct downline agent: its type, tiers and rates (never above my own
 * contract's, checked here and by the server), and the period for dividends; confirmed before it is sent.
 */
export function OfferForm({ options, types, initialUsername, initialType }: OfferFormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const formRef = useRef<HTMLFormElement>(null);
  const offer = useContractAction();
  const agents = options.downlineAgents;
  const [username, setUsername] = useState(
    agents.some((agent) => agent.username === initialUsername)
      ? initialUsername
      : (agents[0]?.username ?? ''),
  );
  const firstType = initialType && types.includes(initialType) ? initialType : (types[0] ?? 'daily_salary');
  const capFor = (type: ContractType) => {
    const own = options.own[type];
    return own ? capOf(type, own.terms) : null;
  };
  const [draft, setDraft] = useState<ContractDraft>(() => emptyDraft(firstType, capFor(firstType)));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [pending, setPending] = useState<ContractTerms | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const cap = capFor(draft.type);

  const problem = (field: string) => {
    const found = errors[field];
    return found ? t(found.key, found.params) : undefined;
  };
  const setTier = (index: number, patch: Partial<TierDraft>) =>
    setDraft({
      ...draft,
      tiers: draft.tiers.map((tier, at) => (at === index ? { ...tier, ...patch } : tier)),
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSent(null);
    offer.reset();
    const result = buildTerms(draft, cap);
    if (!username) {
      setErrors({ ...(result.errors ?? {}), username: { key: 'agent_field_required' } });
      focusFirstInvalid(formRef.current);
      return;
    }
    setErrors(result.errors ?? {});
    if (result.errors) {
      focusFirstInvalid(formRef.current);
      return;
    }
    setPending(result.terms);
  };

  const send = (terms: ContractTerms) =>
    offer.mutate(
      { type: draft.type, action: 'offer', downlineUsername: username, terms },
      {
        onSuccess: () => {
          setPending(null);
          setSent(username);
          setDraft(emptyDraft(draft.type, cap));
        },
      },
    );

  if (agents.length === 0) return <p className={styles.muted}>{t('agent_no_downline_agents')}</p>;
  if (types.length === 0) return <p className={styles.muted}>{t('agent_no_contract_types')}</p>;

  const tierFields: (keyof TierDraft)[] =
    draft.type === 'dividend'
      ? ['minPeriodLoss', 'minValidBet', 'minActiveMembers', 'rate']
      : draft.type === 'daily_salary'
        ? ['minValidBet', 'minActiveMembers', 'rate']
        : ['minValidBet', 'rate'];
  const tierLabel: Record<keyof TierDraft, string> = {
    minPeriodLoss: t('agent_min_period_loss'),
    minValidBet: t(draft.type === 'hourly_salary' ? 'agent_min_hourly_bet' : 'agent_min_valid_bet'),
    minActiveMembers: t('agent_min_active_members'),
    rate: t('agent_rate_percent'),
  };

  return (
    <form ref={formRef} className={fieldClasses.form} onSubmit={submit} noValidate>
      <SelectField
        label={t('agent_downline_agent')}
        value={username}
        onValue={setUsername}
        error={problem('username')}
      >
        {agents.map((agent) => (
          <option key={agent.username} value={agent.username}>
            {agent.nickname ? `${agent.username} (${agent.nickname})` : agent.username}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('agent_contract_type')}
        value={draft.type}
        onValue={(value) => {
          const type = value as ContractType;
          setErrors({});
          setDraft(emptyDraft(type, capFor(type)));
        }}
      >
        {types.map((type) => (
          <option key={type} value={type}>
            {t(`agent_contract_type_${type}`)}
          </option>
        ))}
      </SelectField>
      <p className={styles.muted} role="note">
        {!cap
          ? t('contract_no_own_contract')
          : draft.type === 'realtime_salary'
            ? t('agent_own_realtime_cap', {
                profit: formatRate(cap.profitRateBp),
                loss: formatRate(cap.lossRateBp),
              })
            : t('agent_own_cap', { max: formatRate(cap.maxRateBp) })}
      </p>
      {draft.type === 'dividend' && (
        <SelectField
          label={t('agent_contract_period')}
          value={draft.period}
          onValue={(value) => setDraft({ ...draft, period: value as DividendPeriod })}
          error={problem('period')}
        >
          {dividendPeriods.map((period) => (
            <option key={period} value={period}>
              {t(`agent_period_${period}`)}
            </option>
          ))}
        </SelectField>
      )}
      {draft.type === 'realtime_salary' ? (
        <>
          <TextField
            label={t('agent_profit_rate_percent')}
            value={draft.profitRate}
            onValue={(profitRate) => setDraft({ ...draft, profitRate })}
            inputMode="decimal"
            error={problem('profitRate')}
          />
          <TextField
            label={t('agent_loss_rate_percent')}
            value={draft.lossRate}
            onValue={(lossRate) => setDraft({ ...draft, lossRate })}
            inputMode="decimal"
            error={problem('lossRate')}
          />
          <TextField
            label={t('agent_single_bet_min')}
            value={draft.singleBetMin}
            onValue={(singleBetMin) => setDraft({ ...draft, singleBetMin })}
            inputMode="decimal"
            prefix={walletCurrency.symbol}
            error={problem('singleBetMin')}
          />
        </>
      ) : (
        <ol className={styles.tierList}>
          {draft.tiers.map((tier, index) => (
            <li key={index}>
              <div className={styles.contractHead}>
                <span className={styles.tierName}>{t('agent_tier', { number: index + 1 })}</span>
                {draft.tiers.length > 1 && (
                  <button
                    type="button"
                    className="btn btn-secondary btn-sm"
                    onClick={() => setDraft({ ...draft, tiers: draft.tiers.filter((_, at) => at !== index) })}
                  >
                    {t('agent_remove_tier', { number: index + 1 })}
                  </button>
                )}
              </div>
              {tierFields.map((field) => (
                <TextField
                  key={field}
                  label={t('agent_tier_field', { number: index + 1, field: tierLabel[field] })}
                  value={tier[field]}
                  onValue={(value) => setTier(index, { [field]: value })}
                  inputMode={field === 'minActiveMembers' ? 'numeric' : 'decimal'}
                  prefix={
                    field === 'minValidBet' || field === 'minPeriodLoss' ? walletCurrency.symbol : undefined
                  }
                  error={problem(`tiers.${index}.${field}`)}
                />
              ))}
            </li>
          ))}
        </ol>
      )}
      {draft.type !== 'realtime_salary' && draft.tiers.length < MAX_TIERS && (
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          onClick={() => setDraft({ ...draft, tiers: [...draft.tiers, emptyTier()] })}
        >
          {t('agent_add_tier')}
        </button>
      )}
      <FormAlert message={problem('form') ?? (offer.isError && !pending ? errorText(offer.error) : null)} />
      {sent && (
        <p className={styles.success} role="status">
          {t('agent_offer_sent', { username: sent })}
        </p>
      )}
      <SubmitButton busy={offer.isPending} disabled={!cap}>
        {t('agent_send_offer')}
      </SubmitButton>
      {pending && (
        <ConfirmDialog
          title={t('agent_confirm_offer_title')}
          confirmLabel={t('agent_send_offer')}
          busy={offer.isPending}
          error={offer.isError ? errorText(offer.error) : null}
          onCancel={() => {
            setPending(null);
            offer.reset();
          }}
          onConfirm={() => send(pending)}
        >
          <p>{t('agent_confirm_offer', { type: t(`agent_contract_type_${draft.type}`), username })}</p>
          <ContractTermsView type={draft.type} terms={pending} />
        </ConfirmDialog>
      )}
    </form>
  );
}
