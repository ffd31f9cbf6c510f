import { createRoute } from '@tanstack/react-router'
import { PageTitle } from '../../app/page'
import { rootRoute } from '../../app/root'

// The matches area's routes. Placeholders until its pages land.

const matchesRoute = createRoute({ getParentRoute: () => rootRoute, path: '/matches', component: () => <PageTitle>Matches</PageTitle> })
const matchDetailRoute = createRoute({ getParentRoute: () => rootRoute, path: '/matches/$matchId', component: () => <PageTitle>MatchDetail</PageTitle> })
const applicationsRoute = createRoute({ getParentRoute: () => rootRoute, path: '/applications', component: () => <PageTitle>Applications</PageTitle> })
const notificationsRoute = createRoute({ getParentRoute: () => rootRoute, path: '/notifications', component: () => <PageTitle>Notifications</PageTitle> })
const notificationSettingsRoute = createRoute({ getParentRoute: () => rootRoute, path: '/settings/notifications', component: () => <PageTitle>NotificationSettings</PageTitle> })

export const routes = [matchesRoute, matchDetailRoute, applicationsRoute, notificationsRoute, notificationSettingsRoute] as const
