import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// The web app: built into web/dist, which the API server serves at `/` (src/core/http/web-app.ts).
// `npx vite web` for development proxies the API to a server started with `npm start`.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Charts (recharts) are loaded only by the pages that draw one: see the lazy routes.
    chunkSizeWarningLimit: 600,
  },
  server: { proxy: { '/api': 'http://127.0.0.1:8000' } },
})
