import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { Duplex, type Readable } from 'node:stream'
import { Type } from 'typebox'
import { errorResponses, ref } from '../../core/http/common.schema.js'
import { runInPublicLane } from '../../core/db/lanes.js'
import { createGate, gateRoutes, keepPlaceWhileMaking, type GateOptions } from '../../core/http/lane-gate.js'
import { perMinute } from '../../core/http/rate-limit.js'
import {
  CalendarQuery, DeadlinesQuery, ExportQuery, FacetQuery, Facets, GrantFacetedSearchResponse, GrantListQuery, GrantListResponse, GrantParams, GrantResponse,
  GrantSearchQuery, GrantSourceInfo, GrantStats, SimilarQuery, SimpleSearchQuery, SimpleSearchResponse,
} from './grants.schema.js'
import type { Download } from './grants.downloads.js'
import type { GrantsService } from './grants.service.js'

export function grantsRoutes (
  grants: GrantsService,
  { expensivePerMinute, gate }: { expensivePerMinute: number; gate: GateOptions | null },
): FastifyPluginAsyncTypebox {
  return async (app) => {
    const config = { access: 'public' } as const
    // Anyone may call these, and each can cost the database a scan of the catalogue (search, up to
    // 10,000 CSV rows, a calendar of every cut-off): a per-client limit per route, far above what a
    // person in the web app sends.
    const expensive = { ...config, ...perMinute(expensivePerMinute) }
    const tags = ['grants']
    // The catalogue is open to anyone: its reads go through the public lane (core/db/lanes.ts),
    // so they can never take the connections that /health and signed-in users need.
    app.addHook('onRequest', (_req, _reply, done) => { runInPublicLane(done) })
    if (gate) gateRoutes(app, createGate(gate))

    // With `q`, the list is the search's answer in the list's shape: a client that adds words to
    // its filters gets them searched, not silently dropped.
    app.get('/grants', {
      config,
      schema: {
        tags, summary: 'Grants, filtered and sorted (newest first without sort_by; by relevance with q)',
        querystring: GrantListQuery, response: { 200: ref(GrantListResponse) },
      },
    }, (req) => {
      const { q, ...filters } = req.query
      return q === undefined ? grants.list(filters) : grants.search({ ...filters, q, understand: true, correct: false })
    })

    app.get('/grants/search', {
      config: expensive,
      schema: {
        tags, summary: 'Full-text search with facets; falls back to a database substring search',
        querystring: GrantSearchQuery, response: { 200: ref(GrantFacetedSearchResponse) },
      },
    }, (req) => grants.search(req.query))

    app.get('/grants/search/simple', {
      config: expensive,
      schema: {
        tags, summary: 'Database substring search on title or description (kept for older clients)',
        querystring: SimpleSearchQuery, response: { 200: ref(SimpleSearchResponse) },
      },
    }, (req) => grants.simpleSearch(req.query))

    app.get('/grants/facets', {
      config, schema: { tags, summary: 'Facet counts under the filters of GET /grants, without a keyword', querystring: FacetQuery, response: { 200: ref(Facets) } },
    }, (req) => grants.facets(req.query))

    app.get('/grants/stats', {
      config, schema: { tags, summary: 'Counts by status, source, country and carbon category', response: { 200: ref(GrantStats) } },
    }, () => grants.stats())

    app.get('/grants/sources', {
      config, schema: { tags, summary: 'The four data sources with their grant counts', response: { 200: Type.Array(ref(GrantSourceInfo)) } },
    }, () => grants.sources())

    app.get('/grants/deadlines', {
      config, schema: { tags, summary: 'Active grants with a cut-off within `days`, soonest first', querystring: DeadlinesQuery, response: { 200: Type.Array(ref(GrantResponse)) } },
    }, (req) => grants.deadlines(req.query))

    app.get('/grants/export.csv', {
      config: expensive,
      schema: {
        tags, summary: 'The filtered, sorted list as CSV (streamed, up to 10,000 rows)', querystring: ExportQuery,
        produces: ['text/csv'],
        response: {
          200: Type.Unsafe<Readable>({ type: 'string', description: 'text/csv, a header row then one row per grant' }),
          304: NOT_MODIFIED,
        },
      },
    }, async (req, reply) => {
      reply.type('text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="grants.csv"')
      return sendDownload(req, reply, await grants.exportCsv(req.query, req.headers['if-none-match']))
    })

    app.get('/grants/deadlines.ics', {
      config: expensive,
      schema: {
        tags, summary: 'iCalendar feed (RFC 5545) of upcoming cut-offs, one all-day event each', querystring: CalendarQuery,
        produces: ['text/calendar'], response: { 200: Type.String({ description: 'text/calendar' }), 304: NOT_MODIFIED },
      },
    }, async (req, reply) => {
      reply.type('text/calendar; charset=utf-8').header('content-disposition', 'inline; filename="grant-deadlines.ics"')
      return sendDownload(req, reply, await grants.calendar(req.query, req.headers['if-none-match']))
    })

    app.get('/grants/:grant_id', {
      config, schema: { tags, summary: 'One grant', params: GrantParams, response: { 200: ref(GrantResponse), ...errorResponses(404) } },
    }, (req) => grants.get(req.params.grant_id))

    app.get('/grants/:grant_id/similar', {
      config, schema: { tags, summary: 'Grants sharing countries and NACE codes, with close funding; open ones first', params: GrantParams, querystring: SimilarQuery, response: { 200: Type.Array(ref(GrantResponse)), ...errorResponses(404) } },
    }, (req) => grants.similar(req.params.grant_id, req.query.limit))
  }
}

const NOT_MODIFIED = Type.Null({ description: 'The client holds this version already (If-None-Match names its ETag)' })

/** A download with its ETag, or 304 when the client holds that version already. */
function sendDownload (req: FastifyRequest, reply: FastifyReply, { etag, body }: Download): FastifyReply {
  // Public data: shared caches may keep it as long as we do.
  reply.header('etag', etag).header('cache-control', 'public, max-age=60')
  if (body instanceof Duplex) keepPlaceWhileMaking(req, body)
  return body === null ? reply.code(304).send() : reply.send(body)
}
