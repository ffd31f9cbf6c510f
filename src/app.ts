import { randomUUID } from 'node:crypto'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import Fastify from 'fastify'
import type { Container } from './container.js'
import { installAccessControl } from './core/http/auth.js'
import { installBodyParsers } from './core/http/body-parsers.js'
import { sharedSchemas } from './core/http/common.schema.js'
import { lazySerializers } from './core/http/serialization.js'
import { installCompression } from './core/http/compression.js'
import { frameworkErrors, installErrorHandling, installNotFound } from './core/http/errors.js'
import { rejectNulCharacters } from './core/http/input.js'
import { addImpliedErrorResponses, installOpenApi } from './core/http/openapi.js'
import { installRateLimit } from './core/http/rate-limit.js'
import { installSecurityHeaders } from './core/http/security-headers.js'
import { buildValidator } from './core/http/validation.js'
import { installWebApp } from './core/http/web-app.js'
import { bindRequestLogger } from './core/logger.js'
import { applicationsRoutes } from './modules/applications/applications.routes.js'
import { applicationSchemas } from './modules/applications/applications.schema.js'
import { collaborationRoutes } from './modules/collaboration/collaboration.routes.js'
import { collaborationSchemas } from './modules/collaboration/collaboration.schema.js'
import { auditRoutes } from './modules/audit/audit.routes.js'
import { auditSchemas } from './modules/audit/audit.schema.js'
import { accountRoutes } from './modules/account/account.routes.js'
import { authRoutes, authSchemas } from './modules/auth/auth.routes.js'
import { grantsRoutes } from './modules/grants/grants.routes.js'
import { grantChangesRoutes } from './modules/grants/changes/grant-changes.routes.js'
import { grantChangeSchemas } from './modules/grants/changes/grant-changes.schema.js'
import { grantPagesRoutes } from './modules/grants/grant-pages.js'
import { grantSchemas } from './modules/grants/grants.schema.js'
import { companiesRoutes } from './modules/companies/companies.routes.js'
import { companySchemas } from './modules/companies/companies.schema.js'
import { matchesRoutes } from './modules/matching/matches.routes.js'
import { matchingRoutes } from './modules/matching/matching.routes.js'
import { matchingSchemas } from './modules/matching/matching.schema.js'
import { ingestionRoutes } from './modules/grants/ingestion/ingestion.routes.js'
import { ingestionSchemas } from './modules/grants/ingestion/ingestion.schema.js'
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.js'
import { dashboardSchemas } from './modules/dashboard/dashboard.schema.js'
import { healthRoutes } from './modules/health/health.routes.js'
import { jobRunsRoutes } from './modules/health/job-runs.routes.js'
import { notificationsRoutes } from './modules/notifications/notifications.routes.js'
import { savedSearchesRoutes } from './modules/alerts/saved-searches.routes.js'
import { savedSearchSchemas } from './modules/alerts/saved-searches.schema.js'
import { notificationSchemas } from './modules/notifications/notifications.schema.js'
import { partnerAdminSchemas } from './modules/partners/partners.admin-schema.js'
import { partnersAdminRoutes } from './modules/partners/partners.admin-routes.js'
import { partnersRoutes } from './modules/partners/partners.routes.js'
import { apiKeysRoutes } from './modules/integrations/api-keys.routes.js'
import { apiKeySchemas } from './modules/integrations/api-keys.schema.js'
import { partnerSchemas } from './modules/partners/partners.schema.js'
import { programmeRoutes } from './modules/partners/programme.routes.js'
import { programmeSchemas } from './modules/partners/programme.schema.js'
import { referenceRoutes, referenceSchemas } from './modules/reference/reference.routes.js'
import { legalRoutes, legalSchemas } from './modules/legal/legal.routes.js'
import { operatorWebhooksRoutes, webhooksRoutes } from './modules/integrations/webhooks.routes.js'
import { webhookSchemas } from './modules/integrations/webhooks.schema.js'
import { workspacesRoutes } from './modules/workspaces/workspaces.routes.js'
import { workspaceSchemas } from './modules/workspaces/workspaces.schema.js'

export async function buildApp (container: Container) {
  const { config } = container
  const serializers = lazySerializers()
  const app = Fastify({
    loggerInstance: container.logger,
    // A hop count is valid at run time (proxy-addr); Fastify's types only list the other forms.
    trustProxy: config.http.trustProxy as boolean | string[],
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    schemaController: { compilersFactory: { buildValidator, buildSerializer: serializers.factory } },
    frameworkErrors,
    // Fastify turns Node's request timeout off: a body trickled a byte at a time then held its
    // socket (and a request slot) forever. Node checks the deadlines every
    // connectionsCheckingInterval (30 s by default), so that is scaled to the timeout; headers
    // must arrive within it too (Node refuses a headers timeout longer than the request's).
    requestTimeout: config.http.requestTimeoutMs,
    connectionTimeout: config.http.idleTimeoutMs,
    http: {
      connectionsCheckingInterval: Math.min(30_000, Math.max(100, Math.round(config.http.requestTimeoutMs / 4))),
      headersTimeout: Math.min(60_000, config.http.requestTimeoutMs),
    },
  }).withTypeProvider<TypeBoxTypeProvider>()

  // Only a listening server warms them; tests (`inject`) compile what they use.
  app.addHook('onListen', function () {
    serializers.warm().then(
      (compiled) => { this.log.debug({ compiled }, 'response serialisers compiled') },
      (err: unknown) => { this.log.error({ err }, 'a response serialiser failed to compile') },
    )
  })
  installErrorHandling(app)
  installSecurityHeaders(app)
  await installBodyParsers(app)
  bindRequestLogger(app)
  rejectNulCharacters(app)
  // Before any route: the plugin adds its hook to each route as it is declared.
  await installCompression(app)
  const schemas = [
    ...sharedSchemas, ...authSchemas, ...referenceSchemas, ...grantSchemas, ...grantChangeSchemas, ...ingestionSchemas, ...companySchemas,
    ...matchingSchemas, ...applicationSchemas, ...collaborationSchemas, ...dashboardSchemas, ...auditSchemas,
    ...notificationSchemas, ...partnerSchemas, ...programmeSchemas, ...partnerAdminSchemas, ...workspaceSchemas,
    ...webhookSchemas, ...apiKeySchemas, ...savedSearchSchemas, ...legalSchemas,
  ]
  for (const schema of schemas) app.addSchema(schema)

  await installRateLimit(app)
  await installOpenApi(app, { version: config.version })

  // Everything below declares its access level and passes the one access gate.
  await app.register(async (guarded) => {
    installAccessControl(guarded, { jwt: container.jwt, resolvers: container.principalResolvers })
    guarded.addHook('onRoute', addImpliedErrorResponses)
    await guarded.register(healthRoutes(container.health, { hide: true }))   // load balancers probe /health
    await guarded.register(grantPagesRoutes(container.grantPages))   // /robots.txt, /sitemap.xml
    await guarded.register(async (api) => {
      await api.register(healthRoutes(container.health))
      await api.register(authRoutes(container.auth, { rateLimitPerMinute: config.auth.rateLimitPerMinute }))
      await api.register(accountRoutes(container.accountExport, container.accountDeletion))
      await api.register(workspacesRoutes(container.workspaces, container.invitations, { rateLimitPerMinute: config.auth.rateLimitPerMinute }))
      await api.register(referenceRoutes(container.reference))
      await api.register(legalRoutes(container.legal))
      await api.register(grantsRoutes(container.grants, {
        expensivePerMinute: config.http.publicRatePerMinute, gate: config.http.publicGate,
      }))
      await api.register(grantChangesRoutes(container.grantChanges))
      await api.register(ingestionRoutes(container.ingestion))
      await api.register(companiesRoutes(container.companies))
      await api.register(matchingRoutes(container.matching))
      await api.register(matchesRoutes(container.matches))
      await api.register(applicationsRoutes(container.applications))
      await api.register(collaborationRoutes(container.collaboration))
      await api.register(dashboardRoutes(container.dashboard))
      await api.register(auditRoutes(container.audit))
      await api.register(notificationsRoutes(container.notifications, container.delivery))
      await api.register(savedSearchesRoutes(container.savedSearches))
      await api.register(jobRunsRoutes(container.jobRuns))
      await api.register(webhooksRoutes(container.webhooks))
      await api.register(operatorWebhooksRoutes(container.webhooks))
      const programme = {
        partners: container.partners, referrals: container.referrals, commissions: container.commissions, payouts: container.payouts,
      }
      await api.register(partnersRoutes(programme, { authPerMinute: config.auth.rateLimitPerMinute, clickPerMinute: config.partners.clickRatePerMinute }))
      await api.register(partnersAdminRoutes(programme))
      await api.register(programmeRoutes({ programme: container.programme, payouts: container.payouts }))
      await api.register(apiKeysRoutes(container.apiKeys))
      api.get('/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, () => app.swagger())
    }, { prefix: '/api/v1' })
  })
  installNotFound(app, await installWebApp(app, config.webDir, {
    pageMeta: container.grantPages.pageMeta, firstViewTimeoutMs: config.firstViewTimeoutMs,
  }))
  return app
}
export type App = Awaited<ReturnType<typeof buildApp>>
