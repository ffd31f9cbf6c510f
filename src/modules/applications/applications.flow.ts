import type { ApplicationStatus } from './applications.tables.js'

// decisions.md "Applications": draft -> submitted -> under_review -> approved | rejected; draft,
// submitted and under_review may be withdrawn. approved, rejected and withdrawn are final.
export const TRANSITIONS: Record<ApplicationStatus, readonly ApplicationStatus[]> = {
  draft: ['submitted', 'withdrawn'],
  submitted: ['under_review', 'withdrawn'],
  under_review: ['approved', 'rejected', 'withdrawn'],
  approved: [],
  rejected: [],
  withdrawn: [],
}

export const canMove = (from: ApplicationStatus, to: ApplicationStatus): boolean => TRANSITIONS[from].includes(to)

/** The timestamps a move sets: when it was submitted, when it was decided (or withdrawn). */
export function milestones (to: ApplicationStatus): { submitted?: true; decided?: true } {
  if (to === 'submitted') return { submitted: true }
  if (to === 'approved' || to === 'rejected' || to === 'withdrawn') return { decided: true }
  return {}
}
