import { fileURLToPath } from 'node:url'

/** A file of the current source as the global setup built it (`dist-test/cli.js` for `src/cli.ts`). */
export const built = (file: string): string => fileURLToPath(new URL(`../dist-test/${file}`, import.meta.url))
