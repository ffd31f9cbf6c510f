import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { rootRoute } from '../../app/root'
import { maybe } from '../../app/url-schema'

// The account area: sign-in, registration and the e-mailed token pages. Pages are lazy.

const redirectSearch = z.object({ redirect: maybe(z.string()) })
const tokenSearch = z.object({ token: maybe(z.string()) })

const loginRoute = createRoute({
  getParentRoute: () => rootRoute, path: '/login', validateSearch: redirectSearch,
  component: lazyRouteComponent(() => import('./login.page'), 'LoginPage'),
})
const registerRoute = createRoute({
  getParentRoute: () => rootRoute, path: '/register',
  component: lazyRouteComponent(() => import('./register.page'), 'RegisterPage'),
})
const forgotPasswordRoute = createRoute({
  getParentRoute: () => rootRoute, path: '/forgot-password',
  component: lazyRouteComponent(() => import('./forgot-password.page'), 'ForgotPasswordPage'),
})
const resetPasswordRoute = createRoute({
  getParentRoute: () => rootRoute, path: '/reset-password', validateSearch: tokenSearch,
  component: lazyRouteComponent(() => import('./reset-password.page'), 'ResetPasswordPage'),
})
const verifyEmailRoute = createRoute({
  getParentRoute: () => rootRoute, path: '/verify-email', validateSearch: tokenSearch,
  component: lazyRouteComponent(() => import('./verify-email.page'), 'VerifyEmailPage'),
})

export const routes = [loginRoute, registerRoute, forgotPasswordRoute, resetPasswordRoute, verifyEmailRoute] as const
