import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { resolve } from 'node:path'
import { groupPageSheets, mantineCssPerComponent } from './mantine-css'

// What a first visit loads: the shell and the home page (their Mantine style sheets stay with them).
const FIRST_LOAD = ['src/main.tsx', 'src/features/grants/landing.page.tsx'].map((f) => resolve(import.meta.dirname, f))

// The web app: built into web/dist, which the API server serves at `/` (src/core/http/web-app.ts).
// `npx vite web` for development proxies the API to a server started with `npm start`.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), mantineCssPerComponent()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Charts (recharts) are loaded only by the pages that draw one: see the lazy routes.
    chunkSizeWarningLimit: 600,
    // .vite/manifest.json: scripts/build-web.mjs reads it to list each first page's chunks.
    manifest: true,
    rollupOptions: { output: { manualChunks: groupPageSheets(FIRST_LOAD) } },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:8000' } },
})
