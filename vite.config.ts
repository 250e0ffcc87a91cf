import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

/** The running build's version, compared in the browser with the published /meta.json. */
const packageVersion: string = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')).version;

/** The API the dev server proxies to; the built SPA is served by the API itself. */
const apiTarget = process.env.API_URL ?? 'http://localhost:8080';

export default defineConfig({
  root: '.',
  define: { __APP_VERSION__: JSON.stringify(packageVersion) },
  // .br and .gz beside every text asset, served as they are by the API (preCompressed): no compression per request.
  // TrueType fonts too (the PDF export's, fetched when an export starts): about half their bytes.
  plugins: [compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, include: /\.(html|xml|css|json|js|mjs|svg|ttf)$/ })],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      // MUI marks its modules "use client" (a React Server Components hint, meaningless in a SPA).
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
  server: {
    proxy: {
      '/plataforma': { target: apiTarget, changeOrigin: true },
      '/meta.json': { target: apiTarget, changeOrigin: true },
    },
  },
});
