import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { compileHints } from './scripts/compile-hints';

const apiPort = process.env.PORT ?? '3000';
/** Mantine's blue 7, the logo's background. */
const THEME_COLOR = '#1c7ed6';

export default defineConfig({
  plugins: [
    react(),
    compileHints(),
    VitePWA({
      // A new version waits for the user's "Reload" (src/offline/pwa.ts registers with
      // workbox-window), so code never changes under an open screen.
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['logo.svg', 'icons/apple-touch-icon.png'],
      manifest: {
        name: 'GenoApp',
        short_name: 'GenoApp',
        description: 'Explore RNA-seq differential-expression results, online and offline.',
        theme_color: THEME_COLOR,
        background_color: '#ffffff',
        display: 'standalone',
        start_url: '/',
        scope: '/',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      // The worker is ours (src/offline/sw.ts): it refuses an HTML answer for a script, and
      // wakes open windows for Background Sync of the outbox.
      strategies: 'injectManifest',
      srcDir: 'src/offline',
      filename: 'sw.ts',
      injectManifest: {
        // The app shell: every script chunk (each screen, and each namespace of both languages'
        // translations, is one), styles, fonts, icons; so every screen opens offline after a first visit.
        globPatterns: ['**/*.{js,css,html,svg,png,woff,woff2}'],
        // The plots' libraries are large; they belong to the shell all the same.
        maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
      },
    }),
  ],
  server: {
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
  // The manifest tells scripts/check-bundle-size.ts which chunks each screen needs at first paint.
  build: { outDir: 'dist', sourcemap: true, manifest: true },
  // Workers are module workers (`{ type: 'module' }`): built as ES modules, a worker's dynamic
  // import (the .xlsx reader of the results reader) stays its own chunk, loaded when needed.
  worker: { format: 'es', plugins: () => [compileHints()] },
});
