import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { recordBuildInputs } from './scripts/build-inputs.js';
import { precompressDir } from './scripts/precompress.js';

/** Records the module graph a build read, so npm start rebuilds the SPA only when one of them changed. */
function recordInputs(): Plugin {
  let ids: string[] = [];
  return {
    name: 'adforge:record-inputs',
    apply: 'build',
    buildEnd() {
      ids = [...this.getModuleIds()];
    },
    closeBundle() {
      // Compressed copies for the API to serve as they are (decision 061).
      const { files, raw, br } = precompressDir(path.resolve(import.meta.dirname, 'dist', 'web'));
      console.log(`precompressed ${files} files: ${(raw / 1024).toFixed(0)} KiB -> ${(br / 1024).toFixed(0)} KiB (br)`);
      recordBuildInputs('web', [...ids, 'vite.config.ts', 'scripts/build-inputs.ts', 'scripts/precompress.ts']);
    },
  };
}

export default defineConfig({
  root: 'web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), recordInputs()],
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname, 'web/src'),
      '@contract': path.resolve(import.meta.dirname, 'contract'),
    },
  },
  build: { outDir: '../dist/web', emptyOutDir: true, sourcemap: false },
  server: {
    port: 5173,
    strictPort: true,
    proxy: { '/api': { target: `http://127.0.0.1:${process.env.PORT ?? 3000}`, changeOrigin: false } },
  },
});
