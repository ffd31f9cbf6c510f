import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { callerOf, can, tenantOf } from '../../core/http/auth.js'
import { errorResponses, ref } from '../../core/http/common.schema.js'
import {
  CarbonProfile,
  CarbonProfileInput,
  Company,
  CompanyCreate,
  CompanyList,
  CompanyListQuery,
  CompanyParams,
  CompanyUpdate,
} from './companies.schema.js'
import type { CompaniesService } from './companies.service.js'

export function companiesRoutes(companies: CompaniesService): FastifyPluginAsyncTypebox {
  return async (app) => {
    const tags = ['companies']

    app.get(
      '/companies',
      {
        config: can('workspace.read'),
        schema: {
          tags,
          summary: "The tenant's companies, newest first",
          querystring: CompanyListQuery,
          response: { 200: ref(CompanyList) },
        },
      },
      (req) => companies.list(tenantOf(req), req.query),
    )

    app.post(
      '/companies',
      {
        config: can('companies.write'),
        schema: {
          tags,
          summary: 'Add a company',
          body: CompanyCreate,
          response: { 201: ref(Company), ...errorResponses(422) },
        },
      },
      async (req, reply) => reply.code(201).send(await companies.create(callerOf(req), req.body)),
    )

    app.get(
      '/companies/:company_id',
      {
        config: can('workspace.read'),
        schema: {
          tags,
          summary: "One company (another tenant's is 404)",
          params: CompanyParams,
          response: { 200: ref(Company), ...errorResponses(404) },
        },
      },
      (req) => companies.get(tenantOf(req), req.params.company_id),
    )

    app.patch(
      '/companies/:company_id',
      {
        config: can('companies.write'),
        schema: {
          tags,
          summary: 'Change some fields (null clears an optional one)',
          params: CompanyParams,
          body: CompanyUpdate,
          response: { 200: ref(Company), ...errorResponses(404, 422) },
        },
      },
      (req) => companies.update(callerOf(req), req.params.company_id, req.body),
    )

    app.delete(
      '/companies/:company_id',
      {
        config: can('companies.write'),
        schema: {
          tags,
          summary: 'Delete a company with its carbon profile',
          params: CompanyParams,
          response: { 204: { type: 'null', description: 'Deleted' }, ...errorResponses(404) },
        },
      },
      async (req, reply) => {
        await companies.remove(callerOf(req), req.params.company_id)
        return reply.code(204).send(null)
      },
    )

    app.get(
      '/companies/:company_id/carbon-profile',
      {
        config: can('workspace.read'),
        schema: {
          tags,
          summary: 'The carbon profile (nulls when none was given yet)',
          params: CompanyParams,
          response: { 200: ref(CarbonProfile), ...errorResponses(404) },
        },
      },
      (req) => companies.carbonProfile(tenantOf(req), req.params.company_id),
    )

    app.put(
      '/companies/:company_id/carbon-profile',
      {
        config: can('companies.write'),
        schema: {
          tags,
          summary: 'Replace the carbon profile (fields left out become null or empty)',
          params: CompanyParams,
          body: CarbonProfileInput,
          response: { 200: ref(CarbonProfile), ...errorResponses(404, 422) },
        },
      },
      (req) => companies.putCarbonProfile(callerOf(req), req.params.company_id, req.body),
    )
  }
}
