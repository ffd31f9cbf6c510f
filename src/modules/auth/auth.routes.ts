import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { errorResponses, Message, ref, signInErrorResponses } from '../../core/http/common.schema.js'
import { asUser, can } from '../../core/http/auth.js'
import { noStore } from '../../core/http/no-store.js'
import { perMinute } from '../../core/http/rate-limit.js'
import {
  EmailVerified, ForgotPasswordBody, LoginBody, LogoutBody, RefreshBody, RegisterBody, ResetPasswordBody, TokenPair,
  UpdateMeBody, UserResponse, VerifyEmailBody,
} from './auth.schema.js'
import type { AuthService } from './auth.service.js'

export function authRoutes (auth: AuthService, { rateLimitPerMinute }: { rateLimitPerMinute: number }): FastifyPluginAsyncTypebox {
  return async (app) => {
    const open = { access: 'public', ...perMinute(rateLimitPerMinute) } as const
    const user = can('account.own')
    const tags = ['auth']
    noStore(app)   // tokens and account data: never cached

    app.post('/auth/register', {
      config: open,
      schema: { tags, summary: 'Create an account and its tenant (role owner)', body: RegisterBody, response: { 201: ref(UserResponse), ...errorResponses(400) } },
    }, async (req, reply) => { reply.code(201); return auth.register(req.body) })

    app.post('/auth/login', {
      config: open,
      schema: {
        tags, summary: 'Exchange e-mail and password for a token pair (form-encoded)', body: LoginBody,
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        response: { 200: ref(TokenPair), ...signInErrorResponses() },
      },
    }, (req) => auth.login(req.body.username, req.body.password))

    app.post('/auth/refresh', {
      config: open,
      schema: { tags, summary: 'Trade a refresh token (single use) for a new pair', body: RefreshBody, response: { 200: ref(TokenPair), ...errorResponses(401) } },
    }, (req) => auth.refresh(req.body.refresh_token))

    app.get('/auth/me', {
      config: user,
      schema: { tags, summary: 'The signed-in user', security: [{ bearerAuth: [] }], response: { 200: ref(UserResponse) } },
    }, (req) => asUser(req).user)

    app.patch('/auth/me', {
      config: user,
      schema: {
        tags, summary: 'Change the signed-in user\'s language (of their e-mails and of the web app)', security: [{ bearerAuth: [] }],
        body: UpdateMeBody, response: { 200: ref(UserResponse), ...errorResponses(422) },
      },
    }, (req) => auth.updateMe(asUser(req), req.body))

    app.post('/auth/logout', {
      config: user, preValidation: async (req) => { req.body ??= {} },   // the spec's logout has no body
      schema: {
        tags, summary: 'End the session: its access and refresh tokens are revoked', security: [{ bearerAuth: [] }],
        body: LogoutBody, response: { 200: ref(Message) },
      },
    }, (req) => auth.logout(asUser(req), req.body?.refresh_token))

    app.post('/auth/verify-email', {
      config: open,
      schema: {
        tags, summary: 'Confirm the e-mail address with the token from the welcome e-mail (single use, 24 hours)',
        body: VerifyEmailBody, response: { 200: EmailVerified, ...errorResponses(400) },
      },
    }, (req) => auth.verifyEmail(req.body.token))

    app.post('/auth/verify-email/resend', {
      config: user,
      schema: {
        tags, summary: 'Send a new verification link to the signed-in user (at most 3 an hour)',
        security: [{ bearerAuth: [] }], response: { 202: ref(Message), ...errorResponses(429) },
      },
    }, async (req, reply) => { reply.code(202); return auth.resendVerification(asUser(req)) })

    app.post('/auth/forgot-password', {
      config: open,
      schema: { tags, summary: 'Send a password reset link (202 whether or not the e-mail is known)', body: ForgotPasswordBody, response: { 202: ref(Message) } },
    }, async (req, reply) => {
      auth.forgotPassword(req.body.email)
      reply.code(202)
      return { message: 'If an account exists for this e-mail, a password reset link has been sent to it.' }
    })

    app.post('/auth/reset-password', {
      config: open,
      schema: { tags, summary: 'Set a new password with the token from the reset e-mail; signs out everywhere', body: ResetPasswordBody, response: { 200: ref(Message), ...errorResponses(400) } },
    }, (req) => auth.resetPassword(req.body.token, req.body.new_password))
  }
}

export const authSchemas = [UserResponse, TokenPair]
