/**
 * The home page's prerendered first screen in index.html (apps/web/build/home-shell.ts writes it, the
 * server fills it in for `/` and cuts it out elsewhere, the app removes it once its page is shown).
 */
export const HOME_SHELL_ID = 'home-shell';
/** Comments around the shell's markup (its inline style included) in index.html. */
export const HOME_SHELL_START = '<!--home-shell-->';
export const HOME_SHELL_END = '<!--/home-shell-->';
/** Filled in by the server with the site name, HTML-escaped. */
export const SITE_NAME_SLOT = '<!--site-name-->';
/** Filled in by the server with the first home banner's <img>, or nothing when there is none. */
export const HOME_BANNER_SLOT = '<!--home-banner-->';
/** The shell's banner <img>: its inline script swaps in the picture of the visitor's stored language. */
export const HOME_BANNER_ID = 'home-shell-banner';
