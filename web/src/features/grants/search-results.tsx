import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import type { Schemas } from '../../api/client'
import { useFormat } from '../../app/format'
import { AnchorLink } from '../../app/router-link'
import { countriesText, cutEdges, DeadlineLabel, fundingRange, Highlighted, RecordBadge } from './grant-bits'

// One result row: the title (linking to the detail page, so Back returns to this exact URL),
// status as a text badge (or what the record is: a programme, a past topic), the deadline with the
// API's day count (or what stands in its place), the funding range in the grant's currency, the
// source and the countries. Search highlights replace the plain title and summary.

type Grant = Schemas['Grant']

const hasMark = (s: string | undefined): s is string => !!s && s.includes('<mark>')

// Memoised: while the next page loads the previous rows stay on screen as the same objects
// (keepPreviousData), so a facet click does not re-render twenty cards before its request is sent.
// Plain elements styled in app.css (`.gw-result`): twenty cards of Mantine layout components were
// most of a search page's render time (docs/benchmarks.md).
export const ResultRow = memo(function ResultRow ({ grant, countryName }: { grant: Grant; countryName: (code: string) => string }) {
  const { t } = useTranslation('grants')
  const f = useFormat()
  const funding = fundingRange(grant, f, t)
  const title = grant.highlights?.title
  const summary = grant.highlights?.summary
  return (
    <article className="gw-result">
      <div className="gw-result-head">
        <h2 className="gw-result-title">
          <AnchorLink to="/grants/$grantId" params={{ grantId: grant.id }}>
            {hasMark(title) ? <Highlighted text={title} /> : grant.title}
          </AnchorLink>
        </h2>
        <RecordBadge grant={grant} />
      </div>
      <p className="gw-result-summary">{hasMark(summary) ? <Snippet highlight={summary} grant={grant} /> : grant.summary}</p>
      <div className="gw-result-facts">
        <span><DeadlineLabel grant={grant} /></span>
        <span>{t('funding.label')}: {funding ?? t('funding.unknown')}</span>
        <span>{t('source.label')}: {t(`source.${grant.source}`)}</span>
      </div>
      <p className="gw-result-line"><strong>{t('countries.label')}:</strong> {countriesText(grant.countries, 6, countryName, t)}</p>
    </article>
  )
})

/** The summary's highlight, "…" where it was cut (the API's text: the summary, else the description's start). */
function Snippet ({ highlight, grant }: { highlight: string; grant: Grant }) {
  const cut = cutEdges(highlight, grant.summary || grant.description.slice(0, 2000))
  return <>{cut.start && '… '}<Highlighted text={highlight} />{cut.end && ' …'}</>
}
