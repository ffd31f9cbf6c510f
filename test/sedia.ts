import { readFileSync } from 'node:fs'
import { join } from 'node:path'

// EU portal search responses for pipeline tests: the real fixture record with another identity
// and dates, so what the connector reads stays the source's own format.

const FIXTURE = join(import.meta.dirname, '../src/modules/grants/ingestion/data/fixtures/eu_portal/sedia_search_response_topics_excerpt.json')
export const sediaResponse = JSON.parse(readFileSync(FIXTURE, 'utf8')) as { results: SediaTopic[]; totalResults: number; pageNumber: number; pageSize: number }
const template = sediaResponse.results[0]!

export interface SediaTopic { metadata: Record<string, string[]>; summary: string; url: string }

export function sediaTopic (id: string, title: string, { deadline = '2026-06-30', start = '2026-01-15', status = '31094502' } = {}): SediaTopic {
  const url = `https://ec.europa.eu/info/funding-tenders/opportunities/portal/screen/opportunities/topic-details/${id}`
  return {
    ...template, summary: title, url,
    metadata: {
      ...template.metadata, identifier: [id], title: [title], url: [url], status: [status],
      startDate: [`${start}T00:00:00.000+0000`], deadlineDate: [`${deadline}T00:00:00.000+0000`], deadlineModel: ['single-stage'],
      budgetOverview: [], actions: [],
    },
  }
}

export const sediaPage = (topics: SediaTopic[], pageNumber = 1) => ({ ...sediaResponse, totalResults: topics.length, pageNumber, results: topics })
