import { createRoute } from '@tanstack/react-router'
import { PageTitle } from '../../app/page'
import { rootRoute } from '../../app/root'

// The grants area's routes. Placeholders until its pages land.

const landingRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => <PageTitle>Landing</PageTitle> })
const searchRoute = createRoute({ getParentRoute: () => rootRoute, path: '/grants', component: () => <PageTitle>Search</PageTitle> })
const grantDetailRoute = createRoute({ getParentRoute: () => rootRoute, path: '/grants/$grantId', component: () => <PageTitle>GrantDetail</PageTitle> })

export const routes = [landingRoute, searchRoute, grantDetailRoute] as const
