import { QueryClient, QueryClientProvider, useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, lazy, useDeferredValue } from 'react';
import { RouterProvider } from 'react-router';
import { ErrorBoundary } from '../components/error-boundary';
import { ErrorState } from '../components/feedback';
import { LoadingCover } from '../components/loading-cover';
import { loadChunk } from '../lib/chunk';
import { SiteConfigContext } from '../lib/site-config';
import { rootPageOf, startSiteQueryOptions } from './boot';
import { getRouter } from './router';

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
  // The site's first render is deferred: React renders it in slices between other work instead of in
  // one long task (the query's update itself is synchronous), so a phone stays responsive meanwhile.
  const config = useDeferredValue(start.data);

  if (start.isError && !start.isFetching) {
    return <ErrorState error={start.error} onRetry={() => void start.refetch()} fullPage />;
  }
  if (!config) return <LoadingCover />;

  const root = rootPageOf(config.status.status);
  return (
    <SiteConfigContext value={config}>
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
