import { Alert, Button, Card, Group, List, Radio, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { $api, type Schemas } from '../../api/client'
import { PageTitle, QueryState } from '../../app/page'
import { grantPath, referralUrl, UTM_PRESETS, type Landing, type Preset, type Utm } from './link-url'
import { READABLE_TITLE } from './status-notice'

export function LinkBuilderPage () {
  const { t } = useTranslation('partner')
  const me = $api.useQuery('get', '/api/v1/partners/me')
  return (
    <Stack gap="lg">
      <PageTitle description={t('links.intro')}>{t('links.title')}</PageTitle>
      <QueryState query={me}>{(partner) => <Builder partner={partner} />}</QueryState>
      <WhatCounts />
    </Stack>
  )
}

function Builder ({ partner }: { partner: Schemas['Partner'] }) {
  const { t } = useTranslation('partner')
  const origin = globalThis.location.origin
  const [landing, setLanding] = useState<Landing>('home')
  const [pasted, setPasted] = useState('')
  const [utm, setUtm] = useState<Utm>({ utm_source: '', utm_medium: '', utm_campaign: '' })

  const grant = landing === 'grant' ? grantPath(pasted, origin) : null
  const path = landing === 'home' ? '/' : landing === 'search' ? '/grants' : grant
  const url = path ? referralUrl(origin, path, partner.referral_code, utm) : ''
  const grantError = landing === 'grant' && pasted.trim() !== '' && !grant ? t('links.grantInvalid', { origin }) : null

  const applyPreset = (preset: Preset) => setUtm((u) => ({ ...u, ...UTM_PRESETS[preset] }))
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url)
      notifications.show({ color: 'green', title: t('links.copiedTitle'), message: url, closeButtonProps: { 'aria-label': t('form.closeNotice') } })
    } catch {
      notifications.show({ color: 'red', title: t('links.copyFailedTitle'), message: t('links.copyFailed'), closeButtonProps: { 'aria-label': t('form.closeNotice') } })
    }
  }

  return (
    <>
      {partner.status !== 'active' && (
        <Alert color={partner.status === 'pending' ? 'orange' : 'red'} title={t('links.inactiveTitle')} styles={READABLE_TITLE}>
          <Text size="sm">{t('links.inactiveBody')}</Text>
        </Alert>
      )}
      <Card withBorder padding="lg" component="section" aria-labelledby="link-builder">
        <Title order={2} size="h3" id="link-builder" mb="md">{t('links.builder')}</Title>
        <Stack>
          <Radio.Group label={t('links.landing')} value={landing} onChange={(v) => setLanding(v as Landing)}>
            <Group mt="xs">
              <Radio value="home" label={t('links.landingHome')} />
              <Radio value="search" label={t('links.landingSearch')} />
              <Radio value="grant" label={t('links.landingGrant')} />
            </Group>
          </Radio.Group>
          {landing === 'grant' && (
            <TextInput
              label={t('links.grantUrl')} description={t('links.grantUrlHint', { example: `${origin}/grants/…` })}
              value={pasted} onChange={(e) => setPasted(e.currentTarget.value)} error={grantError} type="url"
            />
          )}
          <div>
            <Text size="sm" fw={500} id="utm-presets">{t('links.presets')}</Text>
            <Group gap="xs" mt={4} role="group" aria-labelledby="utm-presets">
              {(Object.keys(UTM_PRESETS) as Preset[]).map((p) => (
                <Button key={p} variant="default" size="xs" onClick={() => applyPreset(p)}>{t(`links.preset.${p}`)}</Button>
              ))}
            </Group>
          </div>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {(['utm_source', 'utm_medium', 'utm_campaign'] as const).map((key) => (
              <TextInput
                key={key} label={t(`links.${key}`)} description={key} value={utm[key]}
                onChange={(e) => { const value = e.currentTarget.value; setUtm((u) => ({ ...u, [key]: value })) }}
              />
            ))}
          </SimpleGrid>
          <TextInput label={t('links.preview')} value={url} readOnly placeholder={t('links.previewEmpty')} styles={{ input: { fontFamily: 'monospace' } }} />
          <Button onClick={() => void copy()} disabled={!url} w="fit-content">{t('links.copy')}</Button>
        </Stack>
      </Card>
    </>
  )
}

function WhatCounts () {
  const { t } = useTranslation('partner')
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="what-counts">
      <Title order={2} size="h3" id="what-counts" mb="sm">{t('links.countsTitle')}</Title>
      <List spacing="xs">
        <List.Item>{t('links.countsWindow')}</List.Item>
        <List.Item>{t('links.countsLastClick')}</List.Item>
        <List.Item>{t('links.countsSelf')}</List.Item>
        <List.Item>{t('links.countsRepeat')}</List.Item>
        <List.Item>{t('links.countsActive')}</List.Item>
      </List>
    </Card>
  )
}
