import type { Plugin } from 'vite';
// By path: the config loader runs on Node, which cannot import the contracts package's TypeScript.
import { HOME_BANNER_ID } from '../../../packages/contracts/src/home-shell';

const entryScript = /<script type="module"( crossorigin)? src="(\/assets\/[^"]+\.js)"><\/script>\s*/;
const modulePreload = /<link rel="modulepreload"(?: crossorigin)? href="\/assets\/[^"]+\.js">\s*/g;

/** How long a banner that does not load may hold the app. */
const START_WAIT_MS = 2500;

function starter(entry: string, crossorigin: boolean, preloads: string): string {
  return (
    `(function(){var started=false;function start(){if(started)return;started=true;` +
    `document.head.insertAdjacentHTML('beforeend',${JSON.stringify(preloads)});` +
    `var s=document.createElement('script');s.type='module';${crossorigin ? "s.crossOrigin='';" : ''}` +
    `s.src=${JSON.stringify(entry)};document.head.appendChild(s)}` +
    `var b=document.getElementById('${HOME_BANNER_ID}');if(!b)return start();` +
    `function painted(){requestAnimationFrame(function(){setTimeout(start,0)})}` +
    `if(b.complete)painted();else{b.addEventListener('load',painted);b.addEventListener('error',start)}` +
    `setTimeout(start,${START_WAIT_MS})})()`
  );
}

/** index.html with the entry script and its module preloads started by an inline script at the body's end. */
export function withStartAfterBanner(html: string): string {
  const entry = entryScript.exec(html);
  if (!entry) throw new Error('index.html has no module entry script to start after the banner');
  const preloads = html.match(modulePreload) ?? [];
  const rest = html.replace(entry[0], '').replace(modulePreload, '');
  const script = `<script>${starter(entry[2]!, Boolean(entry[1]), preloads.map((link) => link.trim()).join(''))}</script>`;
  return rest.replace('</body>', `${script}</body>`);
}

/**
 * The app's start-up code requested once the home page's prerendered banner (its largest picture) is
 * painted, instead of from the head. Over a phone's link, the entry and its preloaded chunks (about
 * 140 KB) shared the bandwidth with the banner (15 KB) and their evaluation held the banner's paint;
 * now the banner comes first and the code right after it (the shell is what the visitor sees until
 * then). A page without the banner (every page but `/`, or a site without banners) starts at once, and
 * a banner that does not load within START_WAIT_MS does not hold the app any longer.
 */
export function startAfterBanner(): Plugin {
  return {
    name: 'start-after-banner',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: withStartAfterBanner },
  };
}
