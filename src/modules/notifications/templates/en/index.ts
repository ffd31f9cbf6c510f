import type { LanguagePack } from '../render.js'
import { accountDeletion } from './account-deletion.js'
import { applicationStatus } from './application-status.js'
import { assignment } from './assignment.js'
import { commissionStatus } from './commission-status.js'
import { deadlineReminder } from './deadline-reminder.js'
import { grantChanged } from './grant-changed.js'
import { invitation } from './invitation.js'
import { mention } from './mention.js'
import { newMatch } from './new-match.js'
import { partnerApplication } from './partner-application.js'
import { partnerStatus } from './partner-status.js'
import { passwordReset } from './password-reset.js'
import { savedSearch } from './saved-search.js'
import { testEmail } from './test-email.js'
import { webhookDisabled } from './webhook-disabled.js'
import { weeklyDigest } from './weekly-digest.js'
import { welcome } from './welcome.js'

// The e-mails in English (British spelling and date order, like the web app's English).
export const en: LanguagePack = {
  layout: {
    sign_off: 'The Grantwise team',
    preferences_before: 'You can choose which e-mails you receive in your ',
    preferences_label: 'notification preferences',
    preferences_after: '.',
    preferences_text: 'Notification preferences',
    partner_footer: 'You receive this e-mail because you take part in the Grantwise partner programme.',
    unsubscribe: 'Unsubscribe from these e-mails',
    button_fallback: 'If the button does not work, copy this address into your browser:',
    deadline: 'Deadline',
    funding: 'Funding',
  },
  templates: {
    welcome,
    password_reset: passwordReset,
    test: testEmail,
    new_match: newMatch,
    deadline_reminder: deadlineReminder,
    weekly_digest: weeklyDigest,
    application_status: applicationStatus,
    partner_status: partnerStatus,
    commission_status: commissionStatus,
    invitation,
    mention,
    assignment,
    webhook_disabled: webhookDisabled,
    saved_search: savedSearch,
    grant_changed: grantChanged,
    account_deletion: accountDeletion,
    partner_application: partnerApplication,
  },
}
