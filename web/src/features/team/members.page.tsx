import { Card, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { $api } from '../../api/client'
import { PageTitle, QueryState } from '../../app/page'
import { InviteForm, PendingInvitations } from './invitations'
import { MembersTable } from './members-table'
import { abilities, useRole } from './workspace'
import { DeleteWorkspace, LeaveWorkspace, RenameWorkspace, TransferOwnership } from './workspace-settings'

// The workspace's people: who is in it with which role, invitations (admins and owners), the
// workspace's own settings (rename for admins; transfer and delete for owners) and leaving it.

export function MembersPage () {
  const { t } = useTranslation('team')
  const workspace = $api.useQuery('get', '/api/v1/workspace')
  const role = useRole()
  const can = abilities(role)
  return (
    <>
      <PageTitle>{t('members.title')}</PageTitle>
      <QueryState query={workspace}>
        {(ws) => (
          <Stack gap="xl">
            <Text mt={-8}>{t('members.intro', { name: ws.name, role: role ? t(`roles.${role}`) : '…' })}</Text>
            {!can.manage && role && <Text size="sm">{t('members.readOnly')}</Text>}
            <MembersTable role={role} workspaceName={ws.name} />
            {can.manage && (
              <Card withBorder>
                <Stack gap="lg">
                  <InviteForm />
                  <PendingInvitations />
                </Stack>
              </Card>
            )}
            {can.manage && (
              <Card withBorder>
                <Title order={2} size="h3" mb="sm">{t('settings.title')}</Title>
                <Stack gap="lg">
                  <RenameWorkspace workspace={ws} />
                  {can.own && <TransferOwnership />}
                  {can.own && <DeleteWorkspace workspace={ws} />}
                </Stack>
              </Card>
            )}
            <LeaveWorkspace workspace={ws} />
          </Stack>
        )}
      </QueryState>
    </>
  )
}
