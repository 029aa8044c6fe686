import { HOME_SHELL_ID } from '@app/contracts';

/**
 * The home page's prerendered first screen (apps/web/build/home-shell.ts) is still up: the app has not
 * shown a page of its own yet, so a loading cover draws nothing (it would only hide it).
 */
export const homeShellShowing = (): boolean => document.getElementById(HOME_SHELL_ID) !== null;

/**
 * Removes the prerendered first screen as soon as the app puts anything into its root (loading covers
 * put nothing there meanwhile): a page, an error or the maintenance page. The observer runs right after
 * that commit, before the next paint, so there is no blank frame and no moment with both.
 */
export function replaceHomeShellWithFirstPage(root: HTMLElement): void {
  const shell = document.getElementById(HOME_SHELL_ID);
  if (!shell) return;
  const observer = new MutationObserver(() => {
    observer.disconnect();
    shell.remove();
  });
  observer.observe(root, { childList: true });
}
