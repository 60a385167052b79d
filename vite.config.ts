import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import pkg from './package.json' with { type: 'json' };

/** The build version names the hub worker, so tabs of an older build never share a newer hub. */
export const BUILD_VERSION = `${pkg.version}-${process.env.BUILD_ID ?? 'dev'}`;

export default defineConfig({
  plugins: [react()],
  define: { __BUILD_VERSION__: JSON.stringify(BUILD_VERSION) },
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 1500 },
  server: {
    proxy: {
      '/ws': { target: 'ws://127.0.0.1:8080', ws: true },
      '/app': 'http://127.0.0.1:8080',
      '/api': 'http://127.0.0.1:8080',
      '/upload': 'http://127.0.0.1:8080',
    },
  },
});
