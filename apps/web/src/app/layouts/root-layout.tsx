import { useLayoutEffect } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { LoadingCover } from '../../components/loading-cover';

/** Above every page: the loading cover while a page's code loads, and scroll to top after navigating. */
export function RootLayout() {
  const navigation = useNavigation();
  const { pathname } = useLocation();

  useLayoutEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);

  return (
    <>
      {navigation.state === 'loading' && <LoadingCover />}
      <Outlet />
    </>
  );
}
