import type { Plugin } from 'vite';
// By path: the config loader runs on Node, which cannot import the contracts package's TypeScript.
import {
  HOME_BANNER_ID,
  HOME_BANNER_SLOT,
  HOME_SHELL_END,
  HOME_SHELL_ID,
  HOME_SHELL_START,
  SITE_NAME_SLOT,
} from '../../../packages/contracts/src/home-shell';

/*
 * The home page's first screen as static HTML (header bar, the first banner, skeletons of the marquee,
 * game menu and sections), painted before any script runs. The server keeps it for `/` only (filling in
 * the site name and the first banner: apps/server/src/lib/spa.ts) and cuts it out elsewhere; the app
 * removes it when its own first page commits (src/lib/home-shell.ts). It is inert and hidden from
 * assistive technology: nothing in it can be focused or read out while the real page loads.
 */

/**
 * The shell's own styles, inlined: only the global stylesheet's variables (theme colours, spacing) are
 * shared. Sizes follow the real layout (site-header, site-layout, jackpot reserve, banner-carousel,
 * notice-marquee) so the page does not move when the app takes over.
 */
const shellCss = `
#${HOME_SHELL_ID}{min-height:100dvh}
.hs-header{position:sticky;top:0;z-index:50;background:var(--color-header);border-bottom:1px solid var(--color-border)}
.hs-bar{display:flex;align-items:center;gap:var(--space-2);height:var(--header-bar-h);padding:0 var(--space-3)}
.hs-mark{width:32px;height:32px;margin-left:48px;flex:none}
.hs-name{margin-left:8px;font-size:1.2rem;font-weight:800;color:var(--color-text);white-space:nowrap;overflow:hidden}
.hs-pills{display:flex;gap:var(--space-2);margin-left:auto}
.hs-pill{width:64px;height:32px;border-radius:999px;background:var(--color-surface-2)}
.hs-nav{height:var(--header-nav-h);border-top:1px solid var(--color-border)}
.hs-main{display:flex;flex-direction:column;gap:var(--space-4);max-width:1240px;margin:0 auto;padding:var(--space-4) var(--space-3) var(--space-7)}
.hs-banner,.hs-block{display:block;width:100%;border-radius:var(--radius-xl);background:var(--color-surface-2)}
.hs-banner{height:auto;aspect-ratio:3;object-fit:cover}
.hs-jackpot{height:var(--jackpot-ticker-h);margin-bottom:-4px;border-radius:var(--radius-md);background:var(--color-surface-2)}
.hs-line{height:40px;border:1px solid var(--color-border);border-radius:999px;background:var(--color-surface)}
.hs-tiles{height:90px;border-radius:var(--radius-lg);background:var(--color-surface)}
.hs-block{height:180px}
@media (max-width:419px){.hs-name{display:none}}
@media (min-width:600px){.hs-main{padding:var(--space-5) var(--space-5) var(--space-7)}}
@media (min-width:1024px){.hs-mark{margin-left:0}.hs-main{padding:var(--space-6) var(--space-6) var(--space-7);margin-left:var(--side-w)}}
`
  .trim()
  .replace(/\n/g, '');

/**
 * The server writes the banner in the site's default language, with its picture in every language in
 * data-images: this swaps in the stored language's (as index.html's first script reads it) before the
 * first paint. In the built file, so the content security policy allows it by its hash.
 */
const pickBannerScript =
  `(function(){var i=document.getElementById('${HOME_BANNER_ID}'),l;if(!i)return;` +
  `try{l=localStorage.getItem('lang')}catch(e){}` +
  `var s=JSON.parse(i.getAttribute('data-images')||'{}');if(l&&s[l])i.src=s[l]})()`;

/** The logo's coin, drawn in the page: the first paint has content before any file arrives. */
const coinMark =
  '<svg class="hs-mark" viewBox="0 0 40 40"><defs><linearGradient id="hs-coin" x1="0" y1="0" x2="1" y2="1">' +
  '<stop offset="0" stop-color="#ffe39a"/><stop offset="0.55" stop-color="#f5c04e"/>' +
  '<stop offset="1" stop-color="#c98a12"/></linearGradient></defs>' +
  '<circle cx="20" cy="20" r="18" fill="url(#hs-coin)"/></svg>';

export const homeShellMarkup =
  `${HOME_SHELL_START}<style>${shellCss}</style>` +
  `<div id="${HOME_SHELL_ID}" inert aria-hidden="true">` +
  `<div class="hs-header"><div class="hs-bar">${coinMark}` +
  `<span class="hs-name">${SITE_NAME_SLOT}</span>` +
  `<span class="hs-pills"><span class="hs-pill"></span><span class="hs-pill"></span></span></div>` +
  `<div class="hs-nav"></div></div>` +
  `<div class="hs-main"><div class="hs-jackpot"></div>${HOME_BANNER_SLOT}<script>${pickBannerScript}</script><div class="hs-line"></div><div class="hs-tiles"></div>` +
  `<div class="hs-block"></div><div class="hs-block"></div></div>` +
  `</div>${HOME_SHELL_END}`;

/** index.html with the shell placed right before the app's root element. */
export function withHomeShell(html: string): string {
  const root = '<div id="root"></div>';
  if (!html.includes(root)) throw new Error('index.html has no <div id="root"></div> for the home shell');
  return html.replace(root, `${homeShellMarkup}${root}`);
}

export function homeShell(): Plugin {
  return {
    name: 'home-shell',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: withHomeShell },
  };
}
