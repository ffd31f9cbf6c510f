import { Card, List, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { $api } from '../../api/client'
import { useFormat } from '../../app/format'
import { PageTitle, QueryState } from '../../app/page'
import { AnchorLink, ButtonLink } from '../../app/router-link'
import { DataTable } from '../../app/data-table'

// The programme's terms for anyone deciding whether to apply: every figure comes from the API
// (GET /partners/programme), which reads the rules the service applies, so the page cannot drift.

export function PartnerProgrammePage () {
  const { t } = useTranslation('partner')
  const f = useFormat()
  const programme = $api.useQuery('get', '/api/v1/partners/programme')
  return (
    <Stack maw={900} gap="lg">
      <PageTitle description={t('programme.intro')}>{t('programme.title')}</PageTitle>
      <QueryState query={programme}>
        {(p) => (
          <>
            <section aria-labelledby="programme-rates">
              <Title order={2} size="h3" id="programme-rates" mb="sm">{t('programme.ratesTitle')}</Title>
              <DataTable minWidth={480} caption={t('programme.ratesCaption', { months: p.first_year_months })} head={(
                <>
                  <Table.Th>{t('fields.tier')}</Table.Th>
                  <Table.Th>{t('programme.firstYear', { months: p.first_year_months })}</Table.Th>
                  <Table.Th>{t('programme.ongoing')}</Table.Th>
                </>
              )}>
                {p.tiers.map((tier) => (
                  <Table.Tr key={tier.tier}>
                    <Table.Th scope="row">{t(`tiers.${tier.tier}`)}</Table.Th>
                    <Table.Td>{f.percent(tier.first_year_commission_rate, 3)}</Table.Td>
                    <Table.Td>{f.percent(tier.ongoing_commission_rate, 3)}</Table.Td>
                  </Table.Tr>
                ))}
              </DataTable>
            </section>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <Term title={t('programme.attributionTitle')} body={t('programme.attribution', { days: p.attribution_window_days })} />
              <Term title={t('programme.holdTitle')} body={t('programme.hold', { days: p.commission_hold_days })} />
              <Term title={t('programme.payoutTitle')} body={t('programme.payout')} />
            </SimpleGrid>
            <section aria-labelledby="programme-steps">
              <Title order={2} size="h3" id="programme-steps" mb="sm">{t('programme.stepsTitle')}</Title>
              <List type="ordered" spacing="xs">
                <List.Item>{t('programme.step1')}</List.Item>
                <List.Item>{t('programme.step2')}</List.Item>
                <List.Item>{t('programme.step3', { days: p.commission_hold_days })}</List.Item>
                <List.Item>{t('programme.step4')}</List.Item>
              </List>
            </section>
          </>
        )}
      </QueryState>
      <Card withBorder padding="lg">
        <Stack gap="sm" align="flex-start">
          <Text fw={600}>{t('programme.ctaTitle')}</Text>
          <ButtonLink to="/partners/register">{t('programme.apply')}</ButtonLink>
          <Text size="sm">{t('register.haveAccount')} <AnchorLink to="/partners/login">{t('register.loginLink')}</AnchorLink></Text>
        </Stack>
      </Card>
    </Stack>
  )
}

function Term ({ title, body }: { title: string; body: string }) {
  return (
    <Card withBorder padding="md" component="section" aria-label={title}>
      <Text fw={600} mb={4}>{title}</Text>
      <Text size="sm">{body}</Text>
    </Card>
  )
}
