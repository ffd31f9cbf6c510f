import { defineConfig } from 'drizzle-kit'

// Generation only: migrations are applied by the app at start-up (src/core/db/migrate.ts),
// because drizzle-kit's own migrate does not work on PGlite.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/core/db/schema.ts',
  out: './drizzle',
})
