import { List, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'

// The server's password rules (POST /auth/register, /auth/reset-password), checked live so the
// user sees which are met while typing. Met/unmet is said in words and a symbol, not colour alone.
// Before the first character the rules are a plain list: nothing has failed yet.

export const PASSWORD_RULES = [
  { key: 'length', test: (p: string) => p.length >= 8 },
  { key: 'upper', test: (p: string) => /[A-Z]/.test(p) },
  { key: 'lower', test: (p: string) => /[a-z]/.test(p) },
  { key: 'digit', test: (p: string) => /\d/.test(p) },
  { key: 'special', test: (p: string) => /[!@#$%^&*(),.?":{}|<>]/.test(p) },
] as const

export const passwordOk = (password: string) => PASSWORD_RULES.every((rule) => rule.test(password))

export function PasswordChecklist ({ password, id }: { password: string; id: string }) {
  const { t } = useTranslation('account')
  return (
    <div id={id}>
      <Text size="sm" fw={500} mt={4}>{t('password.rulesTitle')}</Text>
      <List size="sm" spacing={2} listStyleType="none" aria-live="polite">
        {PASSWORD_RULES.map((rule) => {
          const met = rule.test(password)
          if (!password) {
            return <List.Item key={rule.key}><span aria-hidden="true">• </span>{t(`password.rules.${rule.key}`)}</List.Item>
          }
          return (
            <List.Item key={rule.key} c={met ? 'teal.9' : 'red.9'}>
              <span aria-hidden="true">{met ? '✓' : '✗'} </span>
              {t(`password.rules.${rule.key}`)}
              <Text span size="xs" fw={600} ml={6}>({met ? t('password.met') : t('password.unmet')})</Text>
            </List.Item>
          )
        })}
      </List>
    </div>
  )
}
