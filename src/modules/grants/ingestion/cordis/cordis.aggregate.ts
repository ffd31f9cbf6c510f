import type { GrantDraft } from '../connector.js'
import type { CordisProject } from './cordis.project.js'
import { builtTopicTitle } from './cordis.titles.js'
import { addDays } from '../../../../core/clock.js'
import { isoDay } from './cordis.values.js'

// One grant-level record per topic, aggregated from the topic's funded projects (README.md,
// "Aggregation rule"). Only running figures are kept per topic — counts, sums, extremes, small
// tallies and the two largest projects' titles — never the projects' texts, so memory grows with
// the number of topics, not of projects.

const ONLY = 'EU contribution (ecMaxContribution) of the topic\'s only funded project'
const MAX_TALLY = 200          // distinct countries / fields counted per topic
const SHOWN_COUNTRIES = 12
const SHOWN_AREAS = 8
const EXAMPLES = 2

interface Example { id: string; acronym: string | null; title: string; amount: number }
interface Earliest { date: Date; project: string; which: 'start' | 'signature' }

interface TopicStats {
  topic: string
  title: { text: string; from: string } | null
  programmes: Map<string, number>
  calls: Set<string>
  schemes: Map<string, number>
  projects: number
  funded: number                // projects with an EU contribution
  min: number
  max: number
  total: number
  participations: number
  smeKnown: number
  sme: number
  countries: Map<string, number>
  areas: Map<string, number>
  earliest: Earliest | null
  examples: Example[]
  fresh: boolean                // holds a project kept by `since`
}

export function createTopicAggregator () {
  const topics = new Map<string, TopicStats>()

  return {
    /** Counts a project into its topic; `fresh` = the project itself is handed over in this read. */
    add (p: CordisProject, fresh: boolean): void {
      const { project } = p
      const code = project.grant_external_id
      if (!code) return
      const s = topics.get(code) ?? newStats(code)
      topics.set(code, s)
      s.fresh ||= fresh
      s.projects += 1
      if (!s.title && p.topic_title) s.title = p.topic_title
      if (project.programme) tally(s.programmes, project.programme)
      if (p.call && s.calls.size < 5) s.calls.add(p.call)
      if (project.funding_scheme) tally(s.schemes, project.funding_scheme)
      const amount = project.eu_contribution
      if (typeof amount === 'number' && amount > 0) {
        s.funded += 1
        s.min = Math.min(s.min, amount)
        s.max = Math.max(s.max, amount)
        s.total += amount
        s.examples = [...s.examples, { id: project.external_id, acronym: p.acronym, title: project.title, amount }]
          .sort((a, b) => b.amount - a.amount || a.id.localeCompare(b.id)).slice(0, EXAMPLES)
      }
      for (const org of project.organisations ?? []) {
        s.participations += 1
        if (org.sme !== null) { s.smeKnown += 1; if (org.sme) s.sme += 1 }
      }
      for (const country of project.countries ?? []) tally(s.countries, country)
      for (const area of project.thematic_areas ?? []) tally(s.areas, area)
      for (const [date, which] of [[project.start_date, 'start'], [p.signed, 'signature']] as const) {
        if (date && (!s.earliest || date < s.earliest.date)) s.earliest = { date, project: project.external_id, which }
      }
    },

    /** The grant-level records, by topic code; with `since`, only topics that got a fresh project. */
    grants: (): GrantDraft[] => [...topics.values()].filter((s) => s.fresh)
      .sort((a, b) => a.topic.localeCompare(b.topic)).map(toGrant),

    get size () { return topics.size },
  }
}

// Funding schemes by the names the portal's topics use for them, so that a past topic's type of
// action reads as an open call's does (who may apply, consortium rules: call-eligibility.ts).
const ACTION_NAMES: Record<string, string> = {
  'HORIZON-RIA': 'HORIZON Research and Innovation Actions',
  'HORIZON-IA': 'HORIZON Innovation Actions',
  'HORIZON-CSA': 'HORIZON Coordination and Support Actions',
  'HORIZON-EIC-ACC': 'HORIZON EIC Accelerator',
  'HORIZON-EIC-ACC-BF': 'HORIZON EIC Accelerator',
}

function toGrant (s: TopicStats): GrantDraft {
  const programme = top(s.programmes, 1)[0] ?? null
  const title = s.title?.text ?? builtTopicTitle(s.topic, programme)
  const deadline = s.earliest ? addDays(s.earliest.date, -1) : null
  const provenance: Record<string, string> = {
    title: s.title ? `topic title from ${s.title.from}` : 'built from the topic code and the programme (the input has no topic title)',
    deadline: s.earliest
      ? `CORDIS lists funded projects only, so the call closed before its first project: the earliest start or signature date of its projects (${isoDay(s.earliest.date)}, ${s.earliest.which} of project ${s.earliest.project}) minus one day`
      : 'none: no project of this topic has a start or signature date',
    funding_amount_min: s.funded === 1 ? ONLY : `smallest EU contribution (ecMaxContribution) among the topic's ${s.funded} funded projects`,
    funding_amount_max: s.funded === 1 ? ONLY : `largest EU contribution (ecMaxContribution) among the topic's ${s.funded} funded projects`,
    description: `aggregated from the topic's ${s.projects} CORDIS project${plural(s.projects)}`,
    programme: 'frameworkProgramme of the topic\'s projects',
    action_types: 'fundingScheme of the topic\'s projects, named as the Funding & Tenders portal names them',
  }
  return {
    external_id: s.topic,
    title,
    description: describe(s, programme),
    action_types: top(s.schemes, 3).map((code) => ACTION_NAMES[code] ?? code),
    summary: summarise(s, programme),
    source_url: `https://cordis.europa.eu/search?q=${encodeURIComponent(`contenttype='project' AND topic/code='${s.topic}'`).replace(/'/g, '%27')}`,
    funding_amount_min: s.funded > 0 ? s.min : null,
    funding_amount_max: s.funded > 0 ? s.max : null,
    currency: 'EUR',
    // Evidence of what a closed topic funded, never a call to apply to.
    record_type: 'past_topic',
    deadline,
    deadlines: deadline ? [deadline] : [],
    countries: [],
    company_sizes: [],
    thematic_areas: top(s.areas, SHOWN_AREAS),
    programme,
    provenance,
  }
}

function describe (s: TopicStats, programme: string | null): string {
  const calls = [...s.calls]
  const parts = [
    `${programme ?? 'EU framework programme'} topic ${s.topic}${calls.length ? ` (call ${calls.join(', ')})` : ''}, described by the projects it funded as published on CORDIS.`,
  ]
  const schemes = top(s.schemes, 3)
  parts.push(`The call is closed: ${count(s.projects, 'project')} ${s.projects === 1 ? 'was' : 'were'} funded` +
    (s.funded === 1 ? `, with an EU contribution of ${eur(s.max)}` : '') +
    (s.funded > 1 ? `, with EU contributions ${s.min === s.max ? `of ${eur(s.min)} each` : `from ${eur(s.min)} to ${eur(s.max)}`} (${eur(s.total)} in total)` : '') +
    (schemes.length ? `; type of action ${schemes.join(', ')}` : '') + '.')
  if (s.participations > 0) {
    const countries = top(s.countries, SHOWN_COUNTRIES).map((c) => `${c} (${s.countries.get(c)})`)
    const more = s.countries.size > SHOWN_COUNTRIES ? ` and ${s.countries.size - SHOWN_COUNTRIES} more` : ''
    parts.push(`${count(s.participations, 'participation')} by organisations` +
      (s.countries.size ? ` from ${count(s.countries.size, 'country', 'countries')}: ${countries.join(', ')}${more}` : '') +
      (s.smeKnown > 0 ? `; ${s.sme} of ${s.smeKnown} (${Math.round((100 * s.sme) / s.smeKnown)}%) by SMEs.` : '.'))
  }
  if (s.examples.length) {
    const named = s.examples.map((e) => `${e.acronym ? `${e.acronym}, ` : ''}“${clip(e.title)}” (${eur(e.amount)})`)
    parts.push(`Funded projects include ${named.join(' and ')}.`)
  }
  const areas = top(s.areas, SHOWN_AREAS)
  if (areas.length) parts.push(`Fields: ${areas.join(', ')}.`)
  return parts.join(' ')
}

function summarise (s: TopicStats, programme: string | null): string {
  const what = `Closed ${programme ?? 'EU framework programme'} topic`
  if (s.funded === 0) return `${what}: ${count(s.projects, 'funded project')} listed on CORDIS.`
  if (s.funded === 1) return `${what}: one funded project, which received ${eur(s.max)} from the EU.`
  const each = s.min === s.max ? eur(s.min) : `between ${eur(s.min)} and ${eur(s.max)}`
  return `${what}: ${s.funded} funded projects received ${each} each from the EU (${eur(s.total)} in total).`
}

const newStats = (topic: string): TopicStats => ({
  topic, title: null, programmes: new Map(), calls: new Set(), schemes: new Map(), projects: 0, funded: 0,
  min: Infinity, max: -Infinity, total: 0, participations: 0, smeKnown: 0, sme: 0, countries: new Map(),
  areas: new Map(), earliest: null, examples: [], fresh: false,
})

function tally (map: Map<string, number>, key: string) {
  const n = map.get(key)
  if (n !== undefined) map.set(key, n + 1)
  else if (map.size < MAX_TALLY) map.set(key, 1)
}

/** The most frequent keys, ties in alphabetical order. */
const top = (map: Map<string, number>, n: number) =>
  [...map].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, n).map(([key]) => key)

const plural = (n: number) => (n === 1 ? '' : 's')
const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`
const clip = (title: string) => (title.length > 110 ? `${title.slice(0, 107).trimEnd()}…` : title)

/** `EUR 2.07 million`, `EUR 845,300`: readable; the exact amounts are in the funding fields. */
export function eur (amount: number): string {
  if (amount >= 1_000_000) return `EUR ${(amount / 1_000_000).toFixed(2)} million`
  return `EUR ${String(Math.round(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`
}
