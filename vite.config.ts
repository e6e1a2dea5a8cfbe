import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In `npm run dev` the API runs on API_PORT and Vite forwards the server's paths to it.
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;
const serverPaths = ['/api', '/webhooks', '/healthz', '/readyz'];

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: true,
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    strictPort: true,
    proxy: Object.fromEntries(serverPaths.map((prefix) => [prefix, apiTarget])),
  },
});
