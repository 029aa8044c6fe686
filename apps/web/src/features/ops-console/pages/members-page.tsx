import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TextField } from '../../../components/form-fields';
import { Pagination } from '../../../components/pagination';
import { useMemberSearch } from '../api/members';
import { OpsPageFrame, QueryView } from '../../../components/ops/ops-page';
import styles from '../../../components/ops/ops.module.css';

/** Members by any field: id, username, mobile, e-mail, payee name, nickname or referral code. */
export default function MembersPage() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const members = useMemberSearch(q, pageNo);

  function search(event: FormEvent) {
    event.preventDefault();
    setQ(draft.trim());
    setPageNo(1);
  }

  return (
    <OpsPageFrame title={t('ops_members')}>
      <form className={`${styles.card} ${styles.row}`} onSubmit={search}>
        <TextField label={t('ops_member_search')} value={draft} onValue={setDraft} optional />
        <button type="submit" className="btn btn-primary">
          {t('ops_search')}
        </button>
      </form>
      <QueryView query={members} isEmpty={(data) => data.list.length === 0}>
        {(data) => (
          <>
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th>{t('ops_username')}</th>
                    <th>{t('ops_status')}</th>
                    <th>{t('ops_mobile')}</th>
                    <th>{t('ops_payee_name')}</th>
                    <th className={styles.num}>{t('ops_balance')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.list.map((member) => (
                    <tr key={member.id}>
                      <td>
                        <Link to={`/ops/members/${member.id}`}>{member.username}</Link>
                      </td>
                      <td>{t(`ops_member_${member.status}`)}</td>
                      <td>{member.mobile ?? ''}</td>
                      <td>{member.payeeName ?? ''}</td>
                      <td className={styles.num}>{member.balance}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pagination page={data.pageNo} totalPages={data.totalPages} onChange={setPageNo} />
          </>
        )}
      </QueryView>
    </OpsPageFrame>
  );
}
