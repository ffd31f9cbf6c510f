import type { FastifyBaseLogger } from 'fastify'
import { createJwt } from './core/auth/jwt.js'
import { createLoginThrottle } from './core/auth/login-throttle.js'
import { systemClock, type Clock } from './core/clock.js'
import type { Config } from './core/config.js'
import { openPostgres, type Database } from './core/db/client.js'
import { createVersions, type Versions } from './core/db/versions.js'
import { createOutboxMailer, createSmtpMailer, type Mailer } from './core/email/mailer.js'
import { createJobRuns } from './core/jobs/job-runs.js'
import { createScheduler } from './core/jobs/scheduler.js'
import { contextLogger } from './core/logger.js'
import type { ApplicationEvents } from './modules/applications/applications.events.js'
import { createApplicationsService } from './modules/applications/applications.service.js'
import { createAuditService } from './modules/audit/audit.service.js'
import { createAuthService } from './modules/auth/auth.service.js'
import { createGrantsService } from './modules/grants/grants.service.js'
import { grantChangeJobs } from './modules/grants/changes/grant-changes.jobs.js'
import { createGrantChangesService } from './modules/grants/changes/grant-changes.service.js'
import type { OnAnnounced } from './modules/grants/changes/grant-changes.events.js'
import { createGrantPages } from './modules/grants/grant-pages.js'
import type { GrantSearchEngine } from './modules/grants/search/engine.js'
import { createPostgresSearchEngine } from './modules/grants/search/postgres-engine.js'
import { connectors } from './modules/grants/ingestion/connectors.js'
import { ingestionJobs } from './modules/grants/ingestion/ingestion.jobs.js'
import { createIngestionService } from './modules/grants/ingestion/ingestion.service.js'
import { createCollaborationService } from './modules/collaboration/collaboration.service.js'
import { createCompaniesService } from './modules/companies/companies.service.js'
import { createDashboardService } from './modules/dashboard/dashboard.service.js'
import { createAccountDeletion } from './modules/account/account-deletion.js'
import { createAccountExport } from './modules/account/account-export.js'
import { createLegal } from './modules/legal/legal.service.js'
import { createHealthService } from './modules/health/health.service.js'
import type { MatchEvents } from './modules/matching/matching.events.js'
import type { CandidateIndex } from './modules/matching/matching.repository.js'
import { createMatchingService } from './modules/matching/matching.service.js'
import { createMatchesService } from './modules/matching/matches.service.js'
import { createBm25Scorer, type SemanticScorer } from './modules/matching/scorers/semantic.js'
import { createDelivery } from './modules/notifications/delivery.js'
import { createEmailQueue } from './modules/notifications/email-queue.js'
import { createNotificationEvents } from './modules/notifications/notification-events.js'
import { createTeamEvents } from './modules/notifications/team-events.js'
import { createGrantChangeEvents } from './modules/notifications/grant-change-events.js'
import { createNotificationsService } from './modules/notifications/notifications.service.js'
import { createScheduledMail, notificationJobs } from './modules/notifications/notifications.jobs.js'
import { createUnsubscribeTokens } from './modules/notifications/unsubscribe.js'
import { createSavedSearchEvents } from './modules/notifications/saved-search-events.js'
import { createSavedSearchesService } from './modules/alerts/saved-searches.service.js'
import { createSavedSearchMatcher } from './modules/alerts/saved-search-matcher.js'
import { createSavedSearchSender } from './modules/alerts/saved-search-sender.js'
import { createSavedSearchAlerting, savedSearchJobs } from './modules/alerts/saved-searches.jobs.js'
import { createCommissionsService } from './modules/partners/commissions.service.js'
import { partnerJobs } from './modules/partners/partners.jobs.js'
import { createPartnersService } from './modules/partners/partners.service.js'
import { createPayoutsService } from './modules/partners/payouts.service.js'
import { createProgrammeService } from './modules/partners/programme.service.js'
import { createReferralsService } from './modules/partners/referrals.service.js'
import { loadReferenceData } from './modules/reference/reference.data.js'
import {
  applicationEventsWithWebhooks,
  deadlineWebhooks,
  grantChangedWebhooks,
  matchEventsWithWebhooks,
  programmeWebhooks,
} from './modules/integrations/webhook-events.js'
import { createWebhookDelivery } from './modules/integrations/webhook-delivery.js'
import { createWebhookSender } from './modules/integrations/webhook-sender.js'
import { createWebhooksService } from './modules/integrations/webhooks.service.js'
import { createApiKeysService } from './modules/integrations/api-keys.service.js'
import { createInvitationsService } from './modules/workspaces/invitations.service.js'
import { createWorkspacesService } from './modules/workspaces/workspaces.service.js'
import { createReferenceService } from './modules/reference/reference.service.js'

// THE composition root: plain factories in dependency order. Reading it tells who needs whom.

export interface Drivers {
  clock: Clock
  mailer: Mailer
  /** The search engine for this database; tests substitute failing or hanging twins. */
  searchEngine?: (database: Database) => GrantSearchEngine | null
  /** HTTP client of the live source connectors; tests serve fixture files through a fake. */
  fetch?: typeof fetch
  /** Where match events go (the notifications module; tests record them instead). */
  matchEvents?: MatchEvents
  /** The semantic sub-score (BM25 by default); an embedding provider, or a tuned BM25 in the evaluation, replaces it. */
  semantic?: SemanticScorer
  /** Where application status changes go (the notifications module; tests record them instead). */
  applicationEvents?: ApplicationEvents
  /** Jitter of e-mail retries (tests fix it). */
  random?: () => number
  /** Lease of an e-mail being sent, renewed every third of it (tests shorten it to see renewals). */
  mailLeaseMs?: number
  /** Told of every grant change announced, in its transaction (`grant.changed` webhooks by default). */
  onGrantChangeAnnounced?: OnAnnounced
}

// SEARCH_ENGINE=none disables the engine (the database fallback answers); SEARCH_DATABASE_URL
// puts it on another PostgreSQL, such as a read replica.
function defaultSearchEngine(config: Config, database: Database, versions: Versions): GrantSearchEngine | null {
  if (config.search.engine === 'none') return null
  // On the main database the index follows the version every cache follows; a replica's index
  // follows the replica's own (it may lag behind the primary).
  if (!config.search.databaseUrl)
    return createPostgresSearchEngine(database, { version: () => versions.current('grants_version') })
  return createPostgresSearchEngine(openPostgres(config.search.databaseUrl), { ownsDatabase: true })
}

/** The Message-ID domain: the sender address's own (MAIL_FROM), so ids are unique to this service. */
const senderDomain = (from: string) => from.match(/@([^>\s]+)/)?.[1] ?? 'grantwise.local'

export function createDrivers(config: Config, clock: Clock = systemClock): Drivers {
  const { smtpUrl, from, outboxDir } = config.mail
  return {
    clock,
    mailer: smtpUrl
      ? createSmtpMailer({ url: smtpUrl, clock, from })
      : createOutboxMailer({ dir: outboxDir, clock, from }),
  }
}

export function createContainer(
  config: Config,
  database: Database,
  logger: FastifyBaseLogger,
  drivers: Drivers = createDrivers(config),
) {
  const { db } = database
  const { clock, mailer } = drivers
  const log = contextLogger(logger)
  const jwt = createJwt({ secret: config.auth.jwtSecret, clock })

  const reference = createReferenceService({ db, data: loadReferenceData() })
  const versions = createVersions(db, { maxAgeMs: config.cache.coherenceMs })

  // Notifications: a sink the modules below write to in their own transactions.
  const delivery = createDelivery({
    db,
    mailer,
    clock,
    log,
    ratePerMinute: config.mail.ratePerMinute,
    domain: senderDomain(config.mail.from),
    ...(drivers.random ? { random: drivers.random } : {}),
    ...(drivers.mailLeaseMs ? { leaseMs: drivers.mailLeaseMs } : {}),
  })
  const tokens = createUnsubscribeTokens(config.auth.jwtSecret)
  const queue = createEmailQueue({ publicUrl: config.http.publicUrl, tokens, clock, onQueued: () => delivery.kick() })
  const notifications = createNotificationsService({
    db,
    clock,
    queue,
    delivery,
    tokens,
    savedSearches: () => savedSearches,
    mailerBackend: mailer.backend,
    verifyMailer: () => mailer.verify(),
  })
  const notificationEvents = createNotificationEvents({ queue, publicUrl: config.http.publicUrl })
  const teamEvents = createTeamEvents({ queue, publicUrl: config.http.publicUrl })
  // Webhooks: an outbox like the e-mails', written in the events' transactions (webhook-events.ts).
  const webhookRules = { allowPrivate: config.webhooks.allowPrivate, allowHttp: config.webhooks.allowHttp }
  const webhookDelivery = createWebhookDelivery({
    db,
    clock,
    log,
    send: createWebhookSender({ rules: webhookRules, timeoutMs: config.webhooks.timeoutMs }),
    disabled: (tx, tenantId, data) => notificationEvents.webhookDisabled(tx, tenantId, data),
    ...(drivers.random ? { random: drivers.random } : {}),
  })
  const webhooks = createWebhooksService({ db, clock, rules: webhookRules, worker: webhookDelivery })
  const scheduledMail = createScheduledMail({ db, clock, queue, approaching: deadlineWebhooks(webhooks) })

  const throttle = createLoginThrottle({ db, clock })
  const partners = createPartnersService({ db, jwt, throttle, clock, events: notificationEvents.partnerMail })
  const referrals = createReferralsService({ db, clock, log, secret: config.auth.jwtSecret })
  const commissions = createCommissionsService({
    db,
    clock,
    events: notificationEvents.partnerMail,
    holdDays: config.partners.holdDays,
    programme: programmeWebhooks(webhooks),
  })
  const programme = createProgrammeService({ db, clock, holdDays: config.partners.holdDays })
  const payouts = createPayoutsService({ db, clock, debtor: config.partners.sepaDebtor })

  const auth = createAuthService({
    db,
    jwt,
    clock,
    log,
    throttle,
    config: { publicUrl: config.http.publicUrl },
    accountEmail: notificationEvents.accountEmail,
    attributeSignUp: referrals.attributeSignUp,
  })
  const health = createHealthService({ database, version: config.version })
  const searchEngine = (drivers.searchEngine ?? ((d: Database) => defaultSearchEngine(config, d, versions)))(database)
  // Followers of a call hear of its meaningful changes, right after the write that recorded them.
  const grantChanges = createGrantChangesService({
    db,
    clock,
    log,
    events: createGrantChangeEvents({ queue }),
    onAnnounced: drivers.onGrantChangeAnnounced ?? grantChangedWebhooks(webhooks),
  })
  const grants = createGrantsService({
    db,
    reference,
    clock,
    log,
    versions,
    cacheBytes: config.cache.maxBytes * 0.75,
    search: { engine: searchEngine, timeoutMs: config.search.timeoutMs },
    publicUrl: config.http.publicUrl,
    announceChanges: grantChanges.announce,
  })

  const grantPages = createGrantPages({ db, clock, grants, publicUrl: config.http.publicUrl })
  // A company's matches and applications go with it (cascade); their comments in the same
  // transaction, through collaboration's port (a lazy function: collaboration is built later).
  const companies = createCompaniesService({
    db,
    reference,
    removing: (tx, tenantId, id) => collaboration.companyRemoving(tx, tenantId, id),
  })
  // The semantic sub-score is a port: an embedding provider can replace BM25 here.
  const matching = createMatchingService({
    db,
    companies,
    grants,
    reference,
    clock,
    versions,
    cacheBytes: config.cache.maxBytes * 0.25,
    weights: config.matching.weights,
    semantic: drivers.semantic ?? createBm25Scorer(),
    index: candidateIndex(searchEngine),
  })
  const workspaces = createWorkspacesService({ db, auth, interactionsChanged: matching.interactionsChanged })
  const invitations = createInvitationsService({
    db,
    clock,
    auth,
    invitationMail: notificationEvents.invitation,
    publicUrl: config.http.publicUrl,
  })
  const matches = createMatchesService({
    db,
    matching,
    grants,
    companies,
    events: drivers.matchEvents ?? matchEventsWithWebhooks(notificationEvents, webhooks),
    members: auth,
    team: teamEvents,
    follows: grantChanges,
  })
  const applications = createApplicationsService({
    db,
    companies,
    grants,
    matching,
    events: drivers.applicationEvents ?? applicationEventsWithWebhooks(notificationEvents, webhooks),
    members: auth,
    team: teamEvents,
  })
  const collaboration = createCollaborationService({ db, matches, applications, members: auth, team: teamEvents })
  const dashboard = createDashboardService({
    clock,
    companies,
    matches,
    applications,
    unreadNotifications: notifications.unreadCount,
  })
  const accountDeletion = createAccountDeletion({ db, clock, announce: notificationEvents.accountDeletion })
  const audit = createAuditService({ db })
  const apiKeys = createApiKeysService({ db, clock })
  const ingestion = createIngestionService({
    db,
    grants,
    connectors,
    clock,
    log,
    announceChanges: grantChanges.announce,
    ...(drivers.fetch ? { fetch: drivers.fetch, retryMinMs: 1 } : {}),
  })

  // Saved searches: held against every import's new grants, alerting through notifications.
  const savedSearches = createSavedSearchesService({ db, reference, publicUrl: config.http.publicUrl })
  const savedSearchSender = createSavedSearchSender({
    db,
    clock,
    log,
    events: createSavedSearchEvents({ queue }),
    publicUrl: config.http.publicUrl,
  })
  const savedSearchMatcher = createSavedSearchMatcher({ db, clock, log, reference })
  const savedSearchAlerting = createSavedSearchAlerting({ matcher: savedSearchMatcher, sender: savedSearchSender, log })
  grants.afterWrites(() => savedSearchAlerting.afterImport())

  const jobRuns = createJobRuns({ db, clock })
  const scheduler = createScheduler({ database, log, runs: jobRuns })
  const jobs = [
    ...ingestionJobs(ingestion, config.ingestion.schedule),
    ...notificationJobs(scheduledMail, config.notifications.schedule),
    ...grantChangeJobs(grantChanges, config.notifications.schedule),
    ...partnerJobs(referrals, config.notifications.schedule),
    ...savedSearchJobs(savedSearchAlerting, savedSearchSender, config.notifications.schedule),
  ]

  return {
    config, database, versions, drivers, logger, jwt, reference,
    notifications, delivery, emailQueue: queue, scheduledMail, webhooks, webhookDelivery, jobRuns,
    partners, referrals, commissions, programme, payouts,
    auth, workspaces, invitations,
    health,
    grants,
    grantChanges,
    grantPages,
    searchEngine,
    ingestion,
    companies,
    matching,
    matches,
    applications,
    collaboration,
    dashboard,
    accountExport: createAccountExport({ db, clock }),
    accountDeletion,
    legal: createLegal({ db }),
    audit,
    apiKeys,
    scheduler,
    jobs,
    savedSearches,
    savedSearchAlerting,
    savedSearchSender,
    savedSearchMatcher,
    principalResolvers: { user: auth.resolveAccess, partner: partners.resolveAccess, apiKey: apiKeys.resolve },

    /**
     * First start of the embedded default: the bundled dataset fills an empty catalogue (or
     * finishes a load a stop interrupted). The server runs it once it listens (health answers at
     * once; grants appear within seconds).
     */
    async loadBundledData(signal?: AbortSignal): Promise<void> {
      if (!config.ingestion.bundled) return
      const runs = await ingestion.loadBundledIfOwed(signal)
      if (runs?.length)
        logger.info(
          {
            grants: runs.reduce((n, r) => n + r.inserted, 0),
            runs: runs.map((r) => `${r.source}: ${r.inserted} grants, ${r.projects} projects, ${r.skipped} skipped`),
          },
          'bundled dataset loaded',
        )
    },

    /** The background work of a server (embedded default) or a worker: scheduled jobs, e-mail and webhook delivery. */
    async startWorkers(): Promise<void> {
      await scheduler.start(jobs)
      if (config.mail.delivery) delivery.start()
      if (config.webhooks.delivery) webhookDelivery.start()
    },

    /** Idempotent start-up work shared by the server and the CLI. */
    async startup(): Promise<void> {
      await reference.seed()
      await grants.stampConceptsIfEmpty()
      await grants.ensureSearchDictionary()
      if (config.auth.operator && (await auth.ensureOperator(config.auth.operator)) === 'created') {
        logger.info({ email: config.auth.operator.email }, 'operator account created from OPERATOR_EMAIL')
      }
      await auth.purgeExpired()
      await accountDeletion.purgeDue()
    },
  }
}
export type Container = ReturnType<typeof createContainer>

/** What matching reads from the search engine's index, if the engine has one. */
function candidateIndex(engine: GrantSearchEngine | null): CandidateIndex | undefined {
  if (!engine?.topicRanked || !engine.soonestInSectors || !engine.sharingConcepts) return undefined
  return {
    topicRanked: engine.topicRanked.bind(engine),
    soonestInSectors: engine.soonestInSectors.bind(engine),
    sharingConcepts: engine.sharingConcepts.bind(engine),
  }
}
