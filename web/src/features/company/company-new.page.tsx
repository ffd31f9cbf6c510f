import { Stack } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { api, unwrap } from '../../api/client'
import { PageTitle } from '../../app/page'
import { CompanyForm } from './company-form'

export function CompanyNewPage () {
  const { t } = useTranslation('company')
  const { t: tc } = useTranslation()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return (
    <Stack maw={820}>
      <PageTitle description={t('new.intro')}>{t('new.title')}</PageTitle>
      <CompanyForm
        submitLabel={t('new.submit')}
        onSubmit={async (body) => {
          const company = unwrap(await api.POST('/api/v1/companies', { body }))
          await Promise.all([
            queryClient.invalidateQueries({ queryKey: ['get', '/api/v1/companies'] }),
            queryClient.invalidateQueries({ queryKey: ['get', '/api/v1/dashboard/stats'] }),
          ])
          notifications.show({ color: 'teal', message: t('new.created', { name: company.name }), closeButtonProps: { 'aria-label': tc('actions.close') } })
          // The next onboarding step: the carbon profile of the new company.
          await navigate({ to: '/companies/$companyId/carbon', params: { companyId: company.id } })
        }}
      />
    </Stack>
  )
}
