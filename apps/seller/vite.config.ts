import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { browserAxios } from '../../scripts/vite-browser-axios.ts';
import { precompress } from '../../scripts/vite-precompress.ts';

const api = `http://127.0.0.1:${process.env.API_PORT ?? 8080}`;
const proxy = {
  '/api': { target: api, changeOrigin: true },
  '/uploads': { target: api, changeOrigin: true },
  // Chat's live socket.
  '/ws': { target: api.replace(/^http/, 'ws'), ws: true },
};

export default defineConfig({
  base: '/Seller/',
  plugins: [react(), browserAxios(), precompress()],
  server: { port: 5175, proxy },
  preview: { port: 4175, proxy },
  // The manifest (dist/.vite/manifest.json) lets the server name the login page's chunks in its HTML (preload).
  build: { outDir: 'dist', manifest: true },
});
