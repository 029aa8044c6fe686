import type { Plugin } from 'vite';

/**
 * Adds a modulepreload of the Bengali message bundle (the default market's language, which the start-up
 * loads before the first screen) to index.html, so it downloads beside the entry instead of after it.
 */
export function preloadDefaultLocale(language = 'bn'): Plugin {
  // The site's own bundle (src/locales), not a feature's (src/features/<name>/locales).
  const bundlePattern = new RegExp(`[\\\\/]src[\\\\/]locales[\\\\/]${language}\\.json$`);
  return {
    name: 'preload-default-locale',
    apply: 'build',
    transformIndexHtml(_html, context) {
      const chunk = Object.values(context.bundle ?? {}).find(
        (output) => output.type === 'chunk' && bundlePattern.test(output.facadeModuleId ?? ''),
      );
      if (!chunk) return [];
      return [{ tag: 'link', attrs: { rel: 'modulepreload', href: `/${chunk.fileName}` }, injectTo: 'head' }];
    },
  };
}
