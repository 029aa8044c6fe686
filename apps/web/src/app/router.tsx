import type { ComponentType } from 'react';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { LoadingCover } from '../components/loading-cover';
import { loadChunk } from '../lib/chunk';
import { getLoginState } from '../lib/session';
import { RootLayout } from './layouts/root-layout';
import { RouteError } from './route-error';
import { agentPaths, childPath, handleOf, routeShape, sitePages, type PageKind } from './site-pages';

type PageModule = { default: ComponentType };

/** A route `lazy` that loads a page chunk (120 s limit, 'Loading chunk N failed' on failure). */
function lazyPage(chunk: string, load: () => Promise<PageModule>) {
  return async () => ({ Component: (await loadChunk(chunk, load)).default });
}

const pages: Record<PageKind, RouteObject['lazy']> = {
  home: lazyPage('home', () => import('../features/lobby/routes/home')),
  comingSoon: lazyPage('coming-soon', () => import('./routes/coming-soon-route')),
  memberCenter: lazyPage(
    'member-center',
    () => import('../features/member-center/routes/member-center-page'),
  ),
};

const requireLogin = () => (getLoginState().isLogin ? null : redirect('/login'));
const requireAgent = () => (getLoginState().isAgent ? null : redirect(agentPaths.login));

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: LoadingCover,
    children: [
      {
        id: 'site',
        lazy: lazyPage('site-layout', () => import('./layouts/site-layout')),
        children: sitePages.map((page): RouteObject => ({
          ...routeShape(page),
          handle: handleOf(page),
          ...(page.requiresLogin ? { loader: requireLogin } : {}),
          lazy: pages[page.page],
        })),
      },
      {
        id: 'agent',
        lazy: lazyPage('agent-layout', () => import('./layouts/agent-layout')),
        children: [
          {
            path: childPath(agentPaths.login),
            lazy: lazyPage('agent-login', () => import('../features/agent-center/routes/agent-login')),
          },
          // The agent center is for agent accounts only; nobody can sign in yet, so everyone goes to /agent.
          {
            path: childPath(agentPaths.home),
            loader: requireAgent,
            lazy: pages.comingSoon,
            handle: { titleKey: 'agent_center' },
          },
        ],
      },
      { path: '*', loader: () => redirect('/') },
    ],
  },
];

export const router = createBrowserRouter(routes);
