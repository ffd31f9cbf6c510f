import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { notifications } from '@mantine/notifications'
import { useQueryClient } from '@tanstack/react-query'
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { $api, api, unwrap } from '../../api/client'
import { PageTitle, QueryState } from '../../app/page'
import { ButtonLink } from '../../app/router-link'
import { asProblem } from '../../app/problem-alert'
import { CompanyForm } from './company-form'

const route = getRouteApi('/companies/$companyId')

export function CompanyEditPage () {
  const { t } = useTranslation('company')
  const { t: tc } = useTranslation()
  const { companyId } = route.useParams()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const company = $api.useQuery('get', '/api/v1/companies/{company_id}', { params: { path: { company_id: companyId } } })
  const [confirming, { open, close }] = useDisclosure(false)
  const [deleting, setDeleting] = useState(false)
  const [deleteError, setDeleteError] = useState<string | null>(null)

  const invalidate = () => Promise.all(['/api/v1/companies', '/api/v1/dashboard/stats', '/api/v1/matches'].map((path) =>
    queryClient.invalidateQueries({ queryKey: ['get', path] })))

  const remove = async () => {
    setDeleting(true)
    setDeleteError(null)
    try {
      unwrap(await api.DELETE('/api/v1/companies/{company_id}', { params: { path: { company_id: companyId } } }))
      queryClient.removeQueries({ queryKey: ['get', '/api/v1/companies/{company_id}'] })
      await invalidate()
      notifications.show({ color: 'teal', message: t('edit.deleted'), closeButtonProps: { 'aria-label': tc('actions.close') } })
      await navigate({ to: '/companies' })
    } catch (error) {
      const problem = asProblem(error)
      setDeleteError(problem.detail || problem.title)
    } finally {
      setDeleting(false)
    }
  }

  return (
    <QueryState query={company}>
      {(c) => (
        <Stack maw={820}>
          <PageTitle description={t('edit.intro')}>{c.name}</PageTitle>
          <Group>
            <ButtonLink to="/companies/$companyId/carbon" params={{ companyId }} variant="default">{t('edit.carbon')}</ButtonLink>
            <ButtonLink to="/companies" variant="subtle">{t('edit.backToList')}</ButtonLink>
          </Group>
          <CompanyForm
            key={c.updated_at}
            company={c}
            submitLabel={t('edit.submit')}
            onSubmit={async (body) => {
              const saved = unwrap(await api.PATCH('/api/v1/companies/{company_id}', { params: { path: { company_id: companyId } }, body }))
              queryClient.setQueryData(['get', '/api/v1/companies/{company_id}', { params: { path: { company_id: companyId } } }], saved)
              await Promise.all([invalidate(), queryClient.invalidateQueries({ queryKey: ['get', '/api/v1/companies/{company_id}'] })])
              notifications.show({ color: 'teal', message: t('edit.saved'), closeButtonProps: { 'aria-label': tc('actions.close') } })
            }}
            extra={<Button color="red" variant="outline" onClick={open}>{t('edit.delete')}</Button>}
          />
          <Modal opened={confirming} onClose={close} title={t('edit.confirmTitle', { name: c.name })} closeButtonProps={{ 'aria-label': tc('actions.close') }}>
            <Stack>
              <Text>{t('edit.confirmBody')}</Text>
              {deleteError && <Alert color="red" variant="light" role="alert">{deleteError}</Alert>}
              <Group justify="flex-end">
                <Button variant="default" onClick={close}>{t('edit.cancel')}</Button>
                <Button color="red" loading={deleting} onClick={() => void remove()}>{t('edit.confirmDelete')}</Button>
              </Group>
            </Stack>
          </Modal>
        </Stack>
      )}
    </QueryState>
  )
}
