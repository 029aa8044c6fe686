import type { ComponentType } from 'react';
import { createBrowserRouter, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { LoadingCover } from '../components/loading-cover';
import { loadChunk } from '../lib/chunk';
import { getLoginState } from '../lib/session';
import { requestSiteModal } from '../lib/site-modal';
import { RootLayout } from './layouts/root-layout';
import { RouteError } from './route-error';
import {
  agentPaths,
  childPath,
  handleOf,
  routeShape,
  sitePages,
  type PageKind,
  type SitePage,
} from './site-pages';

type PageModule = { default: ComponentType };

/** A route `lazy` that loads a page chunk (120 s limit, 'Loading chunk N failed' on failure). */
function lazyPage(chunk: string, load: () => Promise<PageModule>) {
  return async () => ({ Component: (await loadChunk(chunk, load)).default });
}

const pages: Record<PageKind, RouteObject['lazy']> = {
  home: lazyPage('home', () => import('../features/lobby/routes/home')),
  memberCenter: lazyPage(
    'member-center',
    () => import('../features/member-center/routes/member-center-page'),
  ),
  wallet: lazyPage('wallet', () => import('../features/wallet/routes/wallet-route')),
  gameCenter: lazyPage('game-center', () => import('../features/games/routes/game-center')),
  accountGames: lazyPage('account-games', () => import('../features/games/routes/account-games')),
  messages: lazyPage('messages', () => import('../features/messages/routes/inbox-page')),
  gameRecords: lazyPage('game-records', () => import('../features/game-records/routes/game-records-route')),
  gamePage: lazyPage('game-page', () => import('../features/game-client/routes/seamless-page')),
  lottery: lazyPage('lottery', () => import('../features/lottery/routes/lottery-page')),
  pointsMall: lazyPage('points-mall', () => import('../features/points-mall/routes/points-mall-page')),
  missions: lazyPage('missions', () => import('../features/missions/routes/missions-page')),
  raffles: lazyPage('raffles', () => import('../features/raffles/routes/raffles-page')),
  sportsbook: lazyPage('sportsbook', () => import('../features/sportsbook/routes/sportsbook-page')),
  rewards: lazyPage('rewards', () => import('../features/rewards/routes/rewards-route')),
  promotions: lazyPage('promotions', () => import('../features/rewards/routes/promotions-page')),
  securityCenter: lazyPage(
    'security-center',
    () => import('../features/security-center/routes/security-center-page'),
  ),
  myAccount: lazyPage('my-account', () => import('../features/my-account/routes/my-account-page')),
  responsibleGaming: lazyPage(
    'responsible-gaming',
    () => import('../features/responsible-gaming/routes/responsible-gaming-page'),
  ),
  feedback: lazyPage('feedback', () => import('../features/feedback/routes/feedback-page')),
  liveHosts: lazyPage('live-hosts', () => import('../features/live-hosts/routes/live-hosts-page')),
  liveSupport: lazyPage('live-support', () => import('../features/support-chat/routes/live-support-page')),
  apps: lazyPage('apps', () => import('../features/apps/routes/apps-page')),
  helpCenter: lazyPage('help-center-page', () => import('../features/help-center/routes/help-center-page')),
  articles: lazyPage('articles', () => import('../features/blog/routes/articles-page')),
  creditReport: lazyPage(
    'credit-report',
    () => import('../features/credit-report/routes/credit-report-page'),
  ),
  liveRooms: lazyPage('live-rooms', () => import('../features/game-client/routes/live-rooms-page')),
};

/** /login, remembering where to go back to after logging in. */
export function loginPathFor(url: string): string {
  const { pathname, search } = new URL(url);
  return `/login?redirect=${encodeURIComponent(`${pathname}${search}`)}`;
}

/** Guests go to the login popup (spec: lottery pages require login). */
const requireLogin = ({ request }: LoaderFunctionArgs) =>
  getLoginState().isLogin ? null : redirect(loginPathFor(request.url));

/**
 * Member center: guests go to the login popup; trial accounts stay where they were and are told to
 * register a real account (in_need_true_account).
 */
function requireRealAccount({ request }: LoaderFunctionArgs) {
  const { isLogin, isTrial } = getLoginState();
  if (!isLogin) return redirect(loginPathFor(request.url));
  if (!isTrial) return null;
  requestSiteModal('trialNotice');
  const from = router?.state.location;
  const stay = from && !from.pathname.startsWith('/member') ? `${from.pathname}${from.search}` : '/';
  return redirect(stay);
}

/** The member-center kinds: for real accounts only. */
const realAccountPages = new Set<PageKind>([
  'memberCenter',
  'wallet',
  'messages',
  'gameRecords',
  'rewards',
  'securityCenter',
  'myAccount',
  'responsibleGaming',
  'feedback',
  'creditReport',
]);

/** The agent center is for agent accounts only; everyone else goes to the agent login page. */
const requireAgent = () => (getLoginState().isAgent ? null : redirect(agentPaths.login));

const sitePageRoute = (page: SitePage): RouteObject => ({
  ...routeShape(page),
  handle: handleOf(page),
  ...(realAccountPages.has(page.page)
    ? { loader: requireRealAccount }
    : page.requiresLogin
      ? { loader: requireLogin }
      : {}),
  lazy: pages[page.page],
});

const firstSegment = (path: string) => (path.split('/')[1] ?? '').toLowerCase();

/**
 * The site pages a visit starting at `pathname` can land on: those under its first path segment (a
 * superset of the page it matches, cheap to find). The router starts with these only and the others are
 * patched in on the first navigation that matches none of them: turning some seventy pages into the
 * router's matching tables was the largest single task of the home page's start-up on a phone.
 */
function firstSitePages(pathname: string): RouteObject[] {
  const segment = firstSegment(pathname);
  return sitePages.filter((page) => firstSegment(page.path) === segment).map(sitePageRoute);
}

const routesWithSitePages = (sitePageRoutes: RouteObject[]): RouteObject[] => [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: LoadingCover,
    children: [
      {
        id: 'site',
        lazy: lazyPage('site-layout', () => import('./layouts/site-layout')),
        children: sitePageRoutes,
      },
      {
        id: 'agent',
        lazy: lazyPage('agent-layout', () => import('./layouts/agent-layout')),
        children: [
          {
            path: childPath(agentPaths.login),
            lazy: lazyPage('agent-login', () => import('../features/auth/routes/agent-login')),
          },
        ],
      },
      {
        id: 'agent-center',
        path: childPath(agentPaths.home),
        loader: requireAgent,
        lazy: lazyPage(
          'agent-center',
          () => import('../features/agent-center/components/agent-center-layout'),
        ),
        handle: { titleKey: 'agent_center' },
        children: [
          {
            index: true,
            lazy: lazyPage('agent-page', () => import('../features/agent-center/routes/agent-page')),
          },
          // The member pages an agent uses, inside the agent center (see agent-member-pages.tsx).
          {
            path: 'deposit',
            lazy: lazyPage('agent-wallet', () =>
              import('./agent-member-pages').then((m) => ({ default: m.AgentDepositPage })),
            ),
          },
          {
            path: 'withdraw',
            lazy: lazyPage('agent-wallet', () =>
              import('./agent-member-pages').then((m) => ({ default: m.AgentWithdrawPage })),
            ),
          },
          { path: 'messages', lazy: pages.messages },
          { path: 'liveSupport', lazy: pages.liveSupport },
          {
            path: ':page',
            lazy: lazyPage('agent-page', () => import('../features/agent-center/routes/agent-page')),
          },
        ],
      },
      {
        // The operator console: a route tree of its own, never downloaded by players.
        path: 'ops/*',
        lazy: lazyPage('ops-console', () => import('../features/ops-console/routes/ops-app')),
        handle: { titleKey: 'ops_console' },
      },
      { path: '*', loader: () => redirect('/') },
    ],
  },
];

let router: ReturnType<typeof createBrowserRouter> | undefined;

/**
 * The router, made on first use (after start-up has taken a `token` out of the URL) with the pages of
 * the first path only; an unmatched path (the catch-all) patches in every other site page once, and is
 * matched again (React Router's route discovery).
 */
export function getRouter(): ReturnType<typeof createBrowserRouter> {
  if (router) return router;
  let patched = false;
  router = createBrowserRouter(routesWithSitePages(firstSitePages(window.location.pathname)), {
    patchRoutesOnNavigation: ({ patch }) => {
      if (patched) return;
      patched = true;
      patch('site', sitePages.map(sitePageRoute));
    },
  });
  return router;
}
