import type { PointGood } from '@app/contracts';
import { formatMoney, parseMinor } from '@app/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FeatureMessages } from '../../../components/feature-messages';
import { EmptyState, ErrorState } from '../../../components/feedback';
import { Spinner } from '../../../components/loading-cover';
import { Pagination } from '../../../components/pagination';
import { formatDateTime } from '../../../lib/format';
import { usePageTitle } from '../../../lib/page-title';
import { useLoginState } from '../../../lib/session';
import { requestSiteModal } from '../../../lib/site-modal';
import { useSiteConfig } from '../../../lib/site-config';
import { useGoods } from '../api/get-goods';
import { usePointBalance } from '../api/get-point-balance';
import { usePointConfig } from '../api/get-point-config';
import { usePointDetails } from '../api/get-point-details';
import { useRedemptions } from '../api/get-redemptions';
import { ConvertForm } from '../components/convert-form';
import { RedeemDialog } from '../components/redeem-dialog';
import { loadPointsMallMessages } from '../messages';
import styles from './points-mall-page.module.css';

const tabs = ['goods', 'exchange', 'details', 'history'] as const;
type Tab = (typeof tabs)[number];

const money = (amount: string) => formatMoney(parseMinor(amount) ?? 0n);

function GoodCard({ good, onRedeem }: { good: PointGood; onRedeem: () => void }) {
  const { t } = useTranslation();
  const soldOut = good.stock === 0;
  return (
    <li className={styles.good}>
      {good.imageUrl ? (
        <img className={styles.image} src={good.imageUrl} alt="" loading="lazy" />
      ) : (
        <div className={styles.image} aria-hidden="true" data-kind={good.kind} />
      )}
      <h3 className={styles.goodName}>{good.name}</h3>
      <p className={styles.muted}>{good.description}</p>
      <p className={styles.price}>{t('pm_points_value', { points: good.pointsRequirement })}</p>
      {good.kind === 'cash' && (
        <p className={styles.muted}>{t('pm_cash_value', { amount: money(good.cashAmount) })}</p>
      )}
      {good.amountRequirement !== '0.00' && (
        <p className={styles.muted}>
          {t('pm_amount_requirement', { amount: money(good.amountRequirement) })}
        </p>
      )}
      <p className={styles.muted}>
        {good.stock === null ? t('pm_stock_unlimited') : t('pm_stock', { count: good.stock })}
        {good.perPlayerLimit !== null && ` · ${t('pm_limit', { count: good.perPlayerLimit })}`}
      </p>
      <button type="button" className="btn btn-primary" disabled={soldOut} onClick={onRedeem}>
        {soldOut ? t('good_out_of_stock') : t('pm_redeem')}
      </button>
    </li>
  );
}

function Goods({ points }: { points: bigint }) {
  const { t } = useTranslation();
  const { isLogin } = useLoginState();
  const goods = useGoods();
  const [chosen, setChosen] = useState<PointGood | null>(null);
  if (goods.isPending) return <Spinner label={t('loading')} />;
  if (goods.isError) return <ErrorState error={goods.error} onRetry={() => void goods.refetch()} />;
  if (goods.data.list.length === 0) return <EmptyState icon="gift" title={t('pm_no_goods')} />;
  return (
    <>
      <ul className={styles.goods}>
        {goods.data.list.map((good) => (
          <GoodCard
            key={good.id}
            good={good}
            onRedeem={() => (isLogin ? setChosen(good) : requestSiteModal('login'))}
          />
        ))}
      </ul>
      {chosen && <RedeemDialog good={chosen} points={points} onClose={() => setChosen(null)} />}
    </>
  );
}

function Exchange({ points }: { points: bigint }) {
  const { t } = useTranslation();
  const config = usePointConfig();
  if (config.isPending) return <Spinner label={t('loading')} />;
  if (config.isError) return <ErrorState error={config.error} onRetry={() => void config.refetch()} />;
  if (config.data.rates.length === 0) return <EmptyState icon="gift" title={t('pm_no_rates')} />;
  return <ConvertForm rates={config.data.rates} points={points} />;
}

function Details() {
  const { t, i18n } = useTranslation();
  const { timeZone } = useSiteConfig().permission.resources;
  const [page, setPage] = useState(1);
  const details = usePointDetails(page);
  if (details.isPending) return <Spinner label={t('loading')} />;
  if (details.isError) return <ErrorState error={details.error} onRetry={() => void details.refetch()} />;
  if (details.data.list.length === 0) return <EmptyState icon="record" title={t('pm_no_details')} />;
  return (
    <>
      <ul className={styles.rows}>
        {details.data.list.map((entry) => (
          <li key={entry.id} className={styles.row}>
            <span>{t(`pm_reason_${entry.reason}`)}</span>
            <span className={styles.muted}>{formatDateTime(entry.time, i18n.language, timeZone)}</span>
            <strong data-sign={entry.points.startsWith('-') ? 'out' : 'in'}>
              {entry.points.startsWith('-') ? entry.points : `+${entry.points}`}
            </strong>
            <span className={styles.muted}>{t('pm_balance_after', { points: entry.balance })}</span>
          </li>
        ))}
      </ul>
      <Pagination page={page} totalPages={details.data.totalPages} onChange={setPage} />
    </>
  );
}

function History() {
  const { t, i18n } = useTranslation();
  const { timeZone } = useSiteConfig().permission.resources;
  const [page, setPage] = useState(1);
  const history = useRedemptions(page);
  if (history.isPending) return <Spinner label={t('loading')} />;
  if (history.isError) return <ErrorState error={history.error} onRetry={() => void history.refetch()} />;
  if (history.data.list.length === 0) return <EmptyState icon="record" title={t('pm_no_history')} />;
  return (
    <>
      <ul className={styles.rows}>
        {history.data.list.map((row) => (
          <li key={row.reference} className={styles.record}>
            <dl>
              <dt>{t('pm_reference')}</dt>
              <dd>{row.reference}</dd>
              <dt>{t('pm_apply_time')}</dt>
              <dd>{formatDateTime(row.applyTime, i18n.language, timeZone)}</dd>
              <dt>{t('pm_type')}</dt>
              <dd>{t(`pm_type_${row.type}`)}</dd>
              <dt>{t('pm_name')}</dt>
              <dd>{row.name}</dd>
              <dt>{t('pm_quantity')}</dt>
              <dd>{row.quantity}</dd>
              <dt>{t('pm_status')}</dt>
              <dd data-status={row.status}>{t(`pm_status_${row.status}`)}</dd>
              <dt>{t('pm_changed_points')}</dt>
              <dd>{row.changedPoints}</dd>
              <dt>{t('pm_points_balance')}</dt>
              <dd>{row.pointsBalance}</dd>
              {row.redeemAmount !== '0.00' && (
                <>
                  <dt>{t('pm_redeem_amount')}</dt>
                  <dd>{money(row.redeemAmount)}</dd>
                </>
              )}
              {row.receivingAddress && (
                <>
                  <dt>{t('pm_receiving_address')}</dt>
                  <dd>{row.receivingAddress}</dd>
                </>
              )}
              <dt>{t('pm_remark')}</dt>
              <dd>{row.remark || '-'}</dd>
            </dl>
          </li>
        ))}
      </ul>
      <Pagination page={page} totalPages={history.data.totalPages} onChange={setPage} />
    </>
  );
}

/** /pointMall: points balance, goods, the exchange rate table, points details and redeem history. */
function PointsMall() {
  const { t } = useTranslation();
  const { isLogin } = useLoginState();
  const balance = usePointBalance();
  const [tab, setTab] = useState<Tab>('goods');
  const title = t('points_mall');
  usePageTitle(title);
  const points = BigInt(balance.data?.points ?? '0');
  const visibleTabs = isLogin ? tabs : (['goods'] as const);

  return (
    <section className={styles.page}>
      <header className={styles.hero}>
        <h1 className={styles.title}>{title}</h1>
        {isLogin ? (
          <p className={styles.balance} aria-live="polite">
            <span>{t('pm_my_points')}</span>
            <strong data-testid="points-balance">{balance.data ? balance.data.points : '…'}</strong>
          </p>
        ) : (
          <button type="button" className="btn btn-primary" onClick={() => requestSiteModal('login')}>
            {t('login')}
          </button>
        )}
      </header>
      <div className={styles.tabs} role="tablist">
        {visibleTabs.map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            aria-selected={tab === key}
            className={styles.tab}
            onClick={() => setTab(key)}
          >
            {t(`pm_tab_${key}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel">
        {tab === 'goods' && <Goods points={points} />}
        {tab === 'exchange' && <Exchange points={points} />}
        {tab === 'details' && <Details />}
        {tab === 'history' && <History />}
      </div>
    </section>
  );
}

export default function PointsMallPage() {
  const { t } = useTranslation();
  return (
    <FeatureMessages load={loadPointsMallMessages} fallback={<Spinner label={t('loading')} />}>
      <PointsMall />
    </FeatureMessages>
  );
}
