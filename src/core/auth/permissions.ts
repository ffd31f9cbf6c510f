// Who may do what in a workspace: THE permission table. Every user route names one permission
// (`config.permission`, a start-up error when missing) and the access gate compares it with the
// caller's role in the workspace of the token. Roles are ordered: an admin may do everything a
// member may, an owner everything an admin may. docs/decisions.md "Teams" prints this table.

export const ROLES = ['member', 'admin', 'owner'] as const
export type Role = typeof ROLES[number]

export const PERMISSIONS = {
  /** The caller's own account: profile, sign-out, notification preferences, leaving a workspace. */
  'account.own': 'member',
  /** Read everything of the workspace: companies, matches, applications, members, comments. */
  'workspace.read': 'member',
  /** Save, dismiss, restore, view and assign stored matches. */
  'matches.act': 'member',
  /** Create applications, change their status and notes, assign them. */
  'applications.write': 'member',
  /** Comment on matches and applications (and mention colleagues). */
  'comments.write': 'member',
  /** Create, change and delete companies and their carbon profiles. */
  'companies.write': 'admin',
  /** Calculate and refresh stored matches. */
  'matches.calculate': 'admin',
  /** Invite people, change members' and admins' roles, remove members and admins. */
  'members.manage': 'admin',
  /** Rename the workspace. */
  'workspace.settings': 'admin',
  /** Webhook endpoints and API keys of the workspace. */
  'integrations.manage': 'admin',
  /** Read and export the workspace's audit log. */
  'audit.read': 'admin',
  /** Make someone an owner, change or remove an owner, transfer ownership. */
  'owners.manage': 'owner',
  /** Delete the workspace with everything in it. */
  'workspace.delete': 'owner',
} as const satisfies Record<string, Role>

export type Permission = keyof typeof PERMISSIONS

export const rank = (role: Role): number => ROLES.indexOf(role)

export const allows = (role: Role, permission: Permission): boolean => rank(role) >= rank(PERMISSIONS[permission])

/** The roles that hold a permission, for messages ("admin or owner"). */
export const holders = (permission: Permission): Role[] => ROLES.filter((r) => allows(r, permission))

/**
 * What an API key may do, whatever its creator's role: a key is a program acting for the workspace,
 * not the person, so never `account.own` (password, profile, notification settings, sign-out) and
 * never an admin's or owner's permission. `read` only reads.
 */
export const API_KEY_PERMISSIONS = {
  read: ['workspace.read'],
  write: ['workspace.read', 'matches.act', 'applications.write', 'comments.write'],
} as const satisfies Record<'read' | 'write', readonly Permission[]>

export type ApiKeyScope = keyof typeof API_KEY_PERMISSIONS

export const keyAllows = (scope: ApiKeyScope, permission: Permission): boolean =>
  (API_KEY_PERMISSIONS[scope] as readonly Permission[]).includes(permission)
