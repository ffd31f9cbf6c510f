import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { asUser, can } from '../../core/http/auth.js'
import { errorResponses, ref } from '../../core/http/common.schema.js'
import {
  HistoryList,
  HistoryQuery,
  HistoryRecord,
  InAppList,
  InAppNotification,
  InAppQuery,
  NotificationHealth,
  NotificationParams,
  NotificationStats,
  Preferences,
  PreferencesUpdate,
  ProviderEvent,
  ProviderEventResult,
  ReadAllResult,
  TestEmailBody,
  TestEmailFailure,
  TestEmailResult,
  UnsubscribeQuery,
  UnsubscribeResult,
} from './notifications.schema.js'
import type { NotificationsService } from './notifications.service.js'
import type { Delivery } from './delivery.js'
import { unsubscribePage } from './unsubscribe-page.js'

export function notificationsRoutes(
  notifications: NotificationsService,
  delivery: Pick<Delivery, 'providerEvent'>,
): FastifyPluginAsyncTypebox {
  return async (app) => {
    const config = can('account.own')
    const tags = ['notifications']
    const me = (req: Parameters<typeof asUser>[0]) => asUser(req).user.id

    app.get(
      '/notifications/preferences',
      {
        config,
        schema: {
          tags,
          summary: 'Your notification preferences (created with the defaults on first read)',
          response: { 200: ref(Preferences) },
        },
      },
      (req) => notifications.preferences(me(req)),
    )

    for (const method of ['patch', 'put'] as const) {
      app[method](
        '/notifications/preferences',
        {
          config,
          schema: {
            tags,
            summary: `Change preferences: only the fields given change${method === 'put' ? ' (same as PATCH)' : ''}`,
            body: PreferencesUpdate,
            response: { 200: ref(Preferences), ...errorResponses(422) },
          },
        },
        (req) => notifications.updatePreferences(me(req), req.body),
      )
    }

    app.get(
      '/notifications/history',
      {
        config,
        schema: {
          tags,
          summary: 'Your e-mails, newest first',
          querystring: HistoryQuery,
          response: { 200: ref(HistoryList), ...errorResponses(422) },
        },
      },
      (req) => notifications.history(me(req), req.query),
    )

    app.get(
      '/notifications/history/:notification_id',
      {
        config,
        schema: {
          tags,
          summary: 'One of your e-mails',
          params: NotificationParams,
          response: { 200: ref(HistoryRecord), ...errorResponses(400, 404) },
        },
      },
      (req) => notifications.historyOne(me(req), req.params.notification_id),
    )

    app.post(
      '/notifications/test',
      {
        // The body is optional: no body at all means the defaults.
        config,
        preValidation: async (req) => {
          req.body ??= {}
        },
        schema: {
          tags,
          summary: 'Send yourself a test e-mail (any template with sample content)',
          body: TestEmailBody,
          response: {
            200: TestEmailResult,
            500: {
              description: 'Problem details that also carry the test result (success false)',
              content: { 'application/problem+json': { schema: TestEmailFailure } },
            },
            ...errorResponses(422, 429),
          },
        },
      },
      (req) => notifications.sendTest(asUser(req).user, req.body ?? {}),
    )

    app.get(
      '/notifications/stats',
      {
        config,
        schema: { tags, summary: 'Counts of your e-mails by type and status', response: { 200: NotificationStats } },
      },
      (req) => notifications.stats(me(req)),
    )

    app.get(
      '/notifications/health',
      {
        config,
        schema: {
          tags,
          summary: 'E-mail provider status and the current sending rate',
          response: { 200: NotificationHealth },
        },
      },
      () => notifications.health(),
    )

    app.get(
      '/notifications',
      {
        config,
        schema: {
          tags,
          summary: 'Your in-app notifications, newest first',
          querystring: InAppQuery,
          response: { 200: ref(InAppList), ...errorResponses(422) },
        },
      },
      (req) => notifications.inApp(me(req), req.query),
    )

    app.patch(
      '/notifications/:notification_id/read',
      {
        config,
        schema: {
          tags,
          summary: 'Mark one in-app notification read',
          params: NotificationParams,
          response: { 200: ref(InAppNotification), ...errorResponses(400, 404) },
        },
      },
      (req) => notifications.markRead(me(req), req.params.notification_id),
    )

    app.post(
      '/notifications/read-all',
      {
        config,
        schema: { tags, summary: 'Mark all your in-app notifications read', response: { 200: ReadAllResult } },
      },
      (req) => notifications.markAllRead(me(req)),
    )

    // RFC 8058 one-click unsubscribe: the e-mail's List-Unsubscribe link. GET only shows what a
    // POST would do (mail scanners follow links); the POST, with no login, turns that kind off.
    const publicConfig = { access: 'public' } as const
    app.get(
      '/notifications/unsubscribe',
      {
        config: publicConfig,
        schema: {
          tags,
          summary: 'Confirmation page of an unsubscribe link (changes nothing)',
          querystring: UnsubscribeQuery,
          produces: ['text/html'],
          response: { ...errorResponses(400) },
        },
      },
      async (req, reply) => {
        const target = await notifications.unsubscribeTarget(req.query.token)
        // The page's only needs: its inline styles and its form posting back here.
        reply.header(
          'content-security-policy',
          "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
        )
        return reply
          .type('text/html; charset=utf-8')
          .send(unsubscribePage(target.what, req.query.token, target.off ? 'done' : 'confirm', target.again))
      },
    )

    app.post(
      '/notifications/unsubscribe',
      {
        config: publicConfig,
        schema: {
          tags,
          summary:
            "One-click unsubscribe (RFC 8058): turns that kind of e-mail off (a saved search's link: that search's alerts)",
          querystring: UnsubscribeQuery,
          // Mail providers post `List-Unsubscribe=One-Click` form-encoded (the body itself is not read).
          consumes: ['application/x-www-form-urlencoded', 'application/json'],
          response: {
            200: UnsubscribeResult,
            303: { description: 'From a browser (Accept: text/html): back to the confirmation page', type: 'null' },
            ...errorResponses(400),
          },
        },
      },
      async (req, reply) => {
        const done = await notifications.unsubscribe(req.query.token)
        // The confirmation page's button: back to the page, which now says it is done.
        if (req.headers.accept?.includes('text/html'))
          return reply.code(303).redirect(`${req.url.split('?')[0]}?token=${encodeURIComponent(req.query.token)}`)
        const again = done.kind === 'saved_search' ? 'on the saved search' : 'in your notification preferences'
        return {
          message: `Unsubscribed: you will not receive ${done.what} any more. Turn them on again ${again}.`,
          kind: done.kind,
        }
      },
    )

    app.post(
      '/admin/notifications/provider-events',
      {
        config: { access: 'operator' },
        schema: {
          tags: ['admin'],
          summary: "Record an e-mail provider's delivery or bounce event (a bounce suppresses the address)",
          body: ProviderEvent,
          response: { 200: ProviderEventResult, ...errorResponses(422) },
        },
      },
      async (req) => ({
        updated: await delivery.providerEvent(req.body.message_id, req.body.event, req.body.reason ?? null),
      }),
    )
  }
}
