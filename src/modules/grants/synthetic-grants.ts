// Synthetic grant calls for benchmarks and demos (`grants generate`). Pure and deterministic:
// the same options give the same records, and every record depends only on (seed, index), so
// records offset..offset+count-1 equal the same slice of one bigger call (batched inserts).
import { DAY_MS } from '../../core/clock.js'
import { int, mulberry32, pick, type Rng } from '../../core/seeded-random.js'
import type { CompanySize, GrantInsert, GrantSource } from './grants.tables.js'
import {
  ACTIONS, BENEFICIARIES, CLOSING, CONTEXTS, ELIGIBILITY, FOREIGN, FREQUENT_COUNTRIES, INTROS, LANGUAGE_OF,
  OUTCOMES, PROCESS, PROGRAMMES, REGIONS, SIZE_SENTENCES, TOPICS, type Programme, type Topic,
} from './synthetic-vocabulary.js'

export interface SyntheticGrantOptions {
  count: number
  seed: number
  now: Date
  naceCodes: string[]
  /** EU member states first: the first 27 entries make an EU-wide call. */
  countries: string[]
  offset?: number
}

const HOUR = 3_600_000
const EU_MEMBERS = 27

const SOURCES: [GrantSource, number][] = [['eu_portal', 40], ['cordis', 25], ['cohesion', 25], ['innovate_uk', 10]]
const FUNDING_RANGE: Record<GrantSource, [number, number]> = {
  cohesion: [20_000, 5_000_000], eu_portal: [500_000, 15_000_000], cordis: [100_000, 10_000_000], innovate_uk: [25_000, 2_000_000],
}
const RATES = [0.25, 0.3, 0.35, 0.4, 0.45, 0.5, 0.6, 0.7, 0.8, 1]
const SIZE_PATTERNS: [CompanySize[], number][] = [
  [['micro', 'small', 'medium'], 30], [['micro', 'small', 'medium', 'large'], 25], [['small', 'medium'], 12],
  [['micro', 'small'], 6], [['small', 'medium', 'large'], 6], [['medium', 'large'], 4], [['large'], 2], [[], 15],
]
const SCOPE_PATTERNS: [string[], number][] = [
  [['scope_1'], 20], [['scope_1', 'scope_2'], 35], [['scope_1', 'scope_2', 'scope_3'], 25], [['scope_2'], 10], [['scope_3'], 10],
]
const NACE_COUNTS: [number, number][] = [[0, 25], [1, 25], [2, 25], [3, 15], [4, 10]]
const NACE_LEVELS: [RegExp, number][] = [[/^[A-Z]$/, 15], [/^\d\d$/, 35], [/^\d\d\.\d$/, 20], [/./, 30]]   // the last: classes and anything else
const SOURCE_URL: Record<GrantSource, (id: string) => string> = {
  eu_portal: (id) => `https://ec.europa.eu/info/funding-tenders/opportunities/portal/screen/opportunities/topic-details/${id}`,
  cordis: (id) => `https://cordis.europa.eu/programme/id/${id}`,
  cohesion: (id) => `https://ec.europa.eu/regional_policy/funding/calls/${id}`,
  innovate_uk: (id) => `https://apply-for-innovation-funding.service.gov.uk/competition/${id}/overview`,
}
const CARBON_TOPICS = TOPICS.filter((t) => t.carbon.length > 0)
const OTHER_TOPICS = TOPICS.filter((t) => t.carbon.length === 0)
const programmesFor = (source: GrantSource, green: boolean) =>
  PROGRAMMES[source].filter((p) => p.focus === 'any' || p.focus === (green ? 'green' : 'other'))

function mix (h: number): number {
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d)
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b)
  return (h ^ (h >>> 16)) >>> 0
}

// Every record has a generator of its own, seeded from (seed, index) only.
const recordSeed = (seed: number, index: number) => mix(mix(mix(Math.floor(seed / 4_294_967_296)) ^ seed) ^ index)

function weighted<T> (r: Rng, entries: readonly [T, number][]): T {
  let x = r() * entries.reduce((sum, [, w]) => sum + w, 0)
  for (const [value, w] of entries) if ((x -= w) < 0) return value
  return entries[entries.length - 1]![0]
}

function shuffle<T> (r: Rng, items: readonly T[]): T[] {
  const copy = [...items]
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!]
  }
  return copy
}

/** Up to n distinct values from draw() (n must not exceed the distinct values it can give). */
function distinct<T> (n: number, draw: () => T): T[] {
  const chosen = new Set<T>()
  for (let attempts = 0; chosen.size < n && attempts < 20 * n + 20; attempts++) chosen.add(draw())
  return [...chosen]
}

interface Context {
  seed: number
  today: number   // UTC midnight of `now`
  countries: string[]
  eu: string[]
  frequent: string[]
  naceByLevel: [string[], number][]
  related: Map<Topic, string[]>
}

function context (options: SyntheticGrantOptions): Context {
  const naceCodes = [...new Set(options.naceCodes)]
  const byLevel = NACE_LEVELS.map(([, w]): [string[], number] => [[], w])
  for (const code of naceCodes) byLevel[NACE_LEVELS.findIndex(([pattern]) => pattern.test(code))]![0].push(code)
  const countries = [...new Set(options.countries)]
  return {
    seed: options.seed,
    today: Math.floor(options.now.getTime() / DAY_MS) * DAY_MS,
    countries,
    eu: [...new Set(options.countries.slice(0, EU_MEMBERS))],
    frequent: FREQUENT_COUNTRIES.filter((c) => countries.includes(c)),
    naceByLevel: byLevel.filter(([codes]) => codes.length > 0),
    // A topic's codes: its hints and, for numeric hints, every code below them (35 -> 35.1, 35.11).
    related: new Map(TOPICS.map((t) => [t, naceCodes.filter((code) =>
      t.nace.some((hint) => code === hint || (/^\d/.test(hint) && code.startsWith(hint))))])),
  }
}

function dates (r: Rng, c: Context, source: GrantSource) {
  // Recent publications are more frequent than old ones (about 10 % of calls not open yet).
  const published = c.today - Math.floor(400 * r() ** 1.15) * DAY_MS
  const start = published + int(r, 0, 60) * DAY_MS
  const base = { publication_date: new Date(published), start_date: new Date(start) }
  if (r() < 0.05) return { ...base, deadline: null, deadlines: [], end_date: null }   // rolling call
  const time = (source === 'innovate_uk' ? 11 : 15) * HOUR   // 11:00 UK, 17:00 Brussels (summer)
  const durationDays = 20 + Math.floor(380 * r())
  const lastDay = Math.min(start + durationDays * DAY_MS, c.today + 399 * DAY_MS)
  const deadlines = [lastDay + time]
  const spanDays = (lastDay - start) / DAY_MS
  if (spanDays >= 60 && r() < 0.16) {
    const stages = int(r, 2, 3)
    for (let i = stages - 1; i >= 1; i--) deadlines.unshift(start + Math.round(spanDays * i / stages) * DAY_MS + time)
  }
  const endDate = r() < 0.7 ? new Date(lastDay + time + int(r, 365, 4 * 365) * DAY_MS) : null
  return { ...base, deadline: new Date(lastDay + time), deadlines: deadlines.map((t) => new Date(t)), end_date: endDate }
}

function countriesOf (r: Rng, c: Context, source: GrantSource, programme: Programme): string[] {
  if (c.countries.length === 0 || r() < 0.05) return []
  if (source === 'innovate_uk') return [c.countries.includes('GB') ? 'GB' : pick(r, c.countries)]
  if ((source === 'eu_portal' || source === 'cordis') && r() < 0.16) return [...c.eu]
  const pool = source === 'cohesion' && c.eu.length > 0 ? c.eu : c.countries
  const frequent = c.frequent.filter((code) => pool.includes(code))
  const n = source === 'cohesion' && !programme.crossBorder ? 1 : int(r, source === 'cohesion' ? 2 : 1, 6)
  return distinct(Math.min(n, pool.length), () => frequent.length > 0 && r() < 0.3 ? pick(r, frequent) : pick(r, pool)).sort()
}

function naceCodesOf (r: Rng, c: Context, topic: Topic): string[] {
  if (c.naceByLevel.length === 0) return []
  const related = c.related.get(topic)!
  const total = c.naceByLevel.reduce((sum, [codes]) => sum + codes.length, 0)
  return distinct(Math.min(weighted(r, NACE_COUNTS), total), () =>
    related.length > 0 && r() < 0.6 ? pick(r, related) : pick(r, weighted(r, c.naceByLevel)))
}

function funding (r: Rng, source: GrantSource) {
  const [lo, hi] = FUNDING_RANGE[source]
  const logUniform = (min: number, max: number) => Math.exp(Math.log(min) + r() * (Math.log(max) - Math.log(min)))
  const nice = (x: number) => { const unit = 10 ** (Math.floor(Math.log10(x)) - 1); return Math.round(x / unit) * unit }
  let amountMin: number | null = null
  let amountMax: number | null = null
  if (r() >= 0.08) {
    amountMax = nice(logUniform(lo, hi))
    if (r() >= 0.15) amountMin = Math.min(amountMax, nice(logUniform(lo, amountMax)))
  }
  let rateMin: number | null = null
  let rateMax: number | null = null
  if (r() >= 0.2) {
    rateMin = pick(r, RATES)
    rateMax = r() < 0.5 ? rateMin : pick(r, RATES.filter((x) => x >= rateMin!))
  }
  return { funding_amount_min: amountMin, funding_amount_max: amountMax, funding_rate_min: rateMin, funding_rate_max: rateMax }
}

function carbon (r: Rng, focused: boolean, topic: Topic, second: Topic | undefined) {
  if (!focused) {
    return {
      is_carbon_focused: false, carbon_categories: [], eligible_scopes: [], min_emission_reduction_percent: null, taxonomy_objectives: [],
      eu_taxonomy_aligned: false, green_deal_aligned: r() < 0.1, fit_for_55_relevant: false, supports_csrd_compliance: r() < 0.03, supports_sbti_alignment: false,
    }
  }
  const categories = topic.carbon.slice(0, int(r, 1, topic.carbon.length))
  if (second && second.carbon.length > 0 && r() < 0.5) categories.push(second.carbon[0]!)
  const aligned = r() < 0.55
  const objectives = aligned || r() < 0.3 ? [...topic.objectives, ...(second?.objectives ?? []).slice(0, 1)] : []
  const scopes = r() < 0.85 ? weighted(r, SCOPE_PATTERNS) : []
  return {
    is_carbon_focused: true, carbon_categories: [...new Set(categories)], eligible_scopes: [...scopes],
    min_emission_reduction_percent: r() < 0.35 ? 5 * int(r, 2, 12) : null, taxonomy_objectives: [...new Set(objectives)],
    eu_taxonomy_aligned: aligned, green_deal_aligned: r() < 0.8, fit_for_55_relevant: r() < 0.5,
    supports_csrd_compliance: r() < 0.3, supports_sbti_alignment: scopes.length > 0 && r() < 0.25,
  }
}

const money = (currency: string, n: number) => `${currency} ${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`
const percent = (x: number) => `${Math.round(x * 100)}%`
const fill = (template: string, slots: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, key: string) => slots[key] ?? '')
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

/** Sentences joined while they fit: stops at `target`, never exceeds `max`. */
function compose (sentences: string[], target: number, max: number): string {
  let text = ''
  for (const sentence of sentences) {
    const next = text ? `${text} ${sentence}` : sentence
    if (next.length > max) continue
    text = next
    if (text.length >= target) break
  }
  return text
}

interface TextInput {
  source: GrantSource; programme: Programme; topic: Topic; second: Topic | undefined; year: number
  countries: string[]; sizes: string[]; currency: string; money: ReturnType<typeof funding>
}

function texts (r: Rng, t: TextInput) {
  const phrase = pick(r, t.topic.phrases)
  const context = pick(r, CONTEXTS)
  const core = `${pick(r, ACTIONS)} ${phrase} ${context}`
  const callId = t.programme.code && `${t.programme.code}-${t.year}-${pick(r, ['D1', 'D2', 'D3', 'D4', '01', '02'])}-${String(int(r, 1, 12)).padStart(2, '0')}`
  const titles = [`${t.programme.short}: ${core}`, callId ? `${core} (${callId})` : `${core} – ${t.programme.short} ${t.year}`,
    `${capitalise(phrase)} ${context} – ${t.programme.short} call ${t.year}`]
  const first = int(r, 0, 2)
  const title = titles.find((candidate, i) => i >= first && candidate.length <= 150) ?? titles[0]!

  const slots = { topic: t.topic.name, phrase, programme: t.programme.name, beneficiaries: pick(r, BENEFICIARIES), region: pick(r, REGIONS) }
  const [intro, intro2] = shuffle(r, INTROS).map((template) => fill(template, slots))
  const topicSentences = shuffle(r, t.topic.sentences)
  const outcomes = shuffle(r, OUTCOMES)
  const eligibility = shuffle(r, ELIGIBILITY)
  const summary = compose([intro!, ...topicSentences, ...outcomes], int(r, 220, 480), 500)

  const nTopic = int(r, 2, 3)
  const nOutcomes = int(r, 1, 3)
  const nEligibility = int(r, 1, 3)
  const terms = shuffle(r, t.topic.terms).slice(0, 3)
  const paragraphs: string[][] = [
    [intro2!, ...topicSentences.slice(0, nTopic), ...(t.second ? [pick(r, t.second.sentences)] : [])],
    [`Proposals should address one or more of the following: ${terms[0]}, ${terms[1]} and ${terms[2]}.`, ...outcomes.slice(0, nOutcomes)],
    [...eligibility.slice(0, nEligibility), ...sizeSentence(t.sizes)],
    fundingSentences(t),
  ]
  if (r() < 0.1) {
    const languages = t.countries.map((code) => LANGUAGE_OF[code]).filter((l) => l !== undefined)
    const language = languages.length > 0 ? pick(r, languages) : pick(r, ['de', 'fr', 'es', 'it'] as const)
    paragraphs.push(shuffle(r, FOREIGN[language]).slice(0, int(r, 1, 3)))
  }
  paragraphs.push([...PROCESS[t.source], pick(r, CLOSING)])
  // Longer descriptions: more of the same kinds of sentences, each in its own paragraph.
  const spare: [number, string][] = [...topicSentences.slice(nTopic).map((s): [number, string] => [0, s]),
    ...outcomes.slice(nOutcomes).map((s): [number, string] => [1, s]), ...eligibility.slice(nEligibility).map((s): [number, string] => [2, s])]
  const target = int(r, 900, 2900)
  let length = paragraphs.reduce((sum, p) => sum + p.join(' ').length + 2, -2)
  for (const [paragraph, sentence] of shuffle(r, spare)) {
    if (length >= target) break
    paragraphs[paragraph]!.push(sentence)
    length += sentence.length + 1
  }
  const description = clipAtSentence(paragraphs.map((p) => p.join(' ')).join('\n\n'), 3000)
  return { title, summary, description }
}

function sizeSentence (sizes: string[]): string[] {
  if (sizes.length === 0) return []
  if (!sizes.includes('large')) return [SIZE_SENTENCES.sme]
  return [sizes.length === 1 ? SIZE_SENTENCES.large : SIZE_SENTENCES.all]
}

function fundingSentences ({ money: m, currency, source }: TextInput): string[] {
  const grant = source === 'innovate_uk' || source === 'cohesion' ? 'grant' : 'EU contribution'
  const out = [m.funding_amount_max === null ? 'The budget available per project is set out in the call documents.'
    : m.funding_amount_min !== null && m.funding_amount_min < m.funding_amount_max
      ? `The ${grant} per project ranges from ${money(currency, m.funding_amount_min)} to ${money(currency, m.funding_amount_max)}.`
      : `The maximum ${grant} per project is ${money(currency, m.funding_amount_max)}.`]
  if (m.funding_rate_min !== null && m.funding_rate_max !== null) {
    out.push(m.funding_rate_min === m.funding_rate_max
      ? `The funding rate is ${percent(m.funding_rate_min)} of eligible costs.`
      : `The funding rate ranges from ${percent(m.funding_rate_min)} to ${percent(m.funding_rate_max)} of eligible costs, depending on the type of applicant.`)
  }
  return out
}

function clipAtSentence (text: string, max: number): string {
  if (text.length <= max) return text
  for (let i = max - 1; i > 0; i--) if (text[i] === '.' && /\s/.test(text[i + 1] ?? ' ')) return text.slice(0, i + 1)
  return text.slice(0, max)
}

function generateOne (c: Context, index: number): GrantInsert {
  const r = mulberry32(recordSeed(c.seed, index))
  const source = weighted(r, SOURCES)
  const focused = r() < 0.6
  const topics = focused ? CARBON_TOPICS : OTHER_TOPICS
  const topic = pick(r, topics)
  let second: Topic | undefined
  if (r() < 0.3) do second = pick(r, focused ? CARBON_TOPICS : TOPICS); while (second === topic)
  const programme = pick(r, programmesFor(source, focused))
  const externalId = `synthetic-${c.seed}-${index}`
  const when = dates(r, c, source)
  const countries = countriesOf(r, c, source, programme)
  const sizes = [...weighted(r, SIZE_PATTERNS)]
  const currency = source === 'innovate_uk' && r() < 0.5 ? 'GBP' : 'EUR'
  const money = funding(r, source)
  const areas = [topic.label, second?.label, ...shuffle(r, topic.areas)].filter((a): a is string => a !== undefined)
  const thematicAreas = [...new Set(areas)].slice(0, int(r, 1, 4))
  const text = texts(r, { source, programme, topic, second, year: when.publication_date.getUTCFullYear(), countries, sizes, currency, money })
  return {
    source, external_id: externalId, is_synthetic: true, source_url: SOURCE_URL[source](externalId), ...text,
    ...money, currency, ...when, countries, nace_codes: naceCodesOf(r, c, topic), company_sizes: sizes, thematic_areas: thematicAreas,
    ...carbon(r, focused, topic, second),
  }
}

export function generateSyntheticGrants (options: SyntheticGrantOptions): GrantInsert[] {
  const { count, seed, now, offset = 0 } = options
  if (!Number.isSafeInteger(count) || count < 0) throw new RangeError(`count must be a whole number ≥ 0, got ${count}`)
  if (!Number.isSafeInteger(offset) || offset < 0) throw new RangeError(`offset must be a whole number ≥ 0, got ${offset}`)
  if (!Number.isSafeInteger(seed)) throw new RangeError(`seed must be a whole number, got ${seed}`)
  if (Number.isNaN(now.getTime())) throw new RangeError('now must be a valid date')
  const c = context(options)
  return Array.from({ length: count }, (_, i) => generateOne(c, offset + i))
}
