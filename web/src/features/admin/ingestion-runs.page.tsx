import { Button, Group, List, Select, Table, Text } from '@mantine/core'
import { getRouteApi } from '@tanstack/react-router'
import { Fragment, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { $api, type Schemas } from '../../api/client'
import { useFormat } from '../../app/format'
import { Pager } from '../../app/pager'
import { ErrorState, PageTitle, QueryState } from '../../app/page'
import { DataTable } from '../../app/data-table'
import { RUN_STATUSES, SOURCES } from './search'
import { AdminNav, isForbidden, StatusBadge } from './ui'

// Data imports, newest first: what each run read and changed. Errors and skipped records open
// under the row (a disclosure button per row), so the table stays scannable.

const route = getRouteApi('/admin/ingestion-runs')
const PAGE_SIZE = 50
const COUNTS = ['fetched', 'inserted', 'updated', 'unchanged', 'skipped'] as const

function Problems ({ run }: { run: Schemas['IngestionRun'] }) {
  const { t } = useTranslation('admin')
  return (
    <Group align="flex-start" grow>
      <div>
        <Text fw={600} size="sm">{t('runs.errorsList', { count: run.errors.length })}</Text>
        {run.errors.length === 0 ? <Text size="sm">–</Text> : (
          <List size="sm">{run.errors.map((e, i) => <List.Item key={i}>{e.reference ? `${e.reference}: ` : ''}{e.message}</List.Item>)}</List>
        )}
      </div>
      <div>
        <Text fw={600} size="sm">{t('runs.skippedList', { count: run.skipped_records.length })}</Text>
        {run.skipped_records.length === 0 ? <Text size="sm">–</Text> : (
          <List size="sm">{run.skipped_records.map((s, i) => <List.Item key={i}>{s.reference}: {s.reason}</List.Item>)}</List>
        )}
      </div>
    </Group>
  )
}

export function AdminIngestionRunsPage () {
  const { t } = useTranslation('admin')
  const f = useFormat()
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const [open, setOpen] = useState<Set<string>>(new Set())
  const list = $api.useQuery('get', '/api/v1/admin/ingestion-runs', {
    params: { query: { source: search.source, status: search.status, page: search.page ?? 1, page_size: PAGE_SIZE } },
  }, { placeholderData: (previous) => previous })

  if (isForbidden(list.error)) return <ErrorState error={list.error} />
  const setFilter = (patch: Partial<typeof search>) => void navigate({ search: (prev) => ({ ...prev, ...patch, page: undefined }) })
  const toggle = (id: string) => setOpen((prev) => { const next = new Set(prev); if (next.has(id)) next.delete(id); else next.add(id); return next })

  return (
    <>
      <PageTitle>{t('runs.title')}</PageTitle>
      <Text mt={-12} mb="md">{t('runs.description')}</Text>
      <AdminNav />
      <Group align="flex-end" mb="md">
        <Select label={t('runs.source')} clearable placeholder={t('filters.all')} data={SOURCES.map((value) => ({ value, label: t(`sources.${value}`) }))}
          value={search.source ?? null} onChange={(v) => setFilter({ source: (v ?? undefined) as typeof search.source })} />
        <Select label={t('runs.status')} clearable placeholder={t('filters.all')} data={RUN_STATUSES.map((value) => ({ value, label: t(`status.run.${value}`) }))}
          value={search.status ?? null} onChange={(v) => setFilter({ status: (v ?? undefined) as typeof search.status })} />
      </Group>
      <QueryState query={list}>
        {(data) => data.items.length === 0 ? <Text>{t('runs.empty')}</Text> : (
          <>
            <DataTable minWidth={1000} caption={t('runs.caption', { count: data.total })} head={(
              <>
                <Table.Th>{t('runs.source')}</Table.Th>
                <Table.Th>{t('runs.started')}</Table.Th>
                <Table.Th>{t('runs.finished')}</Table.Th>
                {COUNTS.map((k) => <Table.Th key={k} style={{ textAlign: 'right' }}>{t(`runs.${k}`)}</Table.Th>)}
                <Table.Th>{t('runs.status')}</Table.Th>
                <Table.Th>{t('runs.errors')}</Table.Th>
              </>
            )}>
              {data.items.map((run) => {
                const expanded = open.has(run.id)
                const hasDetails = run.errors.length > 0 || run.skipped_records.length > 0
                return (
                  <Fragment key={run.id}>
                    <Table.Tr>
                      <Table.Td>{t(`sources.${run.source}`)}<Text size="xs">{t(`triggers.${run.trigger}`)} · {run.input}</Text></Table.Td>
                      <Table.Td>{f.dateTime(run.started_at)}</Table.Td>
                      <Table.Td>{run.finished_at ? f.dateTime(run.finished_at) : '–'}</Table.Td>
                      {COUNTS.map((k) => <Table.Td key={k} style={{ textAlign: 'right' }}>{f.number(run[k])}</Table.Td>)}
                      <Table.Td><StatusBadge kind="run" value={run.status} /></Table.Td>
                      <Table.Td>
                        {hasDetails ? (
                          <Button size="compact-xs" variant="default" aria-expanded={expanded} aria-controls={`run-${run.id}`} onClick={() => toggle(run.id)}>
                            {t('runs.detailsButton', { errors: run.errors.length, skipped: run.skipped_records.length })} <span aria-hidden="true">{expanded ? '▲' : '▼'}</span>
                          </Button>
                        ) : f.number(0)}
                      </Table.Td>
                    </Table.Tr>
                    {expanded && (
                      <Table.Tr id={`run-${run.id}`}>
                        <Table.Td colSpan={COUNTS.length + 5}><Problems run={run} /></Table.Td>
                      </Table.Tr>
                    )}
                  </Fragment>
                )
              })}
            </DataTable>
            <Pager page={data.page} pages={data.pages} onChange={(page) => void navigate({ search: (prev) => ({ ...prev, page }) })} />
          </>
        )}
      </QueryState>
    </>
  )
}
