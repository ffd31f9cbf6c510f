import type { MailMessage } from '../../core/email/mailer.js'

// The two account e-mails (pure). They move to the notifications module's templates when it
// builds durable delivery; the links point at the web app's pages.

export function welcomeEmail (to: { email: string; full_name: string }, verifyUrl: string): MailMessage {
  return {
    to: to.email,
    template: 'welcome',
    subject: 'Welcome to Grantwise: please confirm your e-mail address',
    text: [
      `Hello ${to.full_name},`,
      '',
      'Welcome to Grantwise. Please confirm your e-mail address by opening this link:',
      '',
      verifyUrl,
      '',
      'The link is valid for 7 days. If you did not create an account, ignore this message.',
    ].join('\n'),
  }
}

export function passwordResetEmail (to: { email: string; full_name: string }, resetUrl: string): MailMessage {
  return {
    to: to.email,
    template: 'password_reset',
    subject: 'Reset your Grantwise password',
    text: [
      `Hello ${to.full_name},`,
      '',
      'Someone (hopefully you) asked to reset the password of your Grantwise account. Choose a new one here:',
      '',
      resetUrl,
      '',
      'The link is valid for 1 hour and works once. Resetting signs you out everywhere.',
      'If you did not ask for this, ignore this message: your password stays as it is.',
    ].join('\n'),
  }
}
