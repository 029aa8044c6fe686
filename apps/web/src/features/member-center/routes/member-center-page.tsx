import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { ComingSoonPage } from '../../../components/coming-soon';
import { isMemberPage, memberPages } from '../member-pages';

/** /member and /member/:page. The member center is not built yet: its real name and an honest note. */
export default function MemberCenterPage() {
  const { t } = useTranslation();
  const { page } = useParams();
  if (page === undefined) return <ComingSoonPage title={t('member_center')} />;
  if (!isMemberPage(page)) return <Navigate to="/member" replace />;
  return <ComingSoonPage key={page} title={t(memberPages[page])} />;
}
