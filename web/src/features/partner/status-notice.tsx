import { Alert, Badge, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { Schemas } from '../../api/client'
import { COMMISSION_STATUS_COLOR, PARTNER_STATUS_COLOR, REFERRAL_STATUS_COLOR, type CommissionStatus, type PartnerStatus, type ReferralStatus } from './shared'

/** A banner for a partner whose links do not count yet (pending) or any more (suspended, inactive). */
export function StatusNotice ({ partner }: { partner: Schemas['Partner'] }) {
  const { t } = useTranslation('partner')
  if (partner.status === 'active') return null
  const pending = partner.status === 'pending'
  return (
    <Alert color={pending ? 'orange' : 'red'} title={t(pending ? 'notice.pendingTitle' : 'notice.inactiveTitle')} styles={READABLE_TITLE}>
      <Text size="sm">{t(pending ? 'notice.pendingBody' : 'notice.inactiveBody')}</Text>
    </Alert>
  )
}

// The light variants' tinted text (orange.9 on orange.1 is 3.6:1, green 3.8:1) fails WCAG AA:
// the text takes the body colour and the tint stays as the cue.
export const READABLE_TITLE = { title: { color: 'var(--mantine-color-text)' } }
const READABLE_BADGE = { color: 'var(--mantine-color-text)' }

// Badges always carry the status as text; the colour only repeats it.
export function PartnerStatusBadge ({ status }: { status: PartnerStatus }) {
  const { t } = useTranslation('partner')
  return <Badge variant="light" color={PARTNER_STATUS_COLOR[status]} style={READABLE_BADGE}>{t(`status.${status}`)}</Badge>
}

export function ReferralStatusBadge ({ status }: { status: ReferralStatus }) {
  const { t } = useTranslation('partner')
  return <Badge variant="light" color={REFERRAL_STATUS_COLOR[status]} style={READABLE_BADGE}>{t(`referralStatus.${status}`)}</Badge>
}

export function CommissionStatusBadge ({ status }: { status: CommissionStatus }) {
  const { t } = useTranslation('partner')
  return <Badge variant="light" color={COMMISSION_STATUS_COLOR[status]} style={READABLE_BADGE}>{t(`commissionStatus.${status}`)}</Badge>
}
