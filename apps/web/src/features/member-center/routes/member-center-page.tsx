import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { ComingSoonPage } from '../../../components/coming-soon';
import { FeatureMessages } from '../../../components/feature-messages';
import { useLoginState } from '../../../lib/session';
import { MemberOverview } from '../components/member-overview';
import { isMemberPage, memberPages } from '../member-pages';
import { loadMemberCenterMessages } from '../messages';

/**
 * /member and /member/:page, for logged-in real accounts (the route guard sends guests to the login
 * popup and stops trial accounts; a session ending here goes home). /member is the overview; pages
 * other features have not built yet show their name and an honest note.
 */
export default function MemberCenterPage() {
  const { t } = useTranslation();
  const { page } = useParams();
  const { isLogin, isTrial } = useLoginState();
  if (!isLogin || isTrial) return <Navigate to="/" replace />;
  if (page === undefined)
    return (
      <FeatureMessages load={loadMemberCenterMessages}>
        <MemberOverview />
      </FeatureMessages>
    );
  if (!isMemberPage(page)) return <Navigate to="/member" replace />;
  return <ComingSoonPage key={page} title={t(memberPages[page])} />;
}
