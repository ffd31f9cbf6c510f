import { Alert } from '@mantine/core'
import { useRouterState } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { api, unwrap } from '../api/client'
import { rememberReferral } from './referral'

// A referral link (`/?ref=CODE&utm_source=…`, or any page the partner's link builder chose, such
// as `/grants/<id>?ref=CODE`) records its click once, whatever page it lands on. StrictMode mounts
// effects twice and pages remount: the module-level set keeps one POST per link per page load. An
// unknown code, an inactive partner or a bot (not counted) is not the visitor's problem: no note.

const posted = new Set<string>()
const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim().slice(0, 200) : undefined)

export function ReferralCapture () {
  const { t } = useTranslation()
  const search = useRouterState({ select: (s) => s.location.search as Record<string, unknown> })
  const [partner, setPartner] = useState<string | null>(null)
  const ref = text(search.ref)?.slice(0, 64)
  const utm = { utm_source: text(search.utm_source), utm_medium: text(search.utm_medium), utm_campaign: text(search.utm_campaign) }

  const key = ref ? JSON.stringify([ref, utm.utm_source, utm.utm_medium, utm.utm_campaign]) : null

  useEffect(() => {
    if (!ref || !key || posted.has(key)) return
    posted.add(key)
    void (async () => {
      try {
        const click = unwrap(await api.POST('/api/v1/referrals/click', { body: { referral_code: ref, ...utm, landing_page: location.pathname } }))
        if (click.referral_id) {
          rememberReferral(click.referral_id, click.partner_company)
          setPartner(click.partner_company)
        }
      } catch { /* not counted: no note */ }
    })()
  }, [key])   // the key holds every value the effect reads

  if (!partner) return null
  return <Alert variant="light" mb="md" role="status">{t('referral.referredBy', { partner })}</Alert>
}
