import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompileMessages } from './scripts/vite-precompile-messages.ts';

// `@/` is the web app's root, `@shared/` the isomorphic rules (tsconfig.json declares the same).
export const webAliases = {
  '@/': fileURLToPath(new URL('./src/web/', import.meta.url)),
  '@shared/': fileURLToPath(new URL('./src/shared/', import.meta.url)),
};

const apiPort = Number(process.env.PORT ?? 3000);

// The SPA lives in src/web; the production build lands in dist/web and is served by Fastify.
export default defineConfig({
  root: 'src/web',
  publicDir: '../../public',
  plugins: [react(), precompileMessages()],
  resolve: {
    alias: [
      ...Object.entries(webAliases).map(([find, replacement]) => ({ find, replacement })),
      // The catalogues arrive parsed (precompileMessages): react-intl never needs the ICU parser.
      {
        find: /^@formatjs\/icu-messageformat-parser$/,
        replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
      },
    ],
  },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    // .vite/manifest.json: the server links each screen's chunks from its page (src/server/http/web.ts).
    manifest: true,
  },
  server: {
    port: apiPort + 1,
    proxy: { '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
});
