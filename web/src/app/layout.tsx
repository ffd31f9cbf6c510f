import { Badge, Box, Burger, Button, Group, NativeSelect, Stack, Text, Title, VisuallyHidden } from '@mantine/core'
import { useDisclosure, useMediaQuery } from '@mantine/hooks'
import { Outlet, useNavigate, useRouter, useRouterState, type LinkProps } from '@tanstack/react-router'
import { lazy, Suspense, useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { $api, api, session } from '../api/client'
import { useMe, useSessionKind } from './auth'
import { currentLanguage, LANGUAGES } from './i18n'
import { useDocumentTitle, useFocusOnNavigation } from './page-focus'
import { ReferralCapture } from './referral-capture'
import { AnchorLink, ButtonLink } from './router-link'

// The frame of every page: a skip link, the header with the navigation for who is signed in
// (visitor, company user, operator, partner), the language switch and the unread bell, and <main>.
// The window title follows the page's h1; after each navigation focus moves to that h1 and the
// page is announced (page-focus.ts), so screen-reader and keyboard users start where the new
// content does. The phone menu is inert whenever it is not open (always on a desktop): it only
// slides off-screen, where Tab would still reach its links. The frame is plain elements styled in
// app.css: Mantine's AppShell brought a scroll area and a positioning library with it, a third of
// the first load's JavaScript that a fixed header and a sliding menu do not need.

const WorkspaceMenu = lazy(() => import('../features/team/workspace-switcher').then((m) => ({ default: m.WorkspaceSwitcher })))
/** The workspace menu of a signed-in company user (current workspace and role, switch, team pages). */
const WorkspaceSwitcher = () => <Suspense fallback={null}><WorkspaceMenu /></Suspense>

type NavItem = { to: NonNullable<LinkProps['to']>; label: string }
const item = (to: NavItem['to'], label: string): NavItem => ({ to, label })

function useNavItems (): NavItem[] {
  const { t } = useTranslation()
  const kind = useSessionKind()
  const me = useMe()
  if (kind === 'partner') {
    return [
      item('/partners', t('nav.partnerDashboard')), item('/partners/links', t('nav.links')),
      item('/partners/referrals', t('nav.referrals')), item('/partners/commissions', t('nav.commissions')),
      item('/partners/payout-details', t('nav.payoutDetails')), item('/partners/profile', t('nav.profile')),
    ]
  }
  if (kind === 'user') {
    return [
      item('/dashboard', t('nav.dashboard')), item('/grants', t('nav.search')),
      item('/companies', t('nav.companies')), item('/matches', t('nav.matches')),
      item('/applications', t('nav.applications')), item('/settings/notifications', t('nav.settings')),
      ...(me.data?.is_platform_admin ? [item('/admin', t('nav.admin'))] : []),
    ]
  }
  return [item('/grants', t('nav.search')), item('/partners/login', t('nav.forPartners'))]
}

function Bell () {
  const { t } = useTranslation()
  const unread = $api.useQuery('get', '/api/v1/notifications', { params: { query: { read: false, page_size: 1 } } }, { refetchInterval: 60_000 })
  const count = unread.data?.total ?? 0
  return (
    <AnchorLink to="/notifications" aria-label={t('nav.notificationsCount', { count })}>
      <Group gap={4} wrap="nowrap">
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" /><path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
        </svg>
        {count > 0 && <Badge size="sm" color="red" aria-hidden="true">{count}</Badge>}
      </Group>
    </AnchorLink>
  )
}

function Account () {
  const { t } = useTranslation()
  const kind = useSessionKind()
  const navigate = useNavigate()
  const router = useRouter()
  if (!kind) {
    return (
      <Group gap="xs" wrap="nowrap">
        <ButtonLink to="/login" variant="subtle" size="compact-md">{t('nav.login')}</ButtonLink>
        <ButtonLink to="/register" size="compact-md">{t('nav.register')}</ButtonLink>
      </Group>
    )
  }
  // To the sign-in page first, then out: signed out on a private page, the route guard would send
  // this tab to sign-in by replacing the page in the history, and Back would then leave the app.
  const signOut = async () => {
    await navigate({ to: kind === 'partner' ? '/partners/login' : '/login' })
    await session.signOut()
    router.options.context.queryClient.clear()
  }
  return <Button variant="default" size="compact-md" onClick={() => void signOut()}>{t('nav.logout')}</Button>
}

// A signed-in person's choice is also stored with their account (their e-mails follow it, and the
// next sign-in elsewhere opens in it); a failed save leaves the app in the chosen language anyway.
function LanguageSwitch () {
  const { t, i18n } = useTranslation()
  const kind = useSessionKind()
  const queryClient = useRouter().options.context.queryClient
  const choose = async (value: string) => {
    await i18n.changeLanguage(value)
    const language = currentLanguage()
    const saved = kind === 'user'
      ? await api.PATCH('/api/v1/auth/me', { body: { language } }).catch(() => null)
      : kind === 'partner'
        ? await api.PATCH('/api/v1/partners/me', { body: { language } }).catch(() => null)
        : null
    if (saved?.data) {
      await queryClient.invalidateQueries({ queryKey: ['get', kind === 'user' ? '/api/v1/auth/me' : '/api/v1/partners/me'] })
    }
  }
  return (
    <NativeSelect
      aria-label={t('nav.language')} size="xs" value={i18n.language}
      data={LANGUAGES.map((l) => ({ value: l, label: t(`languages.${l}`) }))}
      onChange={(e) => void choose(e.currentTarget.value)}
    />
  )
}

export function Layout () {
  const { t } = useTranslation()
  const [opened, { toggle, close }] = useDisclosure()
  const items = useNavItems()
  const kind = useSessionKind()
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  // The location once the new page's route is loaded and rendered, not when the navigation starts.
  const shown = useRouterState({ select: (s) => s.resolvedLocation?.pathname })
  const main = useRef<HTMLElement>(null)
  // Mantine's md breakpoint, where the header shows the navigation and the menu is never open.
  const desktop = useMediaQuery('(min-width: 62em)')
  useDocumentTitle(main)
  const announcement = useFocusOnNavigation(main, shown)

  useEffect(() => { close() }, [pathname, close])

  const links = (vertical: boolean) => items.map((nav) => (
    <AnchorLink key={nav.to} to={nav.to} fw={500} c={vertical ? undefined : 'inherit'}
      activeOptions={{ exact: nav.to === '/partners' || nav.to === '/admin' }}
      activeProps={{ style: { textDecoration: 'underline' } }}>
      {nav.label}
    </AnchorLink>
  ))

  return (
    <>
      <a className="skip-link" href="#main">{t('nav.skip')}</a>
      <header className="gw-header">
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="lg" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="md" size="sm" aria-label={t('nav.menu')} />
            <AnchorLink to={kind === 'partner' ? '/partners' : '/'} fw={700} fz="lg" c="inherit" underline="never">
              Grantwise<VisuallyHidden> – {t('nav.home')}</VisuallyHidden>
            </AnchorLink>
            <Group component="nav" aria-label={t('nav.main')} gap="md" visibleFrom="md" wrap="nowrap">{links(false)}</Group>
          </Group>
          <Group gap="sm" wrap="nowrap">
            {kind === 'user' && <Bell />}
            <LanguageSwitch />
            {/* On a phone the account buttons move into the menu, so the header never overflows. */}
            <Group gap="sm" wrap="nowrap" visibleFrom="sm">{kind === 'user' && <WorkspaceSwitcher />}<Account /></Group>
          </Group>
        </Group>
      </header>
      <nav className="gw-menu" data-opened={opened || undefined} aria-label={t('nav.mobile')} inert={!opened || desktop}>
        <Stack gap="sm">
          {links(true)}
          <Stack gap="sm" hiddenFrom="sm" align="flex-start">{kind === 'user' && opened && <WorkspaceSwitcher />}<Account /></Stack>
        </Stack>
      </nav>
      <VisuallyHidden id="route-announcer" role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </VisuallyHidden>
      <main className="gw-main" id="main" ref={main} tabIndex={-1}>
        <Box maw={1200} mx="auto"><ReferralCapture /><Outlet /></Box>
      </main>
      <footer className="gw-footer">
        <nav aria-label={t('footer.label')}>
          {(['imprint', 'privacy', 'terms'] as const).map((kind) => (
            <AnchorLink key={kind} to="/legal/$kind" params={{ kind }} size="sm">{t(`footer.${kind}`)}</AnchorLink>
          ))}
        </nav>
      </footer>
    </>
  )
}

export function NotFound () {
  const { t } = useTranslation()
  return (
    <Stack>
      <Title order={1}>{t('notFound.title')}</Title>
      <Text>{t('notFound.body')}</Text>
      <AnchorLink to="/">{t('notFound.home')}</AnchorLink>
    </Stack>
  )
}
