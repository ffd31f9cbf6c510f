import { createRoute } from '@tanstack/react-router'
import { PageTitle } from '../../app/page'
import { rootRoute } from '../../app/root'

// The account area's routes. Placeholders until its pages land.

const loginRoute = createRoute({ getParentRoute: () => rootRoute, path: '/login', component: () => <PageTitle>Login</PageTitle> })
const registerRoute = createRoute({ getParentRoute: () => rootRoute, path: '/register', component: () => <PageTitle>Register</PageTitle> })
const forgotPasswordRoute = createRoute({ getParentRoute: () => rootRoute, path: '/forgot-password', component: () => <PageTitle>ForgotPassword</PageTitle> })
const resetPasswordRoute = createRoute({ getParentRoute: () => rootRoute, path: '/reset-password', component: () => <PageTitle>ResetPassword</PageTitle> })
const verifyEmailRoute = createRoute({ getParentRoute: () => rootRoute, path: '/verify-email', component: () => <PageTitle>VerifyEmail</PageTitle> })

export const routes = [loginRoute, registerRoute, forgotPasswordRoute, resetPasswordRoute, verifyEmailRoute] as const
