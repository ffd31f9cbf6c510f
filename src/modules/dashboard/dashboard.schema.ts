import { Type } from 'typebox'
import { IsoDate, Nullable, Uuid } from '../../core/http/common.schema.js'
import { APPLICATION_STATUSES } from '../applications/applications.tables.js'

const Count = Type.Integer({ minimum: 0 })

export const UPCOMING_DAYS = 30
export const UPCOMING_LIMIT = 50

export const DashboardStats = Type.Object({
  companies: Count,
  matches: Type.Object({
    total: Count, saved: Count, dismissed: Count, viewed: Count,
    average_score: Nullable(Type.Number({ minimum: 0, maximum: 1, description: 'null without matches' })),
  }),
  applications: Type.Object({
    total: Count,
    by_status: Type.Object(Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, Count])), { description: 'Every status, zeros included' }),
  }),
  upcoming_deadlines: Type.Array(Type.Object({
    match_id: Uuid, company_id: Uuid, company_name: Type.String(), grant_id: Uuid, title: Type.String(),
    deadline: IsoDate, days_until_deadline: Count,
  }), { description: `Saved grants with a cut-off in the next ${UPCOMING_DAYS} days (the next cut-off of multi-stage calls), soonest first, at most ${UPCOMING_LIMIT}` }),
  unread_notifications: Count,
}, { $id: 'DashboardStats' })

export const dashboardSchemas = [DashboardStats]
