import { parseArgs } from 'node:util'
import { ensurePgliteTemplate, openContainer } from './container.js'
import { AppError } from './core/http/errors.js'
import { ConfigError, loadConfig, type Config } from './core/config.js'
import { DataDirLockedError } from './core/db/lock.js'
import { createLogger } from './core/logger.js'
import { generateGrants } from './modules/grants/grants.generate.js'

// Operator commands, on the same DATA_DIR / DATABASE_URL as the server. With PGlite the data
// directory is locked: while the server runs, the CLI refuses (it never opens the directory twice).

const USAGE = `Usage: npm run cli -- <command>

  users create --email E --password P --full-name N [--platform-admin]
  users promote E                       make an existing user a platform operator
  grants generate --count N [--seed S]  add N synthetic grants (marked is_synthetic) for demos and benchmarks
  db template                           (install time) dump a migrated PGlite database for fast first starts`

type Command = (config: Config, args: string[]) => Promise<string>

const commands: Record<string, Command> = {
  'users create': async (config, args) => {
    const { values } = parseArgs({
      args, strict: true,
      options: { email: { type: 'string' }, password: { type: 'string' }, 'full-name': { type: 'string' }, 'platform-admin': { type: 'boolean', default: false } },
    })
    if (!values.email || !values.password || !values['full-name']) throw new UsageError('users create needs --email, --password and --full-name')
    return withContainer(config, async (c) => {
      const user = await c.auth.createUser({ email: values.email!, password: values.password!, full_name: values['full-name']!, platformAdmin: values['platform-admin']! })
      return `Created ${user.email} (id ${user.id}, tenant ${user.tenant_id})${user.is_platform_admin ? ' as platform operator' : ''}`
    })
  },

  'users promote': async (config, args) => {
    const email = args[0]
    if (!email || args.length > 1) throw new UsageError('users promote needs exactly one e-mail address')
    return withContainer(config, async (c) => `${(await c.auth.promote(email)).email} is now a platform operator`)
  },

  'grants generate': async (config, args) => {
    const { values } = parseArgs({ args, strict: true, options: { count: { type: 'string' }, seed: { type: 'string', default: '1' } } })
    const count = Number(values.count)
    const seed = Number(values.seed)
    if (!Number.isInteger(count) || count < 1 || !Number.isInteger(seed)) throw new UsageError('grants generate needs --count N (a positive integer) and an integer --seed')
    return withContainer(config, async (c) => {
      const started = performance.now()
      const written = await generateGrants({ grants: c.grants, reference: c.reference, clock: c.drivers.clock }, { count, seed })
      return `Generated ${count} synthetic grants (${written.inserted} new, ${written.updated} updated) in ${((performance.now() - started) / 1000).toFixed(1)} s`
    })
  },

  'db template': async (config) => {
    const { dir, created } = await ensurePgliteTemplate(config, createLogger('warn'))
    return created ? `PGlite template written: ${dir}` : `PGlite template is current: ${dir}`
  },
}

class UsageError extends Error {}

async function withContainer (config: Config, run: (c: Awaited<ReturnType<typeof openContainer>>['container']) => Promise<string>): Promise<string> {
  const { container, close } = await openContainer(config, createLogger('warn'))
  try {
    return await run(container)
  } finally {
    await close()
  }
}

async function main (argv: string[]): Promise<number> {
  const name = argv.slice(0, 2).join(' ')
  const command = commands[name]
  if (!command) {
    console.error(argv.length ? `Unknown command: ${argv.join(' ')}\n\n${USAGE}` : USAGE)
    return 2
  }
  try {
    console.log(await command(loadConfig(), argv.slice(2)))
    return 0
  } catch (err) {
    if (err instanceof UsageError || (err instanceof TypeError && 'code' in err)) {
      console.error(`${err.message}\n\n${USAGE}`)
      return 2
    }
    if (err instanceof AppError) {
      console.error(err.extra.errors?.map((e) => e.msg).join('\n') ?? err.detail)
      return 1
    }
    if (err instanceof ConfigError || err instanceof DataDirLockedError) {
      console.error(err.message)
      return 1
    }
    throw err
  }
}

process.exitCode = await main(process.argv.slice(2))
