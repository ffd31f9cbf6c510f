import { Button, Menu, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { flushSync } from 'react-dom'
import { useTranslation } from 'react-i18next'
import { $api, api, session, unwrap } from '../../api/client'
import { useMe } from '../../app/auth'
import { problemOf } from '../../app/problem-alert'

// The header's workspace menu (company users): the current workspace and the user's role in it,
// the user's other workspaces to switch to, and the team pages (members; the audit log for admins
// and owners). Switching ends the session here and opens one in the other workspace: the new pair
// is stored as a sign-in stores it (all tabs follow), every cached answer of the previous workspace
// is dropped, and the dashboard opens in the new one. Loaded after the shell (layout.tsx): the
// menu's positioning code would add ~12 kB gzip to the first load.

export function WorkspaceSwitcher() {
  const { t } = useTranslation()
  const me = useMe()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const workspaces = $api.useQuery('get', '/api/v1/workspaces', {}, { staleTime: 60_000 })
  const [busy, setBusy] = useState(false)
  // Focus goes back to the button when the menu is dismissed, but not when an item leads to
  // another page: there the new page's h1 takes it (page-focus.ts).
  const [leaving, setLeaving] = useState(false)
  const go = (action: () => void) => {
    // Rendered before the item's click closes the menu: the menu reads returnFocus as it closes,
    // and a later render lost the race now and then (focus went back to the button, not the h1).
    flushSync(() => setLeaving(true))
    action()
  }
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
      notifications.show({
        color: 'teal',
        closeButtonProps: { 'aria-label': t('actions.close') },
        message: t('workspace.switched', { name }),
      })
    } catch (error) {
      const problem = problemOf(error)
      notifications.show({
        color: 'red',
        closeButtonProps: { 'aria-label': t('actions.close') },
        message: problem?.detail || t('workspace.switchFailed'),
      })
    } finally {
      setBusy(false)
    }
  }

  return (
    <Menu
      position="bottom-end"
      withinPortal
      returnFocus={!leaving}
      onOpen={() => setLeaving(false)}
      // Mantine's focus placeholder is a focusable "presentation" div, which a menu may not contain (axe).
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        {/* Narrow desktops (below lg) get the name only, shortened: the header has no room to
            spare there; the button's name always says both. */}
        <Button
          variant="default"
          size="compact-md"
          loading={busy}
          maw={{ base: 96, lg: 260 }}
          title={current.name}
          aria-label={t('workspace.button', { name: current.name, role: t(`workspace.roles.${role}`) })}
        >
          <Text span size="sm" truncate="end" maw={{ base: 70, lg: 170 }}>
            {current.name}
          </Text>
          <Text span size="xs" ml={6} visibleFrom="lg">
            · {t(`workspace.roles.${role}`)}
          </Text>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {others.map((w) => (
          <Menu.Item key={w.id} onClick={() => go(() => void switchTo(w.id, w.name))}>
            {t('workspace.switchTo', { name: w.name })}{' '}
            <Text span size="xs">
              · {t(`workspace.roles.${w.role}`)}
            </Text>
          </Menu.Item>
        ))}
        {others.length > 0 && <Menu.Divider role="separator" />}
        <Menu.Item onClick={() => go(() => void navigate({ to: '/settings/members' }))}>
          {t('workspace.members')}
        </Menu.Item>
        {(role === 'admin' || role === 'owner') && (
          <Menu.Item onClick={() => go(() => void navigate({ to: '/audit' }))}>{t('workspace.audit')}</Menu.Item>
        )}
        {(role === 'admin' || role === 'owner') && (
          <Menu.Item onClick={() => go(() => void navigate({ to: '/settings/integrations' }))}>
            {t('workspace.integrations')}
          </Menu.Item>
        )}
        <Menu.Divider role="separator" />
        <Menu.Item onClick={() => go(() => void navigate({ to: '/account' }))}>{t('workspace.account')}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  )
}
