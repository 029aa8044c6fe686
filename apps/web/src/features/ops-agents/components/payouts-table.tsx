import type { OpsAgentDetail } from '@app/contracts';
import { Fragment, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './agents.module.css';

type Payout = OpsAgentDetail['payouts'][number];
type Level = NonNullable<Payout['levels']>[number];

const percent = (bp: number) => `${bp / 100}%`;

/** Whose volume a level is: the downline agents whose own rate was taken off, or the full-rate part. */
function Who({ level }: { level: Level }) {
  const { t } = useTranslation();
  if (level.downlineRateBp === 0 && level.downlines?.length === 0) return t('agents_level_full_rate');
  if (!level.downlines || level.downlines.length === 0) return t('agents_level_agents_unrecorded');
  return level.downlines.join(', ');
}

/** A payout's level difference: who, the pair of rates, the volume, the rate paid on it and its amount. */
function Levels({ payout, id }: { payout: Payout; id: string }) {
  const { t } = useTranslation();
  if (!payout.levels || payout.levels.length === 0)
    return (
      <p id={id} className={styles.muted}>
        {t('agents_levels_unrecorded')}
      </p>
    );
  return (
    <table id={id} className={styles.table} aria-label={t('agents_levels_of', { period: payout.periodKey })}>
      <thead>
        <tr>
          <th>{t('agents_level_who')}</th>
          <th>{t('agents_level')}</th>
          <th>{t('agents_level_base')}</th>
          <th>{t('agents_level_rate')}</th>
          <th>{t('agents_amount')}</th>
        </tr>
      </thead>
      <tbody>
        {payout.levels.map((level) => (
          <tr key={`${level.ownRateBp}:${level.downlineRateBp}`}>
            <td>
              <Who level={level} />
            </td>
            <td>
              {level.downlineRateBp === 0
                ? percent(level.ownRateBp)
                : t('agents_level_difference', {
                    own: percent(level.ownRateBp),
                    downline: percent(level.downlineRateBp),
                  })}
            </td>
            <td>{level.volume}</td>
            <td>{percent(level.paidRateBp)}</td>
            <td>{level.amount}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function PayoutRows({ payout }: { payout: Payout }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const levelsId = useId();
  return (
    <Fragment>
      <tr data-testid={`payout-${payout.id}`}>
        <td>{t(`agents_contract_${payout.type}`)}</td>
        <td>{payout.periodKey}</td>
        <td>{payout.basis}</td>
        <td>{percent(payout.rateBp)}</td>
        <td>{payout.amount}</td>
        <td>
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            aria-expanded={open}
            aria-controls={open ? levelsId : undefined}
            onClick={() => setOpen(!open)}
          >
            {t(open ? 'agents_levels_hide' : 'agents_levels_show')}
          </button>
        </td>
      </tr>
      {open && (
        <tr>
          <td colSpan={6}>
            <Levels payout={payout} id={levelsId} />
          </td>
        </tr>
      )}
    </Fragment>
  );
}

/** An agent's recent contract payouts, each opening to the level difference behind its amount. */
export function PayoutsTable({ payouts }: { payouts: readonly Payout[] }) {
  const { t } = useTranslation();
  if (payouts.length === 0) return <p className={styles.muted}>{t('agents_none')}</p>;
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th>{t('agents_contract_type')}</th>
            <th>{t('agents_period')}</th>
            <th>{t('agents_basis')}</th>
            <th>{t('agents_rate')}</th>
            <th>{t('agents_amount')}</th>
            <th>
              <span className="visually-hidden">{t('agents_levels')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {payouts.map((payout) => (
            <PayoutRows key={payout.id} payout={payout} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
