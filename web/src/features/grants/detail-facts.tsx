import { Anchor, Card, Group, List, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { Schemas } from '../../api/client'
import { useFormat, useReaderZoneKnown } from '../../app/format'
import { DeadlineLabel, daysFor, fundingRange, rateRange, RecordBadge, useDaysText } from './grant-bits'

// The status widget of the detail page: status, the next cut-off and every cut-off of a
// multi-stage call (days from the API's days_until_deadline), funding range, co-funding rate and
// the source with a link to the original call. A programme or past topic has no cut-off to meet:
// its badge and the deadline's place say what it is instead. A cut-off is shown at the closing
// time the source states, in its zone ("17:00 Brussels time"), and in the reader's own when that
// is another time: an EU call closes at 17:00 Brussels time, an Innovate UK one at a UK time.

type Grant = Schemas['Grant']

const ZONE_NAMES: Record<string, string> = { 'Europe/Brussels': 'brussels', 'Europe/London': 'london' }

function useClosingTime (zone: string | null) {
  const { t } = useTranslation('grants')
  const f = useFormat()
  const readerZone = useReaderZoneKnown()
  return (iso: string) => {
    if (!zone) return f.date(iso)
    const there = f.dateTimeIn(iso, zone)
    const name = ZONE_NAMES[zone] ? t(`deadline.zone.${ZONE_NAMES[zone]}`) : zone
    const here = !readerZone || f.dateTimeIn(iso) === there ? '' : ` · ${t('deadline.yourTime', { time: f.time(iso) })}`
    return `${there} ${name}${here}`
  }
}

function Fact ({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="sm" fw={600} component="dt">{label}</Text>
      <Text size="sm" component="dd" m={0}>{children}</Text>
    </div>
  )
}

export function DetailFacts ({ grant }: { grant: Grant }) {
  const { t } = useTranslation('grants')
  const f = useFormat()
  const days = useDaysText()
  const funding = fundingRange(grant, f, t)
  const rate = rateRange(grant, f)
  const isCall = grant.record_type === 'call'
  const closing = useClosingTime(grant.deadline_time_zone)
  const dayCount = (iso: string) => (iso === grant.deadline ? grant.days_until_deadline : daysFor(grant, iso))
  const when = (iso: string) => {
    const n = dayCount(iso)
    return <><time dateTime={iso}>{closing(iso)}</time>{n !== null && ` (${days(n)})`}</>
  }

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="facts-title">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4" id="facts-title">{t('detail.facts')}</Title>
          <RecordBadge grant={grant} />
        </Group>
        <Stack gap="sm" component="dl" m={0}>
          {isCall
            ? (
              <Fact label={t('detail.nextDeadline')}>
                {grant.next_deadline ? when(grant.next_deadline) : grant.deadline ? when(grant.deadline) : t('deadline.none')}
              </Fact>
            )
            : <Fact label={t('deadline.label')}><DeadlineLabel grant={grant} /></Fact>}
          {isCall && grant.deadlines.length > 1 && (
            <Fact label={t('detail.allDeadlines')}>
              <List size="sm" spacing={2}>
                {grant.deadlines.map((d) => <List.Item key={d}>{when(d)}</List.Item>)}
              </List>
            </Fact>
          )}
          <Fact label={t('funding.label')}>{funding ?? t('funding.unknown')}</Fact>
          <Fact label={t('detail.rate')}>{rate ?? t('funding.unknown')}</Fact>
          {grant.programme && <Fact label={t('detail.programme')}>{grant.programme}</Fact>}
          {grant.publication_date && <Fact label={t('detail.published')}>{f.date(grant.publication_date)}</Fact>}
          <Fact label={t('source.label')}>
            {t(`source.${grant.source}`)}
            {grant.source_url && (
              <> · <Anchor href={grant.source_url} target="_blank" rel="noopener noreferrer">
                {t(`detail.openSource.${grant.record_type}`)}
              </Anchor></>
            )}
          </Fact>
          <Fact label={t('detail.reference')}>{grant.external_id}</Fact>
        </Stack>
      </Stack>
    </Card>
  )
}
