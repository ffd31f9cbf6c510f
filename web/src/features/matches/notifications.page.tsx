import { Tabs } from '@mantine/core'
import { getRouteApi } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { PageTitle } from '../../app/page'
import { AnchorLink } from '../../app/router-link'
import { EmailHistory } from './email-history'
import { Inbox } from './inbox'
import { NotificationStats } from './notification-stats'

// The in-app inbox and the e-mail history, one tab each (the tab is in the URL).

const route = getRouteApi('/notifications')

export function NotificationsPage () {
  const { t } = useTranslation('matches')
  const search = route.useSearch()
  const navigate = route.useNavigate()
  return (
    <>
      <PageTitle>{t('notifications.title')}</PageTitle>
      <AnchorLink to="/settings/notifications" display="inline-block" mb="md" mt={-8}>{t('notifications.settingsLink')}</AnchorLink>
      <NotificationStats />
      <Tabs value={search.tab} onChange={(v) => void navigate({ search: (s) => ({ ...s, tab: v === 'email' ? 'email' : 'inbox' }) })}>
        <Tabs.List aria-label={t('notifications.tabs')} mb="md">
          <Tabs.Tab value="inbox">{t('notifications.inbox')}</Tabs.Tab>
          <Tabs.Tab value="email">{t('notifications.emails')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="inbox">{search.tab === 'inbox' && <Inbox />}</Tabs.Panel>
        <Tabs.Panel value="email">{search.tab === 'email' && <EmailHistory />}</Tabs.Panel>
      </Tabs>
    </>
  )
}
