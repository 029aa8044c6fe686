import { Navigate, useParams } from 'react-router';
import { FeatureMessages } from '../../../components/feature-messages';
import { useLoginState } from '../../../lib/session';
import { MemberOverview } from '../components/member-overview';
import { loadMemberCenterMessages } from '../messages';

/**
 * /member, for logged-in real accounts (the route guard sends guests to the login popup and stops
 * trial accounts; a session ending here goes home). Every member-center page has a route of its
 * own (site-pages.ts), so /member/<anything else> goes back to the overview.
 */
export default function MemberCenterPage() {
  const { page } = useParams();
  const { isLogin, isTrial } = useLoginState();
  if (!isLogin || isTrial) return <Navigate to="/" replace />;
  if (page !== undefined) return <Navigate to="/member" replace />;
  return (
    <FeatureMessages load={loadMemberCenterMessages}>
      <MemberOverview />
    </FeatureMessages>
  );
}
