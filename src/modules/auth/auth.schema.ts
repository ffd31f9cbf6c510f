import { Type, type Static } from 'typebox'
import { IsoDate, Nullable, StringEnum, Uuid } from '../../core/http/common.schema.js'
import { LanguageField } from '../../core/language.js'
import { AcceptTermsVersion } from '../legal/legal.schema.js'

export const Email = Type.String({ format: 'email', maxLength: 254, description: 'E-mail address (matched case-insensitively)' })
// Strength rules are checked by the service so that every broken rule is reported at once.
export const Password = Type.String({ minLength: 1, maxLength: 256, description: 'At least 8 characters with an uppercase and a lowercase letter, a digit and one of !@#$%^&*(),.?":{}|<>' })

export const UserResponse = Type.Object({
  id: Uuid,
  email: Type.String(),
  full_name: Type.String(),
  tenant_id: Type.String({ format: 'uuid', description: 'The workspace this token is for (POST /auth/switch-workspace changes it)' }),
  role: StringEnum(['owner', 'admin', 'member'], { description: 'Your role in that workspace' }),
  is_active: Type.Boolean(),
  email_verified: Type.Boolean(),
  is_platform_admin: Type.Boolean({ description: 'Platform operator: may use /admin/*' }),
  created_at: IsoDate,
  deletion_due_at: Nullable({ ...IsoDate, description:
    'Set after DELETE /account: the account goes then, unless POST /account/restore cancels' } as typeof IsoDate),
  language: LanguageField,
}, { $id: 'User' })

export const RegisterBody = Type.Object({
  email: Email,
  password: Password,
  full_name: Type.String({ minLength: 1, maxLength: 255, pattern: '\\S' }),
  referral_id: Type.Optional(Uuid),
  referral_code: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: 'A partner\'s code typed at sign-up (used when referral_id is absent)' })),
  accept_terms_version: Type.Optional(AcceptTermsVersion),
  language: Type.Optional(LanguageField),
}, { description: 'referral_id (from POST /referrals/click) links the new account to the partner who referred it, within 90 days of the click; a referral that cannot be attributed never fails the registration. Fields such as role, tenant_id, is_platform_admin or email_verified are ignored.' })
export type RegisterBody = Static<typeof RegisterBody>

export const UpdateMeBody = Type.Object({
  language: Type.Optional(LanguageField),
}, { additionalProperties: false, description: 'Only language changes here; a field left out stays as it is' })
export type UpdateMeBody = Static<typeof UpdateMeBody>

export const LoginBody = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 254, description: 'The e-mail address' }),
  password: Type.String({ minLength: 1, maxLength: 256 }),
}, { description: 'application/x-www-form-urlencoded (JSON is accepted too)' })

export const TokenPair = Type.Object({
  access_token: Type.String({ description: 'JWT, type `access`, 30 minutes' }),
  refresh_token: Type.String({ description: 'JWT, type `refresh`, 7 days, single use' }),
  token_type: Type.Literal('bearer'),
}, { $id: 'TokenPair' })
export type TokenPair = Static<typeof TokenPair>

export const RefreshBody = Type.Object({ refresh_token: Type.String({ minLength: 1 }) })
export const LogoutBody = Type.Object({
  refresh_token: Type.Optional(Type.String({ minLength: 1, description: 'The session\'s refresh token: its session ends too' })),
}, { description: 'Optional: logout ends the session of the access token (its refresh tokens included) in any case' })
export const VerifyEmailBody = Type.Object({ token: Type.String({ minLength: 1, description: 'From the link in the welcome e-mail' }) })
export const EmailVerified = Type.Object({
  verified: Type.Literal(true),
  email: Type.String({ description: 'The verified address (the link named it already)' }),
})
export const ForgotPasswordBody = Type.Object({ email: Email })
export const ResetPasswordBody = Type.Object({
  token: Type.String({ minLength: 1, description: 'From the link in the password reset e-mail' }),
  new_password: Password,
})
