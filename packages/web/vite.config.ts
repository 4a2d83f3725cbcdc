import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import webPackage from './package.json' with { type: 'json' };

/**
 * Every path that is not the app itself goes to the API server, so that the app runs same-origin
 * as it does in production (the server serves dist/ at `/`). Vite treats keys starting with ^ as
 * regular expressions.
 */
const DEV_API_PATHS = '^/(?!$|\\?|index\\.html|favicon\\.svg|src/|node_modules/|@|__vite)';
const PREVIEW_API_PATHS = '^/(?!$|\\?|index\\.html|favicon\\.svg|assets/)';
/** The API server; ECUC_API_TARGET overrides it (e.g. a server on another port). */
const DEFAULT_API_TARGET = 'http://127.0.0.1:8080';

export default defineConfig(({ mode }) => {
  const API_TARGET = loadEnv(mode, '.', 'ECUC_')['ECUC_API_TARGET'] || DEFAULT_API_TARGET;
  return {
    // `.br` and `.gz` beside each text file of the build: the server sends the one the browser accepts, with no
    // compression work per request.
    plugins: [
      react(),
      compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, logLevel: 'silent' }),
    ],
    resolve: {
      // `source` makes @ecuc/core resolve to its TypeScript sources.
      conditions: ['source', 'module', 'browser', 'development|production'],
    },
    define: {
      __APP_VERSION__: JSON.stringify(webPackage.version),
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      chunkSizeWarningLimit: 1600,
      rolldownOptions: {
        treeshake: {
          // core/api and core/catalogue are declarations only (constants, zod schemas, tables, lookups): a
          // page that imports one constant does not need the schemas and tables it does not use, nor zod.
          moduleSideEffects: [
            { test: /packages[\\/]core[\\/]src[\\/](api|catalogue)[\\/]/, sideEffects: false },
          ],
        },
        output: {
          // Libraries change rarely: their own chunks stay cached across releases of the app. antd is left
          // to the bundler, which splits it by the pages that use each component, so that the login page
          // loads only the components it shows.
          codeSplitting: {
            groups: [
              {
                name: 'react',
                test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
                priority: 3,
              },
              {
                name: 'vendor',
                test: /node_modules[\\/](axios|i18next|react-i18next|use-sync-external-store)[\\/]/,
                priority: 1,
              },
            ],
          },
        },
      },
    },
    server: {
      port: 5173,
      proxy: { [DEV_API_PATHS]: { target: API_TARGET } },
    },
    preview: {
      proxy: { [PREVIEW_API_PATHS]: { target: API_TARGET } },
    },
  };
});
