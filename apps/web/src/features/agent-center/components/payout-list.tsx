import type { PayoutLevel, PayoutRow } from '@app/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { formatPeriod } from '../lib/format-period';
import { money } from '../lib/money';
import { formatRate } from '../lib/rates';
import { useAgentTimeZone } from '../lib/use-agent-period';
import { DataList, type Column } from './data-list';

interface PayoutListProps {
  caption: string;
  rows: readonly PayoutRow[] | undefined;
  total: string | undefined;
  /** Show each row's contract type (lists of several types). */
  withType?: boolean;
  error: unknown;
  onRetry: () => void;
  page: { pageNo: number; totalPages: number; onChange: (page: number) => void } | undefined;
}

/**
 * One line per pair of rates of a payout (the level difference), or a dash for rows settled before
 * the explanation was recorded.
 */
function levelLines(row: PayoutRow, line: (level: PayoutLevel) => ReactNode): ReactNode {
  if (!row.levels || row.levels.length === 0) return '—';
  return row.levels.map((level) => (
    <div key={`${level.ownRateBp}:${level.downlineRateBp}`}>{line(level)}</div>
  ));
}

/**
 * Settled periods of my contracts: the period, the team's figures, the basis, my rate, the downline
 * agents' rates and the difference paid to me on each part of the basis, and what was paid.
 */
export function PayoutList({ caption, rows, total, withType, error, onRetry, page }: PayoutListProps) {
  const { t, i18n } = useTranslation();
  const timeZone = useAgentTimeZone();
  const at = (iso: string) => formatDateTime(iso, i18n.language, timeZone);
  const columns: Column<PayoutRow>[] = [
    {
      id: 'period',
      label: t('agent_settled_period'),
      cell: (row) => formatPeriod(row.periodStart, row.periodEnd, i18n.language, timeZone),
    },
    ...(withType
      ? [
          {
            id: 'type',
            label: t('agent_contract_type'),
            cell: (row: PayoutRow) => t(`agent_contract_type_${row.contractType}`),
          },
        ]
      : []),
    { id: 'validBet', label: t('agent_valid_bet'), cell: (row) => money(row.validBet), numeric: true },
    {
      id: 'active',
      label: t('agent_active_members'),
      cell: (row) => row.activeMembers,
      numeric: true,
    },
    { id: 'basis', label: t('agent_basis'), cell: (row) => money(row.basis), numeric: true },
    {
      id: 'rate',
      label: t('agent_own_rate'),
      cell: (row) =>
        row.levels && row.levels.length > 0
          ? levelLines(row, (level) => formatRate(level.ownRateBp))
          : formatRate(row.rateBp),
      numeric: true,
    },
    {
      id: 'downlineRate',
      label: t('agent_downline_rate'),
      cell: (row) =>
        levelLines(row, (level) =>
          t('agent_rate_on_volume', { rate: formatRate(level.downlineRateBp), volume: money(level.volume) }),
        ),
      numeric: true,
    },
    {
      id: 'paidRate',
      label: t('agent_paid_rate'),
      cell: (row) => levelLines(row, (level) => formatRate(level.paidRateBp)),
      numeric: true,
    },
    { id: 'amount', label: t('agent_paid'), cell: (row) => money(row.amount), numeric: true },
    { id: 'paidAt', label: t('agent_paid_at'), cell: (row) => at(row.createdAt) },
  ];
  return (
    <DataList
      caption={caption}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      totals={total === undefined ? undefined : { amount: money(total) }}
      error={error}
      onRetry={onRetry}
      emptyTitle={t('agent_no_payouts')}
      emptyIcon="coins"
      page={page}
    />
  );
}
