import { Suspense, lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { FeatureMessages } from '../../../components/feature-messages';
import { LoadingCover } from '../../../components/loading-cover';
import { OpsLayout } from '../components/ops-layout';
import { consolePages } from '../console-pages';
import { loadOpsMessages } from '../messages';
import { InvitePage } from './invite-page';
import { LoginPage } from './login-page';

const lazyPages = new Map(consolePages().map((page) => [page.path, lazy(page.load)]));

/**
 * /ops: the operator console, a route tree of its own (lazy; players never download it): the sign-in
 * and invitation pages, then the console layout with the pages the staff member's permissions allow.
 */
export default function OpsApp() {
  return (
    <FeatureMessages load={loadOpsMessages} fallback={<LoadingCover />}>
      <Routes>
        <Route path="login" element={<LoginPage />} />
        <Route path="invite" element={<InvitePage />} />
        <Route element={<OpsLayout />}>
          {consolePages().map((page) => {
            const Page = lazyPages.get(page.path);
            return (
              Page && (
                <Route
                  key={page.path}
                  path={page.path === '' ? undefined : page.path}
                  index={page.path === ''}
                  element={
                    <Suspense fallback={<LoadingCover />}>
                      <Page />
                    </Suspense>
                  }
                />
              )
            );
          })}
          <Route path="*" element={<Navigate to="/ops" replace />} />
        </Route>
      </Routes>
    </FeatureMessages>
  );
}
