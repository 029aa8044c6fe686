import type { Plugin } from 'vite';

const stylesheetLink = /<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[^"]+\.css)">/g;

/**
 * The start-up stylesheets (a few KB) written into index.html as <style> elements, so the first paint
 * (the home page's prerendered screen) waits for no file. Each <link> stays, disabled (never fetched):
 * the loader of lazy chunks looks for a stylesheet's <link> before adding one, and would otherwise load
 * the same rules a second time, later in the cascade. The server's content security policy allows the
 * inline styles by their hashes (apps/server/src/lib/security-headers.ts).
 */
export function inlineStartCss(): Plugin {
  return {
    name: 'inline-start-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        return html.replace(stylesheetLink, (link: string, fileName: string) => {
          const asset = context.bundle?.[fileName];
          if (asset?.type !== 'asset') return link;
          const css =
            typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
          return `<style>${css.trim()}</style>${link.replace('<link ', '<link disabled ')}`;
        });
      },
    },
  };
}
