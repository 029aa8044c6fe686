import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { ComingSoonPage } from '../../../components/coming-soon';
import { useLoginState } from '../../../lib/session';
import { isMemberPage, memberPages } from '../member-pages';

/**
 * /member and /member/:page, for logged-in real accounts (the route guard sends guests to the login
 * popup and stops trial accounts; a session ending here goes home). The member center is not built
 * yet: its real name and an honest note.
 */
export default function MemberCenterPage() {
  const { t } = useTranslation();
  const { page } = useParams();
  const { isLogin, isTrial } = useLoginState();
  if (!isLogin || isTrial) return <Navigate to="/" replace />;
  if (page === undefined) return <ComingSoonPage title={t('member_center')} />;
  if (!isMemberPage(page)) return <Navigate to="/member" replace />;
  return <ComingSoonPage key={page} title={t(memberPages[page])} />;
}
