// Mantine's global styles; each component's own come with the modules that use it
// (web/mantine-css.ts), all in `@layer mantine`, so app.css overrides them in any order.
import '@mantine/core/styles/baseline.layer.css'
import '@mantine/core/styles/default-css-variables.layer.css'
import '@mantine/core/styles/global.layer.css'
import '@mantine/notifications/styles.layer.css'
import './app/app.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import { i18n } from './app/i18n'

// Only English is in the first load: another language's shell strings arrive first (one request,
// started as the shell runs), so no page flashes in English.
// (Not a top-level await: with one, Rollup split the shell into dozens of chunks.)
void i18n.loadNamespaces('common').then(() =>
  createRoot(document.getElementById('root')!).render(<StrictMode><App /></StrictMode>))
