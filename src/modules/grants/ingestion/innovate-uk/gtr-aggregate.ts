import type { ConnectorItem, GrantDraft, ProjectDraft } from '../connector.js'
import { fundingLineId } from './gtr.js'

// One grant-level record per Innovate UK funding line (GtR grantCategory), aggregated from the
// funded projects read in the same run: what the line has funded, for how much, since when. A
// funding line recurs through successive competitions, so the record has no deadline; the open
// calls themselves are the IFS competitions.

const gbp = (n: number) => `£${Math.round(n).toLocaleString('en-GB')}`
const month = (d: Date) => d.toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'Europe/London' })
const THEMES = 6

export function createFundingLineAggregator () {
  const lines = new Map<string, ProjectDraft[]>()
  return {
    add (project: ProjectDraft): void {
      const line = project.funding_scheme
      if (!line) return
      const list = lines.get(line) ?? []
      list.push(project)
      lines.set(line, list)
    },
    /** The aggregated grants, funding lines in name order (deterministic). */
    grants (): ConnectorItem[] {
      return [...lines.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([line, projects]) => ({
        kind: 'grant', derived: true, grant: aggregate(line, projects),
      }))
    },
  }
}

export function aggregate (line: string, projects: ProjectDraft[]): GrantDraft {
  const valued = projects.filter((p) => typeof p.eu_contribution === 'number').sort((a, b) => b.eu_contribution! - a.eu_contribution!)
  const amounts = valued.map((p) => p.eu_contribution!)
  const starts = projects.map((p) => p.start_date).filter((d): d is Date => d instanceof Date).sort((a, b) => a.getTime() - b.getTime())
  const counts = new Map<string, number>()
  for (const p of projects) for (const t of new Set(p.thematic_areas ?? [])) counts.set(t, (counts.get(t) ?? 0) + 1)
  const themes = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, THEMES).map(([t]) => t)
  const examples = valued.slice(0, 2).map((p) => `"${p.title}" (${gbp(p.eu_contribution!)})`)

  const n = projects.length
  const first = `Innovate UK ${line}: ${n} Innovate UK-led project${n === 1 ? '' : 's'} funded, as recorded in UKRI Gateway to Research.`
  const sentences = [
    first,
    amounts.length ? `Awards ranged from ${gbp(Math.min(...amounts))} to ${gbp(Math.max(...amounts))}${amounts.length < n ? ` (${amounts.length} with a stated amount)` : ''}.` : 'No award amounts are stated.',
    starts.length ? `Projects started between ${month(starts[0]!)} and ${month(starts.at(-1)!)}.` : '',
    // Semicolons: GtR subject names contain commas ("Agriculture, Food and Drink").
    themes.length ? `Main themes: ${themes.join('; ')}${themes.at(-1)!.endsWith('.') ? '' : '.'}` : '',
    examples.length ? `Largest awards: ${examples.join('; ')}.` : '',
  ].filter(Boolean)
  return {
    external_id: fundingLineId(line),
    title: `Innovate UK ${line}`,
    summary: first,
    description: sentences.join(' '),
    source_url: `https://gtr.ukri.org/search/project?term=${encodeURIComponent(`"${line}"`)}`,
    funding_amount_min: amounts.length ? Math.min(...amounts) : null,
    funding_amount_max: amounts.length ? Math.max(...amounts) : null,
    currency: 'GBP',
    deadline: null,
    deadlines: [],
    start_date: starts[0] ?? null,
    countries: ['GB'],
    thematic_areas: themes,
    programme: `Innovate UK: ${line}`,
    keywords: [line, ...themes],
    provenance: {
      source_format: `aggregated from ${n} UKRI Gateway to Research project(s) led by Innovate UK with grantCategory "${line}"`,
      funding_amount: 'lowest and highest fund.valuePounds among those projects (GBP awards, not project costs)',
      start_date: 'earliest start among those projects',
      deadline: 'none: a funding line recurs through successive competitions (the open calls are the IFS competitions)',
      countries: 'rule: Innovate UK funds UK-based organisations',
      thematic_areas: `the ${THEMES} most frequent GtR research topics and subjects of those projects`,
    },
  }
}
