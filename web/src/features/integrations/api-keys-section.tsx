import { Button, Code, Group, NativeSelect, Stack, Table, Text, TextInput, Title } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { $api, type Schemas } from '../../api/client'
import { DataTable } from '../../app/data-table'
import { useFormat } from '../../app/format'
import { QueryState } from '../../app/page'
import { Confirm, OutcomeNote, SecretOnce, useProblemText, type Outcome } from './shared'

// The workspace's API keys: create one (a name and a scope; the key is shown once), the list
// (name, prefix, scope, who made it, last use) and revoke (confirmed; immediate).

type Key = Schemas['ApiKey']
type Scope = Key['scope']
const SCOPES: Scope[] = ['read', 'write']
const KEYS = ['get', '/api/v1/api-keys'] as const
// The default description colour (dimmed, 3.3:1) fails AA on white.
const READABLE = { description: { color: 'var(--mantine-color-gray-7)' } }

export function ApiKeysSection () {
  const { t } = useTranslation('integrations')
  const f = useFormat()
  const queryClient = useQueryClient()
  const problemText = useProblemText()
  const list = $api.useQuery('get', '/api/v1/api-keys')
  const create = $api.useMutation('post', '/api/v1/api-keys')
  const revoke = $api.useMutation('delete', '/api/v1/api-keys/{api_key_id}')
  const [name, setName] = useState('')
  const [scope, setScope] = useState<Scope>('read')
  const [created, setCreated] = useState<string | null>(null)
  const [outcome, setOutcome] = useState<Outcome>(null)
  const [revoking, setRevoking] = useState<Key | null>(null)

  const submit = async (e: FormEvent) => {
    e.preventDefault(); setOutcome(null); setCreated(null)
    if (!name.trim()) return
    try {
      const key = await create.mutateAsync({ body: { name: name.trim(), scope } })
      setCreated(key.key); setName('')
    } catch (error) {
      setOutcome({ ok: false, text: problemText(error) })
    }
    await queryClient.invalidateQueries({ queryKey: KEYS })
  }
  const doRevoke = async (key: Key) => {
    setRevoking(null); setOutcome(null)
    try {
      await revoke.mutateAsync({ params: { path: { api_key_id: key.id } } })
      setOutcome({ ok: true, text: t('keys.revoked', { name: key.name }) })
    } catch (error) {
      setOutcome({ ok: false, text: problemText(error) })
    }
    await queryClient.invalidateQueries({ queryKey: KEYS })
  }

  return (
    <Stack gap="md" component="section" aria-labelledby="keys-heading">
      <Title order={2} id="keys-heading">{t('keys.title')}</Title>
      <Text size="sm">{t('keys.intro')}</Text>
      {created && <SecretOnce label={t('keys.createdTitle')} value={created} onDone={() => setCreated(null)} />}
      <OutcomeNote outcome={outcome} />
      <QueryState query={list}>
        {(data) => data.items.length === 0
          ? <Text size="sm">{t('keys.empty')}</Text>
          : (
            <DataTable caption={t('keys.caption')} minWidth={760}
              headers={[t('keys.name'), t('keys.prefix'), t('keys.scope'), t('keys.createdBy'), t('keys.lastUsed'), t('keys.actions')]}>
              {data.items.map((k) => (
                <Table.Tr key={k.id}>
                  <Table.Td>{k.name}</Table.Td>
                  <Table.Td><Code>{k.prefix}…</Code></Table.Td>
                  <Table.Td>{t(`keys.scopes.${k.scope}`)}</Table.Td>
                  <Table.Td>{k.created_by?.full_name ?? '–'}<Text size="xs">{f.dateTime(k.created_at)}</Text></Table.Td>
                  <Table.Td>{k.last_used_at ? f.dateTime(k.last_used_at) : t('keys.never')}</Table.Td>
                  <Table.Td>
                    <Button size="compact-sm" variant="default" color="red" disabled={revoke.isPending} onClick={() => setRevoking(k)}
                      aria-label={t('keys.revokeNamed', { name: k.name })}>{t('keys.revoke')}</Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </DataTable>
            )}
      </QueryState>
      <form onSubmit={(e) => void submit(e)} aria-labelledby="key-create-heading">
        <Title order={3} id="key-create-heading" mb="xs">{t('keys.create')}</Title>
        <Group align="flex-start" wrap="wrap">
          <TextInput label={t('keys.name')} description={t('keys.nameHelp')} styles={READABLE} required maxLength={100} w={320}
            value={name} onChange={(e) => setName(e.currentTarget.value)} />
          <NativeSelect label={t('keys.scope')} description={t('keys.scopeHelp')} styles={READABLE} w={320} value={scope}
            onChange={(e) => setScope(e.currentTarget.value as Scope)}
            data={SCOPES.map((s) => ({ value: s, label: t(`keys.scopes.${s}`) }))} />
        </Group>
        <Button type="submit" mt="sm" loading={create.isPending} disabled={!name.trim()}>{t('keys.submit')}</Button>
      </form>
      {revoking && (
        <Confirm opened onClose={() => setRevoking(null)} title={t('keys.revokeTitle')}
          body={t('keys.revokeConfirm', { name: revoking.name })} action={t('keys.revoke')} onConfirm={() => void doRevoke(revoking)} />
      )}
    </Stack>
  )
}
