import { Button, Menu, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { $api, api, session, unwrap } from '../api/client'
import { problemOf } from './problem-alert'
import { useMe } from './auth'

// The header's workspace menu (company users): the current workspace and the user's role in it,
// the user's other workspaces to switch to, and the team pages (members; the audit log for admins
// and owners). Switching ends the session here and opens one in the other workspace: the new pair
// is stored as a sign-in stores it (all tabs follow), every cached answer of the previous workspace
// is dropped, and the dashboard opens in the new one.

export function WorkspaceSwitcher () {
  const { t } = useTranslation()
  const me = useMe()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const workspaces = $api.useQuery('get', '/api/v1/workspaces', {}, { staleTime: 60_000 })
  const [busy, setBusy] = useState(false)
  const items = workspaces.data?.items ?? []
  const current = items.find((w) => w.is_current)
  const role = me.data?.role ?? current?.role
  if (!current || !role) return null
  const others = items.filter((w) => !w.is_current)

  const switchTo = async (id: string, name: string) => {
    setBusy(true)
    try {
      const pair = unwrap(await api.POST('/api/v1/auth/switch-workspace', { body: { tenant_id: id } }))
      session.signIn('user', pair)
      queryClient.clear()
      await navigate({ to: '/dashboard' })
      notifications.show({ color: 'teal', closeButtonProps: { 'aria-label': t('actions.close') }, message: t('workspace.switched', { name }) })
    } catch (error) {
      const problem = problemOf(error)
      notifications.show({ color: 'red', closeButtonProps: { 'aria-label': t('actions.close') }, message: problem?.detail || t('workspace.switchFailed') })
    } finally {
      setBusy(false)
    }
  }

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" size="compact-md" loading={busy} maw={260}
          aria-label={t('workspace.button', { name: current.name, role: t(`workspace.roles.${role}`) })}>
          <Text span size="sm" truncate="end" maw={170}>{current.name}</Text>
          <Text span size="xs" ml={6}>· {t(`workspace.roles.${role}`)}</Text>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {others.length > 0 && <Menu.Label>{t('workspace.switchTo')}</Menu.Label>}
        {others.map((w) => (
          <Menu.Item key={w.id} onClick={() => void switchTo(w.id, w.name)}>
            {w.name} <Text span size="xs">· {t(`workspace.roles.${w.role}`)}</Text>
          </Menu.Item>
        ))}
        {others.length > 0 && <Menu.Divider />}
        <Menu.Item onClick={() => void navigate({ to: '/settings/members' })}>{t('workspace.members')}</Menu.Item>
        {(role === 'admin' || role === 'owner') && (
          <Menu.Item onClick={() => void navigate({ to: '/audit' })}>{t('workspace.audit')}</Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  )
}
