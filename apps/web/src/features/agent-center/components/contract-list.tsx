import type { ContractStatus, ContractType } from '@app/contracts';
import { useState } from 'react';
import { EmptyState, ErrorState } from '../../../components/feedback';
import { Pagination } from '../../../components/pagination';
import { useContracts } from '../api/get-contracts';
import { AgentLoading } from './agent-ui';
import { ContractCard } from './contract-card';
import styles from './agent-ui.module.css';

interface ContractListProps {
  role: 'upline' | 'downline';
  type?: ContractType | undefined;
  status?: ContractStatus | undefined;
  emptyTitle: string;
}

/** A paged list of my contracts of one side (offered by me, or to me), newest first. */
export function ContractList({ role, type, status, emptyTitle }: ContractListProps) {
  const [pageNo, setPageNo] = useState(1);
  const contracts = useContracts({ pageNo, pageSize: 10, role, type, status });
  const data = contracts.data;
  if (contracts.isError && !data)
    return <ErrorState error={contracts.error} onRetry={() => void contracts.refetch()} />;
  if (!data) return <AgentLoading />;
  if (data.list.length === 0) return <EmptyState icon="shield" title={emptyTitle} />;
  return (
    <>
      <ul className={styles.stack}>
        {data.list.map((contract) => (
          <li key={contract.id}>
            <ContractCard contract={contract} />
          </li>
        ))}
      </ul>
      <Pagination page={data.pageNo} totalPages={data.totalPages} onChange={setPageNo} />
    </>
  );
}
