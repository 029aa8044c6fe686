import { Suspense, lazy, useLayoutEffect } from 'react';
import { Outlet, useLocation, useNavigate, useNavigation } from 'react-router';
import { ErrorBoundary } from '../../components/error-boundary';
import { LoadingCover } from '../../components/loading-cover';
import { loadChunk } from '../../lib/chunk';
import { scrollToTopAfterNavigation } from '../../lib/scroll';
import { useSession } from '../../lib/session';
import { logout } from '../../lib/session-api';

const ChangePasswordModal = lazy(() =>
  loadChunk('change-password', () => import('../../features/auth/components/change-password-modal')),
);

/**
 * Above every page: the loading cover while a page's code loads, scroll to top after navigating,
 * and the forced password change (default or expired password), which blocks the player site and
 * the agent center alike until the password is changed.
 */
export function RootLayout() {
  const navigation = useNavigation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { loginState, mustChangePassword } = useSession();
  const inAgentTree = pathname === '/agent' || pathname.startsWith('/agentHome');

  useLayoutEffect(() => {
    scrollToTopAfterNavigation();
  }, [pathname]);

  return (
    <>
      {navigation.state === 'loading' && <LoadingCover />}
      <Outlet />
      {loginState.isLogin && mustChangePassword && (
        <ErrorBoundary fullPage>
          <Suspense fallback={<LoadingCover />}>
            <ChangePasswordModal
              onChanged={() => void navigate(inAgentTree ? '/agentHome' : '/')}
              onLogout={() => void logout().then(() => navigate(inAgentTree ? '/agent' : '/'))}
            />
          </Suspense>
        </ErrorBoundary>
      )}
    </>
  );
}
