import { Type, type Static } from 'typebox'
import { ROLES } from '../../core/auth/permissions.js'
import { IsoDate, Nullable, StringEnum, Uuid } from '../../core/http/common.schema.js'
import { LanguageField } from '../../core/language.js'
import { Email, Password } from '../auth/auth.schema.js'
import { INVITABLE_ROLES } from './workspaces.tables.js'

const Role = StringEnum(ROLES, {
  description:
    'member: reads and works on matches, applications, comments; ' +
    'admin: also companies, calculations, members, settings, audit log; owner: also owners, ownership, deletion',
})
const Name = Type.String({ minLength: 1, maxLength: 200 })

export const Workspace = Type.Object(
  {
    id: Uuid,
    name: Type.String(),
    role: Role,
    member_count: Type.Integer(),
    is_current: Type.Boolean({ description: 'The workspace of the token that asked' }),
    created_at: IsoDate,
  },
  { $id: 'Workspace' },
)
export type Workspace = Static<typeof Workspace>
export const WorkspaceList = Type.Object({ items: Type.Array(Type.Ref('Workspace')) }, { $id: 'WorkspaceList' })

export const WorkspaceUpdate = Type.Object({ name: Name }, { additionalProperties: false })
export const WorkspaceDelete = Type.Object(
  {
    confirm_name: Type.String({
      maxLength: 200,
      description:
        "The workspace's name, typed again: deletion removes its companies, matches, applications, comments and audit log",
    }),
  },
  { additionalProperties: false },
)
export const SwitchBody = Type.Object({ tenant_id: Uuid }, { additionalProperties: false })

export const Member = Type.Object(
  {
    user_id: Uuid,
    email: Type.String(),
    full_name: Type.String(),
    role: Role,
    joined_at: IsoDate,
  },
  { $id: 'Member' },
)
export type Member = Static<typeof Member>
export const MemberList = Type.Object({ items: Type.Array(Type.Ref('Member')) }, { $id: 'MemberList' })
export const MemberParams = Type.Object({ user_id: Uuid })
export const RoleBody = Type.Object({ role: Role }, { additionalProperties: false })
export const TransferBody = Type.Object(
  {
    user_id: Type.String({ format: 'uuid', description: 'The member who becomes an owner; you stay, as an admin' }),
  },
  { additionalProperties: false },
)

export const Invitation = Type.Object(
  {
    id: Uuid,
    email: Type.String(),
    role: StringEnum(INVITABLE_ROLES),
    invited_by: Nullable(Type.Object({ id: Uuid, full_name: Type.String() })),
    sent_at: IsoDate,
    expires_at: IsoDate,
    created_at: IsoDate,
  },
  { $id: 'Invitation' },
)
export type Invitation = Static<typeof Invitation>
export const InvitationList = Type.Object({ items: Type.Array(Type.Ref('Invitation')) }, { $id: 'InvitationList' })
export const InvitationParams = Type.Object({ invitation_id: Uuid })
export const InviteBody = Type.Object(
  {
    email: Email,
    role: StringEnum(INVITABLE_ROLES, {
      default: 'member',
      description: "Owners are made from members (PATCH a member's role, owners only)",
    }),
  },
  { additionalProperties: false },
)
export type InviteBody = Static<typeof InviteBody>

const Token = Type.String({ minLength: 20, maxLength: 200, description: 'The token of the invitation link' })
export const TokenQuery = Type.Object({ token: Token })
export const InvitationPreview = Type.Object({
  workspace_name: Type.String(),
  email: Type.String(),
  role: StringEnum(INVITABLE_ROLES),
  invited_by: Nullable(Type.String({ description: "The inviter's name" })),
  expires_at: IsoDate,
  account_exists: Type.Boolean({
    description: 'true: sign in as this address and accept; false: register with the invitation',
  }),
})
export const AcceptBody = Type.Object({ token: Token }, { additionalProperties: false })
export const InvitedRegisterBody = Type.Object(
  {
    token: Token,
    full_name: Type.String({ minLength: 1, maxLength: 255, pattern: '\\S' }),
    password: Password,
    language: Type.Optional(LanguageField),
  },
  { additionalProperties: false },
)
export type InvitedRegisterBody = Static<typeof InvitedRegisterBody>

export const workspaceSchemas = [Workspace, WorkspaceList, Member, MemberList, Invitation, InvitationList]
