import { Alert, Button, Code, Group, Stack, Table, Text } from '@mantine/core'
import { getRouteApi } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { $api, api } from '../../api/client'
import { DataTable } from '../../app/data-table'
import { saveFile } from '../../app/save-file'
import { useFormat } from '../../app/format'
import { PageTitle, QueryState } from '../../app/page'
import { Pager } from '../../app/pager'
import { problemOf } from '../../app/problem-alert'
import { AuditFilters, dayStart } from './audit-filters'
import { problemSentence } from './workspace'

// The workspace's audit log (admins and owners; a member gets the server's 403 as "not allowed"):
// newest first, filtered by an area of actions and a date range in the URL, paged, exportable.

const route = getRouteApi('/audit')
const PAGE_SIZE = 50

export function AuditPage() {
  const { t } = useTranslation('team')
  const f = useFormat()
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const query = { action: search.action, from: dayStart(search.from), to: dayStart(search.to, true) }
  const list = $api.useQuery('get', '/api/v1/audit', {
    params: { query: { ...query, page: search.page, page_size: PAGE_SIZE } },
  })
  const problem = problemOf(list.error)
  if (problem?.status === 403) {
    // A member: the page says plainly who may read the log, under its own heading.
    return (
      <>
        <PageTitle>{t('audit.title')}</PageTitle>
        <Alert color="gray" variant="light">
          {problemSentence(t, problem)}
        </Alert>
      </>
    )
  }

  return (
    <>
      <PageTitle description={t('audit.description')}>{t('audit.title')}</PageTitle>
      <Stack gap="md">
        <AuditFilters
          key={JSON.stringify(search)}
          value={search}
          onApply={(filter) => void navigate({ search: { ...filter, page: 1 } })}
        />
        <CsvExport query={query} />
        <QueryState query={list}>
          {(data) =>
            data.items.length === 0 ? (
              <Text>{t('audit.empty')}</Text>
            ) : (
              <>
                <Text size="sm">{t('audit.count', { count: data.total })}</Text>
                <DataTable
                  caption={t('audit.caption')}
                  minWidth={860}
                  headers={[
                    t('audit.when'),
                    t('audit.actor'),
                    t('audit.action'),
                    t('audit.subject'),
                    t('audit.details'),
                  ]}
                >
                  {data.items.map((e) => (
                    <Table.Tr key={e.id}>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{f.dateTime(e.created_at)}</Table.Td>
                      <Table.Td>{e.actor?.email ?? t('audit.system')}</Table.Td>
                      <Table.Td>
                        <Code>{e.action}</Code>
                      </Table.Td>
                      <Table.Td>
                        {e.subject_type}
                        {e.subject_id && (
                          <Text span size="xs" c="gray.7">
                            {' '}
                            {e.subject_id.slice(0, 8)}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Text size="xs" style={{ wordBreak: 'break-word' }}>
                          {Object.keys(e.details).length ? JSON.stringify(e.details) : '–'}
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </DataTable>
                <Pager
                  page={data.page}
                  pages={data.pages}
                  onChange={(page) => void navigate({ search: (s) => ({ ...s, page }) })}
                />
              </>
            )
          }
        </QueryState>
      </Stack>
    </>
  )
}

/** The export needs the bearer token: fetched as a blob and handed to the browser to save. */
function CsvExport({ query }: { query: { action?: string; from?: string; to?: string } }) {
  const { t } = useTranslation('team')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const download = async () => {
    setBusy(true)
    setError(null)
    try {
      const {
        data,
        error: problem,
        response,
      } = await api.GET('/api/v1/audit/export.csv', { params: { query }, parseAs: 'blob' })
      if (!response.ok || !data) {
        setError(problemSentence(t, problemOf(problem)))
        return
      }
      saveFile(data, `audit-${new Date().toISOString().slice(0, 10)}.csv`)
    } catch {
      setError(t('errors.network'))
    } finally {
      setBusy(false)
    }
  }
  return (
    <Group>
      <Button variant="default" loading={busy} onClick={() => void download()}>
        {t('audit.export')}
      </Button>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
    </Group>
  )
}
