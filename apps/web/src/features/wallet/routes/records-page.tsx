import { recordTypes, type RecordType, type WalletRecord } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState } from '../../../components/feedback';
import { DatePresetBar } from '../../../components/date-preset-bar';
import { Pagination } from '../../../components/pagination';
import { latestRange, toZonedIso, type DayRange } from '../../../lib/date-presets';
import { formatDateTime } from '../../../lib/format';
import { useSiteConfig } from '../../../lib/site-config';
import { useMediaQuery } from '../../../lib/use-media-query';
import { recordsQueryOptions } from '../api/get-records';
import { SelectField } from '../../../components/form-fields';
import { OrderStatusBadge } from '../components/status-badge';
import { WalletLoading } from '../components/wallet-layout';
import styles from '../components/wallet.module.css';
import { minorOf } from '../lib/amount';
import { money } from '../lib/money';

/** The label of a record: the type, with the direction a transfer went (the amount's sign). */
export function recordLabelKey(record: Pick<WalletRecord, 'type' | 'amount'>): string {
  const incoming = !record.amount.startsWith('-');
  if (record.type === 'transfer_downline')
    return incoming ? 'record_transfer_from_upline' : 'record_transfer_to_downline';
  if (record.type === 'transfer_upline')
    return incoming ? 'record_transfer_from_downline' : 'record_transfer_to_upline';
  return `record_type_${record.type}`;
}

function SignedAmount({ amount }: { amount: string }) {
  const minor = minorOf(amount) ?? 0n;
  return (
    <span className={minor < 0n ? styles.minus : styles.plus}>
      {minor > 0n ? '+' : ''}
      {money(amount)}
    </span>
  );
}

function Counterparty({ record }: { record: WalletRecord }) {
  const { t } = useTranslation();
  if (!record.counterparty) return null;
  const incoming = !record.amount.startsWith('-');
  return (
    <span>
      {incoming
        ? t('from_user', { username: record.counterparty })
        : t('to_user', { username: record.counterparty })}
    </span>
  );
}

function RecordTable({ records }: { records: WalletRecord[] }) {
  const { t, i18n } = useTranslation();
  const { timeZone } = useSiteConfig().permission.resources;
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className="visually-hidden">{t('account_record')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('record_time')}</th>
            <th scope="col">{t('record_type')}</th>
            <th scope="col" className={styles.num}>
              {t('amount')}
            </th>
            <th scope="col" className={styles.num}>
              {t('balance_after')}
            </th>
            <th scope="col">{t('reference')}</th>
          </tr>
        </thead>
        <tbody>
          {records.map((record) => (
            <tr key={record.id}>
              <td>
                <time dateTime={record.time}>{formatDateTime(record.time, i18n.language, timeZone)}</time>
              </td>
              <td>
                {t(recordLabelKey(record))}
                {(record.counterparty || record.remark) && (
                  <div className={styles.orderMeta}>
                    <Counterparty record={record} />
                    {record.remark && <span>{record.remark}</span>}
                  </div>
                )}
              </td>
              <td className={styles.num}>
                <SignedAmount amount={record.amount} />
              </td>
              <td className={styles.num}>{money(record.balanceAfter)}</td>
              <td>
                <div className={styles.row}>
                  <span className={styles.mono}>{record.reference}</span>
                  {record.status && <OrderStatusBadge status={record.status} reference={record.reference} />}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function RecordList({ records }: { records: WalletRecord[] }) {
  const { t, i18n } = useTranslation();
  const { timeZone } = useSiteConfig().permission.resources;
  return (
    <ul className={styles.recordList} aria-label={t('account_record')}>
      {records.map((record) => (
        <li key={record.id} className={styles.order}>
          <div className={styles.orderHead}>
            <span className={styles.choiceTitle}>{t(recordLabelKey(record))}</span>
            <span className={styles.orderAmount}>
              <SignedAmount amount={record.amount} />
            </span>
          </div>
          <p className={styles.orderMeta}>
            <time dateTime={record.time}>{formatDateTime(record.time, i18n.language, timeZone)}</time>
            <span>{t('balance_after_value', { balance: money(record.balanceAfter) })}</span>
          </p>
          <div className={styles.orderMeta}>
            <span className={styles.mono}>{record.reference}</span>
            {record.status && <OrderStatusBadge status={record.status} reference={record.reference} />}
            <Counterparty record={record} />
            {record.remark && <span>{record.remark}</span>}
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * transactionHistory (account records): every balance movement with type, amount, balance after,
 * time and reference, in windows of whole days of the site's time zone, stepped with the presets
 * (previous or next 7 and 30 days), filtered by type, paged.
 */
export default function RecordsPage() {
  const { t } = useTranslation();
  const { timeZone } = useSiteConfig().permission.resources;
  const headingId = useId();
  const wide = useMediaQuery('(min-width: 760px)');
  const [range, setRange] = useState<DayRange>(() => latestRange(timeZone, new Date()));
  const [type, setType] = useState<RecordType | ''>('');
  const [page, setPage] = useState(1);
  const records = useQuery(
    recordsQueryOptions({
      from: toZonedIso(timeZone, range.start),
      to: toZonedIso(timeZone, range.end),
      pageNo: page,
      type: type || undefined,
    }),
  );

  const move = (next: DayRange) => {
    setRange(next);
    setPage(1);
  };

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        {t('records_list')}
      </h2>
      <div className={styles.filters}>
        <DatePresetBar range={range} onChange={move} timeZone={timeZone} />
        <div className={styles.typeFilter}>
          <SelectField
            label={t('record_type')}
            value={type}
            onValue={(value) => {
              setType(value as RecordType | '');
              setPage(1);
            }}
          >
            <option value="">{t('all_types')}</option>
            {recordTypes.map((item) => (
              <option key={item} value={item}>
                {t(`record_type_${item}`)}
              </option>
            ))}
          </SelectField>
        </div>
      </div>
      {records.isError && !records.data ? (
        <ErrorState error={records.error} onRetry={() => void records.refetch()} />
      ) : !records.data ? (
        <WalletLoading />
      ) : records.data.list.length === 0 ? (
        <EmptyState icon="receipt" title={t('no_records')}>
          <p>{t('no_records_text')}</p>
        </EmptyState>
      ) : (
        <>
          {wide ? <RecordTable records={records.data.list} /> : <RecordList records={records.data.list} />}
          <p className={styles.muted}>{t('records_total', { total: records.data.total })}</p>
          <Pagination page={page} totalPages={records.data.totalPages} onChange={setPage} />
        </>
      )}
    </section>
  );
}
