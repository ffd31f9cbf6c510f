import type { ProjectOrganisation } from '../ingestion.tables.js'
import { flag, isGrantId, isTopicCode, isoCountry, money, text } from './cordis.values.js'

// The side files of a CORDIS dump, indexed by project so project rows can be joined as they
// stream past: organization.csv (participants), topics.csv (topic titles) and euroSciVoc.csv
// (fields of science). Only what a project draft keeps is held: no street, VAT number,
// contact form or web address of a participant is ever read into memory.

/** A participant as the index holds it: the stored organisation plus its NUTS code and order. */
export interface Participation {
  organisation: ProjectOrganisation
  nuts: string | null
  order: number
  /** The participant's share of the project's total cost. */
  total_cost: number | null
}

const MAX_FIELDS_PER_PROJECT = 20

export function createJoinIndex () {
  const organisations = new Map<string, Participation[]>()
  const fields = new Map<string, string[]>()
  const topicTitles = new Map<string, { text: string; from: string }>()

  return {
    /** One organization.csv row; answers why it is unusable, or null when it was indexed. */
    addOrganisation (row: Record<string, unknown>): string | null {
      const parsed = participation(row)
      if (typeof parsed === 'string') return parsed
      const projectId = text(row.projectID)!
      const list = organisations.get(projectId)
      if (list) list.push(parsed)
      else organisations.set(projectId, [parsed])
      return null
    },

    /** One topics.csv row (`projectID;topic;title`): the first title seen for a code wins. */
    addTopic (row: Record<string, unknown>, from = 'topics.csv'): string | null {
      const topic = text(row.topic)
      const title = text(row.title)
      if (!topic || !isTopicCode(topic)) return `topic '${topic ?? ''}' is not a topic code`
      if (!title) return `topic ${topic} has no title`
      if (!topicTitles.has(topic)) topicTitles.set(topic, { text: title, from })
      return null
    },

    /** One euroSciVoc.csv row: the field's title (`photovoltaic`) joins the project's areas. */
    addField (row: Record<string, unknown>): string | null {
      const projectId = text(row.projectID)
      const title = text(row.euroSciVocTitle)
      if (!projectId || !isGrantId(projectId)) return `projectID '${projectId ?? ''}' is not a grant agreement number`
      if (!title) return null
      const list = fields.get(projectId) ?? []
      if (!list.includes(title) && list.length < MAX_FIELDS_PER_PROJECT) list.push(title)
      fields.set(projectId, list)
      return null
    },

    participationsOf: (projectId: string) =>
      [...(organisations.get(projectId) ?? [])].sort((a, b) => rank(a) - rank(b) || a.order - b.order),
    fieldsOf: (projectId: string) => fields.get(projectId) ?? [],
    topicTitle: (topic: string) => topicTitles.get(topic) ?? null,
  }
}

export type JoinIndex = ReturnType<typeof createJoinIndex>

// The coordinator first, then the order CORDIS gives.
const rank = (p: Participation) => (p.organisation.role === 'coordinator' ? 0 : 1)

/** Validates and maps one participant row (CSV, JSON or an XML organisation rewritten as a row). */
export function participation (row: Record<string, unknown>): Participation | string {
  const projectId = text(row.projectID)
  if (projectId !== null && !isGrantId(projectId)) return `projectID '${projectId}' is not a grant agreement number`
  const name = text(row.name)
  if (!name) return 'the organisation has no name'
  const rawCountry = text(row.country)
  const country = rawCountry === null ? null : isoCountry(rawCountry)
  if (rawCountry !== null && country === null) return `country '${rawCountry}' is not an ISO country code`
  const contribution = money(row.ecContribution)
  if (contribution === null || (contribution !== undefined && contribution < 0)) {
    return `ecContribution '${String(row.ecContribution)}' is not an amount`
  }
  const totalCost = money(row.totalCost)
  if (totalCost === null) return `totalCost '${String(row.totalCost)}' is not an amount`
  const activity = text(row.activityType)
  const order = Number(text(row.order) ?? Number.MAX_SAFE_INTEGER)
  return {
    organisation: {
      name,
      country,
      role: text(row.role),
      sme: flag(row.SME ?? row.sme),
      activity_type: activity && /^[A-Z]{3}$/.test(activity) ? activity : null,
      contribution: contribution ?? null,
    },
    nuts: text(row.nutsCode),
    total_cost: totalCost ?? null,
    order: Number.isFinite(order) ? order : Number.MAX_SAFE_INTEGER,
  }
}
