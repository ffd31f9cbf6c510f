import { Alert, Button, Card, PasswordInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { $api } from '../../api/client'
import { mapProblem } from '../../api/problem'
import { currentLanguage } from '../../app/i18n'
import { PageTitle } from '../../app/page'
import { webAddress } from '../../app/web-address'
import { AnchorLink, ButtonLink } from '../../app/router-link'
import { ProblemAlert } from '../../app/problem-alert'
import { READABLE_TITLE } from './status-notice'
import { asProblem } from '../../app/problem-alert'
import { optional, PARTNER_TYPES } from './shared'
import { TermsConsent, usePublishedTerms } from '../legal/terms-consent'

const FIELDS = ['email', 'password', 'company_name', 'contact_name', 'partner_type', 'phone', 'website', 'accept_terms_version'] as const

// The server validates (password rules, phone and URL formats); the client checks only that the
// required fields are there, so a 422 lands on the field it names.
export function PartnerRegisterPage () {
  const { t } = useTranslation('partner')
  const [summary, setSummary] = useState<string[]>([])
  const [done, setDone] = useState<string | null>(null)
  const register = $api.useMutation('post', '/api/v1/partners/register')
  const required = (v: string | null) => (v && v.trim() ? null : t('form.required'))
  const terms = usePublishedTerms()
  const form = useForm({
    initialValues: {
      email: '', password: '', company_name: '', contact_name: '', partner_type: null as string | null, phone: '', website: '',
      accept_terms_version: false,
    },
    validate: {
      email: (v) => (/^\S+@\S+\.\S+$/.test(v.trim()) ? null : t('form.emailInvalid')),
      password: required, company_name: required, contact_name: required, partner_type: required,
      accept_terms_version: (v) => (v || !terms ? null : t('register.termsRequired')),
    },
  })

  const submit = form.onSubmit(async (values) => {
    setSummary([])
    const partnerType = PARTNER_TYPES.find((p) => p === values.partner_type)
    if (!partnerType) return
    try {
      const partner = await register.mutateAsync({
        body: {
          email: values.email.trim(), password: values.password, company_name: values.company_name.trim(),
          contact_name: values.contact_name.trim(), partner_type: partnerType,
          phone: optional(values.phone), website: webAddress(values.website) ?? undefined,
          language: currentLanguage(),   // of the receipt e-mail and every later one
          ...(terms && values.accept_terms_version ? { accept_terms_version: terms.version } : {}),
        },
      })
      setDone(partner.email)
    } catch (error) {
      const mapped = mapProblem(asProblem(error), FIELDS)
      form.setErrors(mapped.fields)
      setSummary(mapped.summary)
    }
  })

  if (done) {
    return (
      <Stack maw={560}>
        <PageTitle>{t('register.doneTitle')}</PageTitle>
        <Alert color="green" title={t('register.doneHeading')} styles={READABLE_TITLE}>
          <Text size="sm">{t('register.doneBody', { email: done })}</Text>
          <Text size="sm" mt="xs">{t('register.doneNoMail')}</Text>
        </Alert>
        <ButtonLink to="/partners/login" w="fit-content">{t('register.toLogin')}</ButtonLink>
      </Stack>
    )
  }

  return (
    <Stack maw={720}>
      <PageTitle description={t('register.intro')}>{t('register.title')}</PageTitle>
      <Text mt={-12}>
        {t('register.termsIntro')} <AnchorLink to="/partners/programme">{t('register.termsLink')}</AnchorLink>
      </Text>
      <ProblemAlert messages={summary} />
      <Card withBorder padding="lg">
        <form onSubmit={submit} noValidate>
          <Stack>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label={t('fields.email')} type="email" autoComplete="email" required {...form.getInputProps('email')} />
              <PasswordInput label={t('fields.password')} visibilityToggleButtonProps={{ 'aria-label': t('form.togglePassword') }} description={t('register.passwordRules')} autoComplete="new-password" required {...form.getInputProps('password')} />
              <TextInput label={t('fields.company_name')} autoComplete="organization" required {...form.getInputProps('company_name')} />
              <TextInput label={t('fields.contact_name')} autoComplete="name" required {...form.getInputProps('contact_name')} />
              <Select
                label={t('fields.partner_type')} required placeholder={t('register.choose')}
                data={PARTNER_TYPES.map((value) => ({ value, label: t(`types.${value}`) }))}
                {...form.getInputProps('partner_type')}
              />
              <TextInput label={t('fields.phone')} type="tel" autoComplete="tel" description={t('fields.optional')} {...form.getInputProps('phone')} />
              <TextInput label={t('fields.website')} type="url" autoComplete="url" placeholder="https://" description={t('fields.optional')} {...form.getInputProps('website')} />
            </SimpleGrid>
            {terms && <TermsConsent {...form.getInputProps('accept_terms_version', { type: 'checkbox' })} />}
            <Button type="submit" loading={register.isPending} w="fit-content">{t('register.submit')}</Button>
          </Stack>
        </form>
      </Card>
      <Text size="sm">
        {t('register.haveAccount')} <AnchorLink to="/partners/login">{t('register.loginLink')}</AnchorLink>
      </Text>
    </Stack>
  )
}
