import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Plugin, Rollup } from 'vite'

type ManualChunkMeta = Rollup.ManualChunkMeta

// Mantine ships one 290 kB stylesheet for all of its ~120 components, and the first page needs a
// few of them. This plugin gives every module of the app that imports components from
// @mantine/core the stylesheets of those components and of the components they are built on, so
// Vite puts each page's Mantine CSS into that page's chunk. What a component is built on is read
// from Mantine's own ES modules: each `X.module.mjs` reached through a component's relative imports
// means `styles/X.layer.css` (Mantine's documented per-component files). The layered variants keep
// every Mantine rule in `@layer mantine`, so app.css (not layered) wins whatever order the chunks'
// style sheets arrive in. main.tsx imports the global styles.

const esm = dirname(fileURLToPath(import.meta.resolve('@mantine/core')))
const styles = resolve(esm, '..', 'styles')

/** Exported name → its module, from the package's index (`import { A, B } from "./components/…"`). */
function exportsIndex (): Map<string, string> {
  const index = new Map<string, string>()
  const text = readFileSync(join(esm, 'index.mjs'), 'utf8')
  for (const [, names, from] of text.matchAll(/^import \{([^}]+)\} from "(\.\/components\/[^"]+)";$/gm)) {
    for (const name of names!.split(',')) index.set(name.trim().split(/\s+as\s+/).pop()!, join(esm, from!))
  }
  return index
}

/** The style sheets a module needs: its own `*.module.mjs` and those of every component it imports. */
function sheetsOf (file: string, seen = new Set<string>()): Set<string> {
  const sheets = new Set<string>()
  if (seen.has(file)) return sheets
  seen.add(file)
  for (const [, from] of readFileSync(file, 'utf8').matchAll(/from "(\.{1,2}\/[^"]+\.mjs)"/g)) {
    const target = resolve(dirname(file), from!)
    const sheet = /([A-Za-z]+)\.module\.mjs$/.exec(target)?.[1]
    if (sheet) {
      if (existsSync(join(styles, `${sheet}.layer.css`))) sheets.add(sheet)
    } else if (target.includes(`${join(esm, 'components')}/`)) {
      for (const s of sheetsOf(target, seen)) sheets.add(s)
    }
  }
  return sheets
}

/** The @mantine/core names another Mantine package (charts, notifications) imports anywhere. */
function coreNamesOf (pkg: string): string[] {
  const dir = join(esm, '..', '..', pkg, 'esm')
  const names = new Set<string>()
  for (const file of readdirSync(dir, { recursive: true }).map(String).filter((f) => f.endsWith('.mjs'))) {
    for (const [, list] of readFileSync(join(dir, file), 'utf8').matchAll(/import \{([^}]+)\} from "@mantine\/core"/g)) {
      for (const name of list!.split(',')) names.add(name.trim().split(/\s+as\s+/)[0]!)
    }
  }
  return [...names]
}

export function mantineCssPerComponent (): Plugin {
  const index = exportsIndex()
  const byName = new Map<string, string[]>()
  const sheetsFor = (name: string): string[] => {
    if (!byName.has(name)) byName.set(name, index.has(name) ? [...sheetsOf(index.get(name)!)] : [])
    return byName.get(name)!
  }
  const others = new Map<string, string[]>()
  const otherPackage = (pkg: string) => others.get(pkg) ?? others.set(pkg, coreNamesOf(pkg)).get(pkg)!
  return {
    name: 'mantine-css-per-component',
    enforce: 'pre',
    transform (code, id) {
      if (id.includes('node_modules') || !/\.tsx?$/.test(id)) return null
      const sheets = new Set<string>()
      for (const [, names, pkg] of code.matchAll(/^import \{([^}]+)\} from '@mantine\/(core|charts|notifications)'/gm)) {
        const used = pkg === 'core' ? names!.split(',').map((n) => n.trim()) : otherPackage(pkg!)
        for (const name of used) {
          if (name && !name.startsWith('type ')) for (const sheet of sheetsFor(name.split(/\s+as\s+/)[0]!)) sheets.add(sheet)
        }
      }
      if (sheets.size === 0) return null
      const imports = [...sheets].sort().map((s) => `import '@mantine/core/styles/${s}.layer.css';`).join('')
      // One line, so the source map's lines stay where they were.
      return { code: imports + code, map: null }
    },
  }
}

/**
 * Rollup's `manualChunks`: the Mantine style sheets that no module of the first load needs (the
 * shell and the `firstPages` modules, with their static imports) go into one chunk, `mantine`.
 * Left to Rollup, each combination of pages sharing a sheet became a chunk of its own: 13 style
 * sheets and their JavaScript stubs for the search page, a request each (half a second apiece on
 * a slow phone network). The first load keeps only what it draws.
 */
export function groupPageSheets (roots: string[]) {
  let firstLoad: Set<string> | undefined
  const walk = (id: string, seen: Set<string>, meta: ManualChunkMeta) => {
    if (seen.has(id)) return
    seen.add(id)
    for (const next of meta.getModuleInfo(id)?.importedIds ?? []) walk(next, seen, meta)
  }
  return (id: string, meta: ManualChunkMeta): string | undefined => {
    if (!id.includes('/@mantine/core/styles/')) return undefined
    if (!firstLoad) {
      firstLoad = new Set()
      for (const root of roots) walk(root, firstLoad, meta)
    }
    const importers = meta.getModuleInfo(id)?.importers ?? []
    return importers.some((importer) => firstLoad!.has(importer)) ? undefined : 'mantine'
  }
}
