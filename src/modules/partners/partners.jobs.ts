import type { JobDefinition } from '../../core/jobs/scheduler.js'
import type { ReferralsService } from './referrals.service.js'

// The click de-duplication windows hold a keyed hash of each visitor's IP address and browser:
// deleted as soon as their 24 hours are over, so it is never kept longer than the rule needs.
export const partnerJobs = (referrals: ReferralsService, cron: string | null): JobDefinition[] => [
  { name: 'partners.forget-click-windows', cron, run: async () => ({ forgotten: await referrals.forgetClickWindows() }) },
]
