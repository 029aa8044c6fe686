import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { preloadDefaultLocale } from './build/preload-default-locale';
import { stripEndpointSchemas } from './build/strip-endpoint-schemas';

/** Shared by the form and record pages only: never needed by the home route. */
const pageKit =
  /[\\/]src[\\/](components[\\/](form-fields|date-preset-bar|pagination|coming-soon|confirm-dialog)|lib[\\/]date-presets)/;

const apiTarget = process.env.API_TARGET ?? 'http://localhost:3000';
const proxied = ['/wps', '/lgw', '/lotto', '/hp', '/docs', '/healthz', '/readyz'];

export default defineConfig({
  plugins: [
    react(),
    stripEndpointSchemas(),
    preloadDefaultLocale(),
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
                /[\\/]src[\\/](lib[\\/](?!encrypted-request)|components[\\/])/.test(id) && !pageKit.test(id),
              minShareCount: 2,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
