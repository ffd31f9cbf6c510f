import { load, type Cheerio, type CheerioAPI } from 'cheerio'
import type { Element } from 'domhandler'
import { blankCompetition, type IfsCompetition, type IfsSection } from './ifs-competition.js'
import { parseUkDate, type UkDate } from './uk-time.js'

// The two public IFS pages as the front-door Thymeleaf templates render them
// (templates/competition/overview.html, search.html and section/fragments.html in
// InnovateUKGitHub/innovation-funding-service): title in <h1> with a "Funding competition"
// caption, the pot summary, an opens/closes list, a warning line, then GOV.UK tabs whose panels
// (#summary, #eligibility, #scope, #dates, #how-to-apply, #supporting-information) hold rows of
// heading (one-third column) and content (two-thirds column). Every part may be missing.

const clean = (s: string) => s.replace(/\u00a0/g, ' ').replace(/[ \t\r\f\v]+/g, ' ').replace(/\s*\n\s*/g, '\n').trim()
const STATUS = /(This competition (?:is now closed|has not yet opened|is open)|Registration has now closed)\.?/i

/** Block content as text: paragraphs apart, list items as "• " lines. */
function blockText ($: CheerioAPI, el: Cheerio<Element>): string {
  const kids = el.children().not('script, style, button, .govuk-visually-hidden')
  if (!kids.length) return clean(el.text())
  const parts: string[] = []
  kids.each((_, k) => {
    const $k = $(k)
    if ($k.is('ul, ol')) parts.push($k.children('li').map((_, li) => `• ${clean($(li).text())}`).get().join('\n'))
    else if ($k.is('div, section, article, dl')) parts.push(blockText($, $k))
    else parts.push(clean($k.text()))
  })
  return parts.filter(Boolean).join('\n\n')
}

export const competitionIdFrom = (href: string | undefined): string | null =>
  href ? (/\/competition\/(\d+)(?:\/|$|\?|#)/.exec(href)?.[1] ?? null) : null

interface Dated { label: string; date: UkDate | null }

/** "Opens: Monday 6 January 2025 11:00am" / "Competition closes: ..." / dt+dd pairs. */
function applyDate (c: IfsCompetition, { label, date }: Dated, source: string): void {
  if (!date) return
  const l = label.toLowerCase()
  if (/registration clos/.test(l)) c.registration_closes ??= date
  else if (/open/.test(l) && !c.opens) { c.opens = date; c.date_source ??= source }
  else if (/(close|deadline)/.test(l) && !c.closes) { c.closes = date; c.date_source = source }
}

function sectionsOf ($: CheerioAPI, scope: Cheerio<Element>): IfsSection[] {
  const panels = scope.find('.govuk-tabs__panel, [role="tabpanel"], #competition-overview-tabs > section')
  if (!panels.length) return rowsOrHeadings($, scope, null)
  return panels.toArray().flatMap((p) => {
    const id = $(p).attr('id') ?? null
    return id === 'dates' ? [] : rowsOrHeadings($, $(p), id)
  })
}

/** GOV.UK rows (heading in the one-third column, content in the two-thirds one), else bare headings. */
function rowsOrHeadings ($: CheerioAPI, panel: Cheerio<Element>, id: string | null): IfsSection[] {
  const rows = panel.find('.govuk-grid-row').filter((_, r) => $(r).children('.govuk-grid-column-one-third').find('h2, h3, h4').length > 0)
  if (!rows.length) return headingBlocks($, panel, id)
  return rows.toArray().map((r) => ({
    panel: id,
    heading: clean($(r).children('.govuk-grid-column-one-third').find('h2, h3, h4').first().text()),
    text: blockText($, $(r).children('.govuk-grid-column-two-thirds')),
  }))
}

/** Fallback layout: any h2/h3 followed by its content up to the next heading. */
function headingBlocks ($: CheerioAPI, scope: Cheerio<Element>, panel: string | null): IfsSection[] {
  const out: IfsSection[] = []
  scope.find('h2, h3').not('.govuk-tabs__title').each((_, h) => {
    const heading = clean($(h).text())
    const body = $(h).nextUntil('h2, h3, .user-feedback')
    const text = body.map((_, b) => blockText($, $(b))).get().filter(Boolean).join('\n\n')
    if (heading && text) out.push({ panel, heading, text })
  })
  return out
}

export function parseOverviewHtml (html: string, idHint: string | null): IfsCompetition {
  const $ = load(html)
  const main = $('main').length ? $('main').first() : $('body').first()
  const h1 = main.find('h1').first()
  const titleEl = h1.clone()
  titleEl.find('.govuk-caption-l, .govuk-caption-xl, .govuk-caption-m, .heading-secondary, small').remove()
  const tabs = main.find('.govuk-tabs, #competition-overview-tabs').first()
  const outsideTabs = (e: Element) => $(e).closest('.govuk-tabs, #competition-overview-tabs').length === 0
  const summaryEl = main.find('.wysiwyg-styles, p').filter((_, e) => outsideTabs(e) && clean($(e).text()).length > 20).first()

  const c = blankCompetition('overview_html', {
    id: idHint ?? main.find('a[href*="/competition/"]').map((_, a) => competitionIdFrom($(a).attr('href'))).get().find(Boolean) ?? null,
    title: clean(titleEl.text()),
    summary: summaryEl.length ? clean(summaryEl.text()) : '',
    sections: sectionsOf($, tabs.length ? tabs : main),
  })
  main.find('.warning-alert, .govuk-warning-text, .govuk-notification-banner, .govuk-inset-text').each((_, e) => {
    const m = STATUS.exec(clean($(e).text()))
    if (m && !c.status_line) c.status_line = m[0].endsWith('.') ? m[0] : `${m[0]}.`
  })
  main.find('ul li').filter((_, li) => outsideTabs(li) && $(li).children('strong').length > 0).each((_, li) => {
    const label = clean($(li).children('strong').first().text())
    const value = clean($(li).text()).slice(label.length)
    if (/open|clos/i.test(label)) applyDate(c, { label, date: parseUkDate(value) }, 'overview dates list')
  })
  // The Dates tab lists milestones and events (dt = date, dd = what happens).
  main.find('#dates dt').each((_, dt) => {
    const label = clean($(dt).next('dd').text())
    if (/competition (?:opens|closes)|registration closes|deadline/i.test(label)) applyDate(c, { label, date: parseUkDate(clean($(dt).text())) }, 'Dates tab')
  })
  return c
}

export interface SearchListing { competition: IfsCompetition; href: string }
export interface SearchPage { listings: SearchListing[]; next: string | null; total: number | null }

export function parseSearchHtml (html: string): SearchPage {
  const $ = load(html)
  const main = $('main').length ? $('main').first() : $('body').first()
  const listings: SearchListing[] = []
  main.find('li').filter((_, li) => $(li).children('h2, h3').find('a[href*="/competition/"]').length > 0).each((_, li) => {
    const item = $(li)
    const link = item.children('h2, h3').find('a[href*="/competition/"]').first()
    const href = link.attr('href') ?? ''
    const blocks = item.children('.wysiwyg-styles')
    const eligibilityHeading = item.children('h3').filter((_, h) => /eligib/i.test($(h).text())).first()
    const c = blankCompetition('search_listing', {
      id: competitionIdFrom(href),
      title: clean(link.text()),
      summary: blocks.length ? blockText($, blocks.first()) : '',
      eligibility_summary: eligibilityHeading.length ? blockText($, eligibilityHeading.nextAll('.wysiwyg-styles').first()) || null : null,
    })
    item.find('dl dt').each((_, dt) => {
      applyDate(c, { label: clean($(dt).text()), date: parseUkDate(clean($(dt).next('dd').text())) }, 'search listing')
    })
    listings.push({ competition: c, href })
  })
  const next = main.find('a[rel="next"], .govuk-pagination__next a, .pagination .next a').first().attr('href') ?? null
  const total = main.find('h2').map((_, h) => /^(\d[\d,]*) competitions?$/.exec(clean($(h).text()))?.[1]).get().find(Boolean)
  return { listings, next, total: total ? Number(total.replace(/,/g, '')) : null }
}

/** Which IFS page an HTML document is: an overview has the tabs or the "Funding competition" caption. */
export function ifsPageKind (html: string): 'overview' | 'search' | null {
  const $ = load(html)
  if ($('#competition-overview-tabs, .govuk-tabs__panel#summary').length || /Funding competition/i.test($('h1').first().text())) return 'overview'
  if ($('#filter-competitions').length || $('main li h2 a[href*="/competition/"]').length) return 'search'
  return null
}
