import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { homeShell } from './build/home-shell';
import { inlineStartCss } from './build/inline-start-css';
import { preloadDefaultLocale } from './build/preload-default-locale';
import { startAfterBanner } from './build/start-after-banner';
import { stripEndpointSchemas } from './build/strip-endpoint-schemas';

/**
 * Shared by the form, record, chat and upload pages only: never needed by the home route (bench:bundle
 * shows it if one is).
 */
const pageKit =
  /[\\/]src[\\/](components[\\/](form-fields|date-preset-bar|pagination|coming-soon|confirm-dialog|chat-composer|chat-thread|private-image)|lib[\\/](date-presets|pagination|image-files|private-image|use-chat-events|qr)\b)/;

/**
 * lib/ and components/ modules, but not the console's (lib/ops, components/ops), encrypted-request, nor
 * live-socket (only the wallet's notifications and the chats use it: 2 KB the home route need not load).
 */
const sharedAppModule =
  /[\\/]src[\\/](lib[\\/](?!encrypted-request|live-socket|ops[\\/])|components[\\/](?!ops[\\/]))/;

/** Start-up modules elsewhere that the site layout and lazy pages share: in `shared` rather than four tiny chunks. */
const sharedStartModule =
  /[\\/](contracts[\\/]src[\\/](endpoints[\\/]rewards|site-constants)|features[\\/](member-center[\\/]member-pages|help-center[\\/]api[\\/]get-help-center))\.ts$/;

const apiTarget = process.env.API_TARGET ?? 'http://localhost:3000';
const proxied = ['/wps', '/lgw', '/lotto', '/hp', '/docs', '/healthz', '/readyz'];

export default defineConfig({
  plugins: [
    react(),
    stripEndpointSchemas(),
    preloadDefaultLocale(),
    homeShell(),
    inlineStartCss(),
    startAfterBanner(),
    // Brotli and gzip copies beside each text asset, served as they are (lib/spa.ts, preCompressed).
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
  ],
  server: {
    port: 5173,
    proxy: {
      ...Object.fromEntries(proxied.map((prefix) => [prefix, { target: apiTarget, changeOrigin: true }])),
      '/ws': { target: apiTarget, changeOrigin: true, ws: true },
      // The sportsbook's player API and its live odds socket.
      '/sb': { target: apiTarget, changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    manifest: true,
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Start-up libraries change less often than app code: their own long-cached chunk. Libraries
            // only lazy code uses (DOMPurify in the help center) stay in that lazy chunk.
            { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial'], priority: 2 },
            // Shared pieces of the forms and record pages (fields, date presets, paging, confirmations):
            // their own chunk, so the home route, which uses none of them, does not download them.
            {
              name: 'page-kit',
              test: pageKit,
              minShareCount: 2,
              priority: 0,
            },
            // Small shared app modules (lib, components) in one chunk instead of many tiny requests.
            // Not lib/encrypted-request: it brings zod (encryptPayload's module), which only the
            // lazy auth popups and wallet pages load.
            {
              name: 'shared',
              test: (id: string) =>
                (sharedAppModule.test(id) || sharedStartModule.test(id)) && !pageKit.test(id),
              minShareCount: 2,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
