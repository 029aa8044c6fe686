import { gamePagePaths, siteRoutes, spaPaths } from '@app/contracts';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import { agentPaths, isOpsConsolePath, routeShape, sitePages, type SitePage } from './site-pages';

const routes: RouteObject[] = sitePages.map((page, index) => ({ ...routeShape(page), id: String(index) }));

function pageAt(pathname: string): SitePage | undefined {
  const match = matchRoutes(routes, pathname)?.at(-1);
  return match ? sitePages[Number(match.route.id)] : undefined;
}

describe('site pages', () => {
  it('serve every SPA path of the contracts', () => {
    // The agent pages and the operator console are route trees of their own, outside the site layout.
    const ownTrees: string[] = [agentPaths.login, agentPaths.home, siteRoutes.opsConsole];
    for (const path of spaPaths.filter((p) => !ownTrees.includes(p))) {
      expect(pageAt(path), path).toBeDefined();
    }
    expect(agentPaths).toEqual({ login: siteRoutes.agent, home: siteRoutes.agentHome });
    expect(isOpsConsolePath(siteRoutes.opsConsole)).toBe(true);
    expect(isOpsConsolePath('/ops/login')).toBe(true);
    expect(isOpsConsolePath('/opsx')).toBe(false);
  });

  it('show the home page on / and its aliases, with the popup of /login, /register and /help', () => {
    for (const path of [siteRoutes.home, ...siteRoutes.homeAliases])
      expect(pageAt(path)?.page, path).toBe('home');
    expect(pageAt('/login')?.modal).toBe('login');
    expect(pageAt('/register')?.modal).toBe('register');
    expect(pageAt('/help')?.modal).toBe('help');
  });

  it('hide the side menu exactly on the game pages', () => {
    const hidden = sitePages.filter((page) => page.hideSideMenu).map((page) => page.path);
    expect(hidden.sort()).toEqual([...gamePagePaths].sort());
  });

  it('tell the lottery pages from the game pages that differ only by case', () => {
    expect(pageAt('/vnLottery')).toMatchObject({ requiresLogin: true });
    expect(pageAt('/vnlottery')).toMatchObject({ hideSideMenu: true });
    // The game paths without the side menu play the same lotteries: login required there too.
    expect(pageAt('/vnlottery')).toMatchObject({ requiresLogin: true, page: 'lottery' });
    expect(pageAt('/vnLottery')?.hideSideMenu).toBeUndefined();
    expect(pageAt('/seaLottery')).toMatchObject({ requiresLogin: true });
    expect(pageAt('/sealottery')).toMatchObject({ hideSideMenu: true });
    for (const path of siteRoutes.lotteryPages) expect(pageAt(path)?.requiresLogin, path).toBe(true);
  });

  it('send member-center sub-pages to the member center and leave unknown paths to the catch-all', () => {
    expect(pageAt('/member/securityCenter')?.page).toBe('securityCenter');
    expect(pageAt('/member/nowhere')?.page).toBe('memberCenter');
    expect(pageAt('/nowhere')).toBeUndefined();
  });

  it('open the app download page and the install guides to everyone', () => {
    for (const path of ['/app', '/app/ios', '/app/android', '/member/appDownload']) {
      expect(pageAt(path)?.page, path).toBe('apps');
    }
    expect(pageAt('/member/helpCenter')?.page).toBe('helpCenter');
  });

  it('send the wallet pages of the member center to the wallet', () => {
    for (const page of ['depositv2', 'withdraw', 'transferFund', 'transferUpline', 'transactionHistory']) {
      expect(pageAt(`/member/${page}`)?.page, page).toBe('wallet');
    }
    expect(pageAt('/member/feedback')?.page).toBe('feedback');
  });

  it('send the rewards pages of the member center to the rewards', () => {
    for (const page of ['rewardCenter', 'bonusDetails', 'manualRebate', 'vip', 'referral']) {
      expect(pageAt(`/member/${page}`)?.page, page).toBe('rewards');
    }
    expect(pageAt('/promotions')?.page).toBe('promotions');
  });

  it('send the betting record and personal profit and loss to the game records', () => {
    expect(pageAt('/member/personalHistoryCopy')?.page).toBe('gameRecords');
    expect(pageAt('/member/personalProfit')?.page).toBe('gameRecords');
  });

  it('name every titled page with an English key', () => {
    const keys = new Set(Object.keys(en));
    for (const page of sitePages)
      if (page.titleKey) expect(keys.has(page.titleKey), page.titleKey).toBe(true);
  });
});
