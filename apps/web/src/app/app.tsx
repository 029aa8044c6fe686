import { QueryClient, QueryClientProvider, useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, lazy } from 'react';
import { RouterProvider } from 'react-router';
import { ErrorBoundary } from '../components/error-boundary';
import { ErrorState } from '../components/feedback';
import { LoadingCover } from '../components/loading-cover';
import { loadChunk } from '../lib/chunk';
import { SiteConfigContext } from '../lib/site-config';
import { rootPageFor, startSiteQueryOptions } from './boot';
import { getRouter } from './router';
import { isOpsConsolePath } from './site-pages';

const MaintenancePage = lazy(() =>
  loadChunk('maintenance', () => import('../features/system/components/maintenance-page')),
);
const BlockedPage = lazy(() =>
  loadChunk('blocked', () => import('../features/system/components/blocked-page')),
);

const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 60_000 },
  },
});

/** The root page is decided by the system status: the site, the maintenance page or the blocked page. */
function SiteRoot() {
  const start = useQuery(startSiteQueryOptions(useQueryClient()));

  if (start.isError && !start.isFetching) {
    return <ErrorState error={start.error} onRetry={() => void start.refetch()} fullPage />;
  }
  if (!start.data) return <LoadingCover />;

  // Staff keep their console during maintenance and from restricted regions.
  const root = isOpsConsolePath(window.location.pathname) ? 'site' : rootPageFor(start.data.status.status);
  return (
    <SiteConfigContext value={start.data}>
      {root === 'site' ? (
        <RouterProvider router={getRouter()} />
      ) : (
        <ErrorBoundary fullPage>
          <Suspense fallback={<LoadingCover />}>
            {root === 'maintenance' ? <MaintenancePage /> : <BlockedPage />}
          </Suspense>
        </ErrorBoundary>
      )}
    </SiteConfigContext>
  );
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <SiteRoot />
    </QueryClientProvider>
  );
}
