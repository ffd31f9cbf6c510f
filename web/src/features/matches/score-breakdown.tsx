import { Group, Progress, Table, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { Schemas } from '../../api/client'
import { useFormat } from '../../app/format'
import { SUB_SCORES } from './constants'
import { useReasonText } from './reasons'

// The total as a bar with its number beside it (never colour alone), and the five sub-scores
// with their weights as a small table a screen reader can walk.

export function ScoreBar ({ score }: { score: number }) {
  const { t } = useTranslation('matches')
  const f = useFormat()
  const percent = Math.round(score * 100)
  return (
    <Group gap="xs" wrap="nowrap" miw={160}>
      <Progress value={percent} w={100} aria-label={t('score.label')} color={percent >= 70 ? 'teal' : 'blue'} />
      <Text fw={700} size="sm">{f.percent(score)}</Text>
    </Group>
  )
}

export function ScoreBreakdown ({ match, id }: { match: Schemas['Match']; id?: string }) {
  const { t } = useTranslation('matches')
  const f = useFormat()
  const say = useReasonText()
  return (
    <Table id={id} withTableBorder striped captionSide="top" fz="sm">
      <Table.Caption style={{ color: 'var(--mantine-color-text)' }}>{t('breakdown.caption')}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('breakdown.component')}</Table.Th>
          <Table.Th scope="col">{t('breakdown.value')}</Table.Th>
          <Table.Th scope="col">{t('breakdown.weight')}</Table.Th>
          <Table.Th scope="col">{t('breakdown.reasons')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {SUB_SCORES.map((key) => {
          const part = match.score_breakdown[key]
          const codes = part.reason_codes as typeof part.reason_codes | undefined   // none before codes existed
          const reasons = codes?.length === part.reasons.length ? codes.map((c, i) => say(c, part.reasons[i]!)) : part.reasons
          return (
            <Table.Tr key={key}>
              <Table.Th scope="row">{t(`breakdown.${key}`)}</Table.Th>
              <Table.Td>{f.percent(part.value)}</Table.Td>
              <Table.Td>{f.percent(part.weight)}</Table.Td>
              <Table.Td>{reasons.length ? reasons.join('; ') : '–'}</Table.Td>
            </Table.Tr>
          )
        })}
      </Table.Tbody>
    </Table>
  )
}
