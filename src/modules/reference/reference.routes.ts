import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { ref } from '../../core/http/common.schema.js'
import { createResponseCache } from '../../core/http/response-cache.js'
import {
  CountryQuery, CountryResponse, NaceCodeQuery, NaceCodeResponse, RegionQuery, RegionResponse,
} from './reference.schema.js'
import type { ReferenceService } from './reference.service.js'

export function referenceRoutes (reference: ReferenceService): FastifyPluginAsyncTypebox {
  return async (app) => {
    const config = { access: 'public' } as const
    const tags = ['reference']
    const cache = createResponseCache()

    app.get('/reference/nace-codes', {
      config,
      schema: { tags, summary: 'NACE Rev. 2 codes (996), searchable by code or description', querystring: NaceCodeQuery, response: { 200: Type.Array(ref(NaceCodeResponse)) } },
    }, (req, reply) => { cache.send(reply, req.url, () => reference.naceCodes(req.query)) })

    app.get('/reference/countries', {
      config,
      schema: { tags, summary: 'The 43 countries of EU programmes, alphabetical', querystring: CountryQuery, response: { 200: Type.Array(ref(CountryResponse)) } },
    }, (req, reply) => { cache.send(reply, req.url, () => reference.countries(req.query)) })

    app.get('/reference/regions', {
      config,
      schema: {
        tags,
        summary: 'NUTS 2024 regions of the EU member states (1,501), by country, level or a search',
        querystring: RegionQuery,
        response: { 200: Type.Array(ref(RegionResponse)) },
      },
    }, (req, reply) => {
      cache.send(reply, req.url, () => reference.regions({ ...req.query, level: req.query.level as 1 | 2 | 3 | undefined }))
    })
  }
}

export const referenceSchemas = [NaceCodeResponse, CountryResponse, RegionResponse]
